/** Toyota's Australian range (series codes and drive-away prices close to 2025–26 pricing). */
import { make } from './define';

const WHITE_SILVER_BLACK = ['Glacier White', 'Silver Metallic', 'Graphite Grey', 'Eclipse Black'];

export const TOYOTA = make('Toyota', [
  { model: 'HiLux', shape: 'ute', fuel: 'Diesel', engine: 2.8, cylinders: 4, induction: 'Turbo Diesel', trans: '6 Speed Automatic', gears: 6, drive: '4x4', consumption: 7.9, tank: 80, gvm: 3050, towing: 3500, torque: '500Nm', ancap: 5, since: 2016,
    colours: [...WHITE_SILVER_BLACK, 'Crimson Red', 'Bronze Metallic', 'Ocean Blue'],
    variants: [{ badge: 'Workmate', price: 42990, series: 'TGN121R', drive: 'RWD', fuel: 'Petrol', engine: 2.7 }, ['SR', 56990, 'GUN126R'], ['SR5', 67490, 'GUN126R'], ['Rogue', 76990, 'GUN126R'], ['GR Sport', 81990, 'GUN126R']] },
  { model: 'LandCruiser 300', shape: 'suv-large', fuel: 'Diesel', engine: 3.3, cylinders: 6, induction: 'Twin Turbo Diesel', trans: '10 Speed Automatic', gears: 10, drive: '4x4', consumption: 8.9, tank: 110, gvm: 3280, towing: 3500, torque: '700Nm', since: 2021,
    colours: [...WHITE_SILVER_BLACK, 'Sandstone Beige', 'Midnight Blue'], variants: [['GX', 99990, 'FJA300R'], ['GXL', 112990, 'FJA300R'], ['VX', 124990, 'FJA300R'], ['Sahara', 146990, 'FJA300R'], ['GR Sport', 150990, 'FJA300R']] },
  { model: 'LandCruiser 70', shape: 'ute-single', fuel: 'Diesel', engine: 2.8, cylinders: 4, induction: 'Turbo Diesel', trans: '6 Speed Automatic', gears: 6, drive: '4x4', consumption: 9.6, tank: 130, gvm: 3510, towing: 3500, torque: '500Nm', since: 2023,
    colours: ['Frosted White', 'Sandstone Beige', 'Silver Metallic', 'Olive Green'], variants: [['Workmate Single Cab', 79990, 'GDJ79R'], ['GXL Single Cab', 87990, 'GDJ79R']] },
  { model: 'Prado', shape: 'suv-large', fuel: 'Diesel', engine: 2.8, cylinders: 4, induction: 'Turbo Diesel', trans: '8 Speed Automatic', gears: 8, drive: '4x4', consumption: 7.9, tank: 110, towing: 3500, torque: '500Nm', ancap: 5, since: 2024,
    colours: [...WHITE_SILVER_BLACK, 'Sandstone Beige', 'Forest Green'], variants: [['GX', 74990, 'GDJ250R'], ['GXL', 82990, 'GDJ250R'], ['VX', 92990, 'GDJ250R'], ['Kakadu', 103990, 'GDJ250R']] },
  { model: 'RAV4', shape: 'suv', fuel: 'Hybrid', engine: 2.5, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'AWD', consumption: 4.8, tank: 55, towing: 1500, torque: '221Nm', ancap: 5, since: 2019,
    colours: [...WHITE_SILVER_BLACK, 'Crimson Red', 'Ocean Blue', 'Sandstone Beige'],
    variants: [{ badge: 'GX 2WD Hybrid', price: 44990, series: 'AXAH52R', drive: 'FWD' }, ['GXL AWD Hybrid', 50990, 'AXAH54R'], ['XSE AWD Hybrid', 55990, 'AXAH54R'], ['Cruiser AWD Hybrid', 57990, 'AXAH54R'], ['Edge AWD Hybrid', 63990, 'AXAH54R']] },
  { model: 'Corolla', shape: 'hatch', fuel: 'Hybrid', engine: 1.8, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'FWD', consumption: 4.0, tank: 43, towing: 0, torque: '142Nm', ancap: 5, since: 2018,
    colours: [...WHITE_SILVER_BLACK, 'Electric Blue', 'Crimson Red'], variants: [['Ascent Sport Hybrid', 34990, 'ZWE219R'], ['SX Hybrid', 38990, 'ZWE219R'], ['ZR Hybrid', 42990, 'ZWE219R']] },
  { model: 'Camry', shape: 'sedan', fuel: 'Hybrid', engine: 2.5, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'FWD', consumption: 4.2, tank: 50, towing: 1200, torque: '221Nm', ancap: 5, since: 2024,
    colours: [...WHITE_SILVER_BLACK, 'Midnight Blue', 'Crimson Red'], variants: [['Ascent Hybrid', 42990, 'AXVH80R'], ['SX Hybrid', 50990, 'AXVH80R'], ['SL Hybrid', 54990, 'AXVH80R']] },
  { model: 'Kluger', shape: 'suv-large', fuel: 'Hybrid', engine: 2.5, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'AWD', consumption: 5.6, tank: 65, towing: 2000, torque: '242Nm', ancap: 5, since: 2021,
    colours: [...WHITE_SILVER_BLACK, 'Bronze Metallic'], variants: [['GX Hybrid', 64990, 'AXUH78R'], ['GXL Hybrid', 73990, 'AXUH78R'], ['Grande Hybrid', 85990, 'AXUH78R']] },
  { model: 'Yaris Cross', shape: 'suv-small', fuel: 'Hybrid', engine: 1.5, cylinders: 3, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'FWD', consumption: 3.8, tank: 36, towing: 400, torque: '120Nm', ancap: 5, since: 2020,
    colours: ['Glacier White', 'Sunburst Yellow', 'Ocean Blue', 'Eclipse Black', 'Bronze Metallic'], variants: [['GX Hybrid', 34990, 'MXPJ10R'], ['GXL Hybrid', 37990, 'MXPJ10R'], ['Urban Hybrid', 40990, 'MXPJ10R']] },
  { model: 'HiAce', shape: 'van', fuel: 'Diesel', engine: 2.8, cylinders: 4, induction: 'Turbo Diesel', trans: '6 Speed Automatic', gears: 6, drive: 'RWD', consumption: 8.4, tank: 70, gvm: 3500, towing: 1900, torque: '450Nm', ancap: 5, since: 2019,
    colours: ['Frosted White', 'Silver Metallic', 'Graphite Grey'], variants: [['LWB Van', 55990, 'GDH300R'], ['SLWB Van', 61990, 'GDH322R']] },
  { model: 'bZ4X', shape: 'suv', fuel: 'Electric', engine: 0, trans: '1 Speed Reduction Gear', gears: 1, drive: 'FWD', tank: 0, towing: 750, torque: '266Nm', ancap: 5, since: 2022,
    colours: ['Glacier White', 'Silver Metallic', 'Eclipse Black', 'Electric Blue'], variants: [['FWD', 59990, 'XEAM10R'], { badge: 'AWD', price: 66990, series: 'YEAM15R', drive: 'AWD' }] },
  { model: 'GR86', shape: 'coupe', fuel: 'Petrol', engine: 2.4, cylinders: 4, induction: 'Aspirated', trans: '6 Speed Manual', gears: 6, drive: 'RWD', consumption: 9.5, tank: 50, torque: '250Nm', since: 2022,
    colours: ['Glacier White', 'Flame Red', 'Eclipse Black', 'Silver Metallic'], variants: [['GT', 52990, 'ZN8R'], { badge: 'GTS', price: 58990, series: 'ZN8R', trans: '6 Speed Automatic' }] },
  { model: 'Corolla Cross', shape: 'suv', fuel: 'Hybrid', engine: 2.0, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'AWD', consumption: 4.3, tank: 36, towing: 750, torque: '188Nm', ancap: 5, since: 2022,
    colours: [...WHITE_SILVER_BLACK, 'Ocean Blue'], variants: [{ badge: 'GX Hybrid', price: 40990, series: 'MXGH10R', drive: 'FWD' }, ['GXL AWD Hybrid', 44990, 'MXGH15R'], ['Atmos AWD Hybrid', 51990, 'MXGH15R']] },
]);
