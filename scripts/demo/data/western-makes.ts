/** Ford, Volkswagen and the European and American prestige makes (mostly for used stock). */
import { make } from './define';

const CORE = ['Glacier White', 'Silver Metallic', 'Graphite Grey', 'Eclipse Black'];

export const FORD = make('Ford', [
  { model: 'Ranger', shape: 'ute', fuel: 'Diesel', engine: 2.0, cylinders: 4, induction: 'Bi-Turbo Diesel', trans: '10 Speed Automatic', gears: 10, drive: '4x4', consumption: 7.6, tank: 80, gvm: 3280, towing: 3500, torque: '500Nm', ancap: 5, since: 2022,
    colours: [...CORE, 'Ocean Blue', 'Burnt Orange', 'Sandstone Beige'],
    variants: [['XL', 52990, 'PY MY25'], ['XLT', 65990, 'PY MY25'], { badge: 'Wildtrak V6', price: 76990, series: 'PY MY25', engine: 3.0, cylinders: 6 }, { badge: 'Raptor', price: 90990, series: 'PY MY25', fuel: 'Petrol', engine: 3.0 }] },
  { model: 'Everest', shape: 'suv-large', fuel: 'Diesel', engine: 2.0, cylinders: 4, induction: 'Bi-Turbo Diesel', trans: '10 Speed Automatic', gears: 10, drive: '4x4', consumption: 7.1, tank: 80, towing: 3500, torque: '500Nm', ancap: 5, since: 2022,
    colours: [...CORE, 'Sandstone Beige'], variants: [['Ambiente', 58990, 'UB MY25'], ['Trend', 67990, 'UB MY25'], { badge: 'Platinum V6', price: 81990, series: 'UB MY25', engine: 3.0 }] },
  { model: 'Mustang', shape: 'coupe', fuel: 'Petrol', engine: 5.0, cylinders: 8, induction: 'Aspirated', trans: '10 Speed Automatic', gears: 10, drive: 'RWD', consumption: 13.1, tank: 61, torque: '567Nm', since: 2024,
    colours: ['Flame Red', 'Eclipse Black', 'Electric Blue', 'Glacier White'], variants: [['GT Fastback', 74990, 'S650']] },
  { model: 'Transit Custom', shape: 'van', fuel: 'Diesel', engine: 2.0, cylinders: 4, induction: 'Turbo Diesel', trans: '8 Speed Automatic', gears: 8, drive: 'FWD', consumption: 7.3, tank: 70, gvm: 3200, towing: 2500, torque: '390Nm', ancap: 5, since: 2024,
    colours: ['Frosted White', 'Silver Metallic'], variants: [['Trend SWB', 60990, 'VN'], ['Sport LWB', 72990, 'VN']] },
]);

export const VOLKSWAGEN = make('Volkswagen', [
  { model: 'Amarok', shape: 'ute', fuel: 'Diesel', engine: 2.0, cylinders: 4, induction: 'Bi-Turbo Diesel', trans: '10 Speed Automatic', gears: 10, drive: '4x4', consumption: 7.6, tank: 80, gvm: 3280, towing: 3500, torque: '500Nm', ancap: 5, since: 2023,
    colours: [...CORE, 'Olive Green'], variants: [['Core', 59990, 'NF MY25'], ['Style', 67990, 'NF MY25'], { badge: 'Aventura V6', price: 82990, series: 'NF MY25', engine: 3.0 }] },
  { model: 'Golf', shape: 'hatch', fuel: 'Petrol', engine: 1.4, cylinders: 4, induction: 'Turbo', trans: '8 Speed Automatic', gears: 8, drive: 'FWD', consumption: 5.8, tank: 50, torque: '250Nm', ancap: 5, since: 2021,
    colours: [...CORE, 'Electric Blue'], variants: [['110TSI Life', 40990, '8 MY25'], { badge: 'GTI', price: 62990, series: '8 MY25', engine: 2.0, trans: '7 Speed Auto Dual Clutch', gears: 7 }] },
]);

export const PRESTIGE = [
  ...make('BMW', [
    { model: 'X5', shape: 'suv-large', fuel: 'Diesel', engine: 3.0, cylinders: 6, induction: 'Turbo Diesel', trans: '8 Speed Automatic', gears: 8, drive: 'AWD', consumption: 7.2, tank: 80, towing: 3500, torque: '670Nm', ancap: 5, since: 2019,
      colours: [...CORE, 'Midnight Blue'], variants: [['xDrive30d M Sport', 132900, 'G05 LCI'], { badge: 'xDrive50e M Sport', price: 161900, series: 'G05 LCI', fuel: 'Plug-in Hybrid' }] },
    { model: '3 Series', shape: 'sedan', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Turbo', trans: '8 Speed Automatic', gears: 8, drive: 'RWD', consumption: 6.4, tank: 59, torque: '400Nm', ancap: 5, since: 2019,
      colours: [...CORE, 'Ocean Blue'], variants: [['330i M Sport', 85900, 'G20 LCI'], ['M340i xDrive', 111900, 'G20 LCI']] },
  ]),
  ...make('Mercedes-Benz', [
    { model: 'C-Class', shape: 'sedan', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Turbo', trans: '9 Speed Automatic', gears: 9, drive: 'RWD', consumption: 7.0, tank: 66, torque: '400Nm', ancap: 5, since: 2022,
      colours: [...CORE, 'Midnight Blue'], variants: [['C300', 90900, 'W206'], ['C200', 78900, 'W206']] },
    { model: 'GLC', shape: 'suv', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Turbo', trans: '9 Speed Automatic', gears: 9, drive: 'AWD', consumption: 7.7, tank: 62, towing: 2500, torque: '400Nm', ancap: 5, since: 2023,
      colours: [...CORE], variants: [['GLC300 4MATIC', 99900, 'X254']] },
    { model: 'GLE', shape: 'suv-large', fuel: 'Diesel', engine: 2.9, cylinders: 6, induction: 'Turbo Diesel', trans: '9 Speed Automatic', gears: 9, drive: 'AWD', consumption: 7.5, tank: 85, towing: 3500, torque: '700Nm', ancap: 5, since: 2019,
      colours: [...CORE], variants: [['GLE450d 4MATIC', 153900, 'V167']] },
  ]),
  ...make('Audi', [
    { model: 'Q5', shape: 'suv', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Turbo', trans: '7 Speed Auto S tronic', gears: 7, drive: 'AWD', consumption: 8.0, tank: 70, towing: 2400, torque: '370Nm', ancap: 5, since: 2021,
      colours: [...CORE, 'Ocean Blue'], variants: [['45 TFSI quattro S line', 86900, 'FY MY24'], { badge: '40 TDI quattro', price: 79900, series: 'FY MY24', fuel: 'Diesel' }] },
    { model: 'A4', shape: 'sedan', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Turbo', trans: '7 Speed Auto S tronic', gears: 7, drive: 'AWD', consumption: 7.1, tank: 58, torque: '370Nm', ancap: 5, since: 2020,
      colours: [...CORE], variants: [['45 TFSI quattro S line', 78900, 'B9 8W MY24']] },
    { model: 'Q7', shape: 'suv-large', fuel: 'Diesel', engine: 3.0, cylinders: 6, induction: 'Turbo Diesel', trans: '8 Speed Automatic', gears: 8, drive: 'AWD', consumption: 7.3, tank: 85, towing: 3500, torque: '600Nm', ancap: 5, since: 2020,
      colours: [...CORE], variants: [['50 TDI quattro', 124900, '4M MY24']] },
  ]),
  ...make('Porsche', [
    { model: 'Macan', shape: 'suv', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Turbo', trans: '7 Speed Auto Dual Clutch', gears: 7, drive: 'AWD', consumption: 9.3, tank: 65, towing: 2000, torque: '400Nm', since: 2019,
      colours: ['Glacier White', 'Eclipse Black', 'Graphite Grey', 'Flame Red'], variants: [['Base', 99900, '95B MY23'], { badge: 'GTS', price: 156400, series: '95B MY23', engine: 2.9 }] },
    { model: 'Cayenne', shape: 'suv-large', fuel: 'Petrol', engine: 3.0, cylinders: 6, induction: 'Turbo', trans: '8 Speed Automatic', gears: 8, drive: 'AWD', consumption: 10.3, tank: 75, towing: 3500, torque: '500Nm', since: 2018,
      colours: ['Glacier White', 'Eclipse Black', 'Midnight Blue'], variants: [['Base', 154900, '9YA MY24'], { badge: 'E-Hybrid', price: 183900, series: '9YA MY24', fuel: 'Plug-in Hybrid' }] },
    { model: '911', shape: 'coupe', fuel: 'Petrol', engine: 3.0, cylinders: 6, induction: 'Twin Turbo', trans: '8 Speed Auto Dual Clutch', gears: 8, drive: 'RWD', consumption: 10.1, tank: 64, torque: '450Nm', since: 2019,
      colours: ['Glacier White', 'Eclipse Black', 'Flame Red', 'Racing Green', 'Silver Metallic'], variants: [['Carrera', 265900, '992 MY24'], ['Carrera S', 318600, '992 MY24']] },
  ]),
  ...make('Lexus', [
    { model: 'RX', shape: 'suv-large', fuel: 'Hybrid', engine: 2.5, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'AWD', consumption: 5.0, tank: 65, towing: 2000, torque: '239Nm', ancap: 5, since: 2022,
      colours: [...CORE, 'Bronze Metallic'], variants: [['RX350h Luxury', 95900, 'ALH10R'], ['RX350h Sports Luxury', 112900, 'ALH10R']] },
    { model: 'NX', shape: 'suv', fuel: 'Hybrid', engine: 2.5, cylinders: 4, induction: 'Aspirated', trans: 'Continuous Variable', drive: 'FWD', consumption: 5.0, tank: 55, towing: 1500, torque: '239Nm', ancap: 5, since: 2021,
      colours: [...CORE], variants: [['NX350h Luxury', 78900, 'AAZH20R']] },
  ]),
  ...make('Land Rover', [
    { model: 'Range Rover Sport', shape: 'suv-large', fuel: 'Diesel', engine: 3.0, cylinders: 6, induction: 'Turbo Diesel', trans: '8 Speed Automatic', gears: 8, drive: 'AWD', consumption: 8.0, tank: 80, towing: 3500, torque: '700Nm', since: 2022,
      colours: ['Glacier White', 'Eclipse Black', 'Graphite Grey', 'Racing Green'], variants: [['D350 Dynamic SE', 172000, 'L461 MY24']] },
    { model: 'Defender', shape: 'suv-large', fuel: 'Diesel', engine: 3.0, cylinders: 6, induction: 'Turbo Diesel', trans: '8 Speed Automatic', gears: 8, drive: 'AWD', consumption: 7.6, tank: 89, towing: 3500, torque: '650Nm', since: 2020,
      colours: ['Sandstone Beige', 'Olive Green', 'Glacier White', 'Eclipse Black'], variants: [['110 D300 X-Dynamic SE', 124000, 'L663 MY24']] },
  ]),
  ...make('Volvo', [
    { model: 'XC90', shape: 'suv-large', fuel: 'Petrol', engine: 2.0, cylinders: 4, induction: 'Turbo', trans: '8 Speed Automatic', gears: 8, drive: 'AWD', consumption: 8.0, tank: 71, towing: 2700, torque: '400Nm', ancap: 5, since: 2020,
      colours: [...CORE, 'Midnight Blue'], variants: [['B6 Ultimate Bright', 117990, 'MY24']] },
  ]),
  ...make('Tesla', [
    { model: 'Model 3', shape: 'sedan', fuel: 'Electric', engine: 0, trans: '1 Speed Reduction Gear', gears: 1, drive: 'RWD', torque: '420Nm', ancap: 5, since: 2019,
      colours: ['Pearl White', 'Eclipse Black', 'Electric Blue', 'Flame Red'], variants: [['Rear-Wheel Drive', 58900], { badge: 'Long Range AWD', price: 71900, drive: 'AWD' }] },
    { model: 'Model Y', shape: 'suv', fuel: 'Electric', engine: 0, trans: '1 Speed Reduction Gear', gears: 1, drive: 'RWD', towing: 1600, torque: '420Nm', ancap: 5, since: 2022,
      colours: ['Pearl White', 'Eclipse Black', 'Gunmetal Grey'], variants: [['Rear-Wheel Drive', 63900], { badge: 'Long Range AWD', price: 75900, drive: 'AWD' }] },
  ]),
  ...make('Genesis', [
    { model: 'GV70', shape: 'suv', fuel: 'Petrol', engine: 2.5, cylinders: 4, induction: 'Turbo', trans: '8 Speed Automatic', gears: 8, drive: 'AWD', consumption: 9.8, tank: 66, towing: 1600, torque: '422Nm', ancap: 5, since: 2021,
      colours: [...CORE, 'Racing Green'], variants: [['2.5T AWD', 79800, 'JK1 MY24']] },
  ]),
];
