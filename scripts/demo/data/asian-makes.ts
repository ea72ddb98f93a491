/** Mazda, Hyundai, Kia, Mitsubishi, Isuzu, Nissan, Subaru, MG and BYD models sold in Australia. */
import { make } from './define';

const CORE = ['Glacier White', 'Silver Metallic', 'Graphite Grey', 'Eclipse Black'];

export const MAZDA = make('Mazda', [
  { model: 'CX-5', shape: 'suv', fuel: 'Petrol', engine: 2.5, cylinders: 4, induction: 'Aspirated', trans: '6 Speed Automatic', gears: 6, drive: 'AWD', consumption: 7.4, tank: 58, towing: 1800, torque: '252Nm', ancap: 5, since: 2017,
    colours: [...CORE, 'Crimson Red', 'Midnight Blue'], variants: [{ badge: 'Maxx', price: 42990, series: 'KF Series', drive: 'FWD' }, ['Maxx Sport', 47990, 'KF Series'], ['Touring', 51990, 'KF Series'], ['Akera', 57990, 'KF Series']] },
  { model: 'Mazda3', shape: 'hatch', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Aspirated', trans: '6 Speed Automatic', gears: 6, drive: 'FWD', consumption: 6.2, tank: 51, torque: '200Nm', ancap: 5, since: 2019,
    colours: [...CORE, 'Crimson Red'], variants: [['G20 Pure', 34990, 'BP Series'], { badge: 'G25 Evolve', price: 37990, series: 'BP Series', engine: 2.5 }, { badge: 'G25 Astina', price: 45990, series: 'BP Series', engine: 2.5 }] },
  { model: 'BT-50', shape: 'ute', fuel: 'Diesel', engine: 3.0, cylinders: 4, induction: 'Turbo Diesel', trans: '6 Speed Automatic', gears: 6, drive: '4x4', consumption: 8.0, tank: 76, gvm: 3100, towing: 3500, torque: '450Nm', ancap: 5, since: 2020,
    colours: [...CORE, 'Bronze Metallic'], variants: [['XT', 58990, 'TF Series'], ['GT', 63990, 'TF Series'], ['Thunder', 72990, 'TF Series']] },
  { model: 'CX-60', shape: 'suv', fuel: 'Plug-in Hybrid', engine: 2.5, cylinders: 4, induction: 'Aspirated', trans: '8 Speed Automatic', gears: 8, drive: 'AWD', consumption: 2.1, tank: 50, towing: 2500, torque: '500Nm', ancap: 5, since: 2022,
    colours: ['Glacier White', 'Graphite Grey', 'Crimson Red'], variants: [['P50e GT', 84990, 'KH Series'], ['P50e Azami', 89990, 'KH Series']] },
]);

export const HYUNDAI = make('Hyundai', [
  { model: 'i30', shape: 'hatch', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'FWD', consumption: 6.4, tank: 50, torque: '192Nm', since: 2020,
    colours: [...CORE, 'Electric Blue'], variants: [['i30', 29990, 'CN7.V1'], ['Active', 32990, 'CN7.V1'], ['N Line', 36990, 'CN7.V1']] },
  { model: 'Tucson', shape: 'suv', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Aspirated', trans: '6 Speed Automatic', gears: 6, drive: 'FWD', consumption: 8.1, tank: 54, towing: 1650, torque: '192Nm', ancap: 5, since: 2021,
    colours: [...CORE, 'Olive Green'], variants: [['Tucson', 41990, 'NX4.V2'], ['Elite', 47990, 'NX4.V2'], { badge: 'Highlander N Line', price: 55990, series: 'NX4.V2', drive: 'AWD', fuel: 'Diesel', engine: 2.0, trans: '8 Speed Automatic', gears: 8 }] },
  { model: 'Kona', shape: 'suv-small', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'FWD', consumption: 6.6, tank: 47, towing: 1300, torque: '180Nm', ancap: 5, since: 2023,
    colours: ['Glacier White', 'Sunburst Yellow', 'Eclipse Black', 'Ocean Blue'], variants: [['Kona', 34990, 'SX2.V1'], { badge: 'Electric Premium', price: 62990, series: 'SX2.V1', fuel: 'Electric', engine: 0, trans: '1 Speed Reduction Gear', gears: 1 }] },
  { model: 'IONIQ 5', shape: 'suv', fuel: 'Electric', engine: 0, trans: '1 Speed Reduction Gear', gears: 1, drive: 'RWD', towing: 1600, torque: '350Nm', ancap: 5, since: 2021,
    colours: ['Glacier White', 'Gunmetal Grey', 'Matte Black', 'Forest Green'], variants: [['Dynamiq', 72990, 'NE.V3'], { badge: 'Epiq AWD', price: 82990, series: 'NE.V3', drive: 'AWD' }] },
  { model: 'Staria', shape: 'people-mover', fuel: 'Diesel', engine: 2.2, cylinders: 4, induction: 'Turbo Diesel', trans: '8 Speed Automatic', gears: 8, drive: 'AWD', consumption: 8.2, tank: 75, towing: 2500, torque: '430Nm', ancap: 5, since: 2021,
    colours: ['Glacier White', 'Graphite Grey', 'Eclipse Black'], variants: [['Elite', 63990, 'US4.V1'], ['Highlander', 71990, 'US4.V1']] },
]);

export const KIA = make('Kia', [
  { model: 'Sportage', shape: 'suv', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Aspirated', trans: '6 Speed Automatic', gears: 6, drive: 'FWD', consumption: 8.1, tank: 54, towing: 1650, torque: '192Nm', ancap: 5, since: 2022,
    colours: [...CORE, 'Olive Green'], variants: [['S', 37990, 'NQ5 MY25'], ['SX', 42990, 'NQ5 MY25'], { badge: 'GT-Line Hybrid', price: 55990, series: 'NQ5 MY25', fuel: 'Hybrid', engine: 1.6, drive: 'AWD' }] },
  { model: 'Carnival', shape: 'people-mover', fuel: 'Diesel', engine: 2.2, cylinders: 4, induction: 'Turbo Diesel', trans: '8 Speed Automatic', gears: 8, drive: 'FWD', consumption: 6.5, tank: 72, towing: 2000, torque: '440Nm', ancap: 5, since: 2021,
    colours: [...CORE, 'Midnight Blue'], variants: [['S', 51990, 'KA4 PE'], ['Sport+', 62990, 'KA4 PE'], { badge: 'GT-Line Hybrid', price: 76990, series: 'KA4 PE', fuel: 'Hybrid', engine: 1.6, trans: '6 Speed Automatic', gears: 6 }] },
  { model: 'Sorento', shape: 'suv-large', fuel: 'Diesel', engine: 2.2, cylinders: 4, induction: 'Turbo Diesel', trans: '8 Speed Automatic', gears: 8, drive: 'AWD', consumption: 6.1, tank: 67, towing: 2500, torque: '440Nm', ancap: 5, since: 2020,
    colours: [...CORE, 'Forest Green'], variants: [['S', 53990, 'MQ4 PE'], ['GT-Line', 72990, 'MQ4 PE']] },
  { model: 'EV6', shape: 'suv', fuel: 'Electric', engine: 0, trans: '1 Speed Reduction Gear', gears: 1, drive: 'RWD', towing: 1600, torque: '350Nm', ancap: 5, since: 2022,
    colours: ['Glacier White', 'Gunmetal Grey', 'Sunburst Yellow'], variants: [['Air', 74990, 'CV MY25'], { badge: 'GT-Line AWD', price: 84990, series: 'CV MY25', drive: 'AWD' }] },
  { model: 'Cerato', shape: 'sedan', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Aspirated', trans: '6 Speed Automatic', gears: 6, drive: 'FWD', consumption: 7.4, tank: 50, torque: '192Nm', ancap: 5, since: 2019,
    colours: [...CORE, 'Flame Red'], variants: [['S', 29990, 'BD MY24'], ['Sport', 32990, 'BD MY24'], ['GT', 39990, 'BD MY24']] },
]);

export const MITSUBISHI = make('Mitsubishi', [
  { model: 'Triton', shape: 'ute', fuel: 'Diesel', engine: 2.4, cylinders: 4, induction: 'Bi-Turbo Diesel', trans: '6 Speed Automatic', gears: 6, drive: '4x4', consumption: 7.7, tank: 75, gvm: 3200, towing: 3500, torque: '470Nm', ancap: 5, since: 2024,
    colours: [...CORE, 'Flame Red', 'Sandstone Beige'], variants: [['GLX', 43990, 'MV MY25'], ['GLS', 55990, 'MV MY25'], ['GSR', 63990, 'MV MY25']] },
  { model: 'Outlander', shape: 'suv', fuel: 'Petrol', engine: 2.5, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'FWD', consumption: 7.3, tank: 55, towing: 1600, torque: '245Nm', ancap: 5, since: 2021,
    colours: [...CORE, 'Crimson Red'], variants: [['ES', 40990, 'ZM MY25'], ['LS', 45990, 'ZM MY25'], { badge: 'Exceed PHEV', price: 64990, series: 'ZM MY25', fuel: 'Plug-in Hybrid', engine: 2.4, drive: 'AWD', trans: '1 Speed Automatic', gears: 1 }] },
]);

export const ISUZU = make('Isuzu', [
  { model: 'D-MAX', shape: 'ute', fuel: 'Diesel', engine: 3.0, cylinders: 4, induction: 'Turbo Diesel', trans: '6 Speed Automatic', gears: 6, drive: '4x4', consumption: 8.0, tank: 76, gvm: 3100, towing: 3500, torque: '450Nm', ancap: 5, since: 2020,
    colours: [...CORE, 'Ocean Blue', 'Bronze Metallic'], variants: [['SX', 49990, 'RG MY25'], ['LS-U', 60990, 'RG MY25'], ['X-Terrain', 70990, 'RG MY25']] },
  { model: 'MU-X', shape: 'suv-large', fuel: 'Diesel', engine: 3.0, cylinders: 4, induction: 'Turbo Diesel', trans: '6 Speed Automatic', gears: 6, drive: '4x4', consumption: 8.3, tank: 80, towing: 3500, torque: '450Nm', ancap: 5, since: 2021,
    colours: [...CORE, 'Bronze Metallic'], variants: [['LS-M', 55990, 'RJ MY25'], ['LS-T', 65990, 'RJ MY25']] },
]);

export const NISSAN = make('Nissan', [
  { model: 'X-Trail', shape: 'suv', fuel: 'Petrol', engine: 2.5, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'FWD', consumption: 7.4, tank: 55, towing: 2000, torque: '244Nm', ancap: 5, since: 2022,
    colours: [...CORE, 'Midnight Blue'], variants: [['ST', 38990, 'T33'], ['ST-L', 46990, 'T33'], { badge: 'Ti e-POWER', price: 58990, series: 'T33', fuel: 'Hybrid', engine: 1.5, drive: 'AWD', trans: '1 Speed Reduction Gear', gears: 1 }] },
  { model: 'Patrol', shape: 'suv-large', fuel: 'Petrol', engine: 5.6, cylinders: 8, induction: 'Aspirated', trans: '7 Speed Automatic', gears: 7, drive: '4x4', consumption: 14.4, tank: 140, towing: 3500, torque: '560Nm', since: 2019,
    colours: [...CORE, 'Sandstone Beige'], variants: [['Ti', 92990, 'Y62 Series 5'], ['Ti-L', 105990, 'Y62 Series 5']] },
]);

export const SUBARU = make('Subaru', [
  { model: 'Forester', shape: 'suv', fuel: 'Petrol', engine: 2.5, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'AWD', consumption: 7.4, tank: 63, towing: 1800, torque: '241Nm', ancap: 5, since: 2025,
    colours: [...CORE, 'Forest Green'], variants: [['2.5i', 41990, 'S6'], { badge: 'Hybrid S', price: 51990, series: 'S6', fuel: 'Hybrid', engine: 2.0 }] },
  { model: 'Outback', shape: 'wagon', fuel: 'Petrol', engine: 2.5, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'AWD', consumption: 7.3, tank: 63, towing: 2000, torque: '245Nm', ancap: 5, since: 2021,
    colours: [...CORE, 'Ocean Blue', 'Olive Green'], variants: [['AWD', 47990, '6GEN'], ['AWD Touring', 55990, '6GEN']] },
]);

export const MG = make('MG', [
  { model: 'ZS', shape: 'suv-small', fuel: 'Petrol', engine: 1.5, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'FWD', consumption: 6.9, tank: 45, towing: 500, torque: '150Nm', since: 2022,
    colours: ['Glacier White', 'Flame Red', 'Silver Metallic', 'Ocean Blue'], variants: [['Vibe', 24990, 'AZS1'], ['Excite', 26990, 'AZS1'], { badge: 'EV Excite', price: 40990, series: 'AZS1', fuel: 'Electric', engine: 0, trans: '1 Speed Reduction Gear', gears: 1 }] },
  { model: 'MG4', shape: 'hatch', fuel: 'Electric', engine: 0, trans: '1 Speed Reduction Gear', gears: 1, drive: 'RWD', torque: '250Nm', ancap: 5, since: 2023,
    colours: ['Glacier White', 'Sunburst Yellow', 'Eclipse Black', 'Silver Metallic'], variants: [['Excite 51', 39990, 'EH32'], ['Essence 64', 47990, 'EH32']] },
]);

export const BYD = make('BYD', [
  { model: 'Atto 3', shape: 'suv', fuel: 'Electric', engine: 0, trans: '1 Speed Reduction Gear', gears: 1, drive: 'FWD', towing: 750, torque: '310Nm', ancap: 5, since: 2022,
    colours: ['Glacier White', 'Graphite Grey', 'Ocean Blue'], variants: [['Premium', 47990], ['Extended', 50990]] },
  { model: 'Seal', shape: 'sedan', fuel: 'Electric', engine: 0, trans: '1 Speed Reduction Gear', gears: 1, drive: 'RWD', towing: 750, torque: '360Nm', ancap: 5, since: 2023,
    colours: ['Glacier White', 'Midnight Blue', 'Graphite Grey'], variants: [['Dynamic', 49990], ['Premium', 58990], { badge: 'Performance AWD', price: 68990, drive: 'AWD' }] },
  { model: 'Sealion 6', shape: 'suv', fuel: 'Plug-in Hybrid', engine: 1.5, cylinders: 4, induction: 'Turbo', trans: '1 Speed Automatic', gears: 1, drive: 'FWD', consumption: 1.1, tank: 60, towing: 1500, torque: '300Nm', ancap: 5, since: 2024,
    colours: ['Glacier White', 'Eclipse Black', 'Ocean Blue'], variants: [['Dynamic', 47990], { badge: 'Premium AWD', price: 51990, drive: 'AWD' }] },
]);
