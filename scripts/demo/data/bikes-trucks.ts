/** Motorcycles and light-to-medium trucks on sale in Australia. */
import { make } from './define';

const BIKE = { trans: '6 Speed Manual', gears: 6, drive: 'Chain', induction: 'Aspirated' } as const;

export const MOTORCYCLES = [
  ...make('Honda', [
    { model: 'CB650R', shape: 'bike-naked', fuel: 'Petrol', engine: 0.649, cylinders: 4, ...BIKE, consumption: 5.0, tank: 15, since: 2019, colours: ['Eclipse Black', 'Flame Red', 'Silver Metallic'], variants: [['E-Clutch', 13299, 'RH17']] },
    { model: 'CRF1100L Africa Twin', shape: 'bike-adventure', fuel: 'Petrol', engine: 1.084, cylinders: 2, ...BIKE, consumption: 5.0, tank: 18, since: 2020, colours: ['Glacier White', 'Eclipse Black'], variants: [['Adventure Sports ES', 28999, 'SD10'], ['Standard', 23999, 'SD10']] },
    { model: 'Rebel 500', shape: 'bike-cruiser', fuel: 'Petrol', engine: 0.471, cylinders: 2, ...BIKE, consumption: 3.6, tank: 11, since: 2017, colours: ['Matte Black', 'Gunmetal Grey'], variants: [['Standard', 10499, 'PC60']] },
  ]),
  ...make('Yamaha', [
    { model: 'MT-07', shape: 'bike-naked', fuel: 'Petrol', engine: 0.689, cylinders: 2, ...BIKE, consumption: 4.3, tank: 14, since: 2021, colours: ['Midnight Blue', 'Eclipse Black', 'Gunmetal Grey'], variants: [['LAMS', 12499, 'MTN690-U']] },
    { model: 'Tenere 700', shape: 'bike-adventure', fuel: 'Petrol', engine: 0.689, cylinders: 2, ...BIKE, consumption: 4.3, tank: 16, since: 2019, colours: ['Electric Blue', 'Eclipse Black'], variants: [['Standard', 17999, 'XTZ690'], ['World Raid', 22499, 'XTZ690']] },
    { model: 'YZF-R3', shape: 'bike-sport', fuel: 'Petrol', engine: 0.321, cylinders: 2, ...BIKE, consumption: 3.8, tank: 14, since: 2019, colours: ['Electric Blue', 'Eclipse Black'], variants: [['LAMS', 8999, 'RH15']] },
  ]),
  ...make('Kawasaki', [
    { model: 'Ninja 400', shape: 'bike-sport', fuel: 'Petrol', engine: 0.399, cylinders: 2, ...BIKE, consumption: 4.0, tank: 14, since: 2018, colours: ['Racing Green', 'Eclipse Black'], variants: [['LAMS', 8499, 'EX400G']] },
    { model: 'Z900', shape: 'bike-naked', fuel: 'Petrol', engine: 0.948, cylinders: 4, ...BIKE, consumption: 5.5, tank: 17, since: 2020, colours: ['Racing Green', 'Matte Black'], variants: [['ABS', 15499, 'ZR900']] },
    { model: 'KLR650', shape: 'bike-adventure', fuel: 'Petrol', engine: 0.652, cylinders: 1, ...BIKE, trans: '5 Speed Manual', gears: 5, consumption: 4.5, tank: 23, since: 2022, colours: ['Olive Green', 'Eclipse Black'], variants: [['Adventure', 11999, 'KL650']] },
  ]),
  ...make('KTM', [
    { model: '390 Adventure', shape: 'bike-adventure', fuel: 'Petrol', engine: 0.399, cylinders: 1, ...BIKE, consumption: 3.5, tank: 14, since: 2020, colours: ['Burnt Orange', 'Glacier White'], variants: [['R', 11995, 'MY25']] },
    { model: '890 Adventure', shape: 'bike-adventure', fuel: 'Petrol', engine: 0.889, cylinders: 2, ...BIKE, consumption: 4.5, tank: 20, since: 2021, colours: ['Burnt Orange', 'Eclipse Black'], variants: [['R', 23695, 'MY24']] },
  ]),
  ...make('Suzuki', [
    { model: 'DR650SE', shape: 'bike-adventure', fuel: 'Petrol', engine: 0.644, cylinders: 1, ...BIKE, trans: '5 Speed Manual', gears: 5, consumption: 4.5, tank: 13, since: 2018, colours: ['Glacier White', 'Midnight Blue'], variants: [['LAMS', 10490, 'SP46B']] },
    { model: 'V-Strom 650XT', shape: 'bike-adventure', fuel: 'Petrol', engine: 0.645, cylinders: 2, ...BIKE, consumption: 4.6, tank: 20, since: 2017, colours: ['Sunburst Yellow', 'Graphite Grey'], variants: [['ABS', 14490, 'DL650XA']] },
  ]),
  ...make('Royal Enfield', [
    { model: 'Himalayan 450', shape: 'bike-adventure', fuel: 'Petrol', engine: 0.452, cylinders: 1, ...BIKE, consumption: 3.4, tank: 17, since: 2024, colours: ['Sandstone Beige', 'Eclipse Black'], variants: [['Base', 9790, 'MY25']] },
    { model: 'Classic 350', shape: 'bike-cruiser', fuel: 'Petrol', engine: 0.349, cylinders: 1, ...BIKE, trans: '5 Speed Manual', gears: 5, consumption: 2.8, tank: 13, since: 2021, colours: ['Racing Green', 'Crimson Red'], variants: [['Halcyon', 7490, 'MY25']] },
  ]),
  ...make('Harley-Davidson', [
    { model: 'Street Bob 114', shape: 'bike-cruiser', fuel: 'Petrol', engine: 1.868, cylinders: 2, ...BIKE, drive: 'Belt', consumption: 5.6, tank: 13, since: 2021, colours: ['Matte Black', 'Crimson Red'], variants: [['Softail', 30995, 'FXBBS']] },
  ]),
];

const TRUCK = { fuel: 'Diesel', induction: 'Turbo Diesel', since: 2018 } as const;

export const TRUCKS = [
  ...make('Isuzu Trucks', [
    { model: 'N Series', shape: 'truck', ...TRUCK, engine: 5.2, cylinders: 4, trans: '6 Speed Automated Manual', gears: 6, drive: 'RWD', gvm: 7500, torque: '513Nm', colours: ['Frosted White'], variants: [['NPR 75-190 Tradepack', 95990, 'NPR'], ['NNR 45-150 AMT', 72990, 'NNR']] },
    { model: 'F Series', shape: 'truck-long', ...TRUCK, engine: 7.8, cylinders: 6, trans: '6 Speed Automatic', gears: 6, drive: 'RWD', gvm: 11000, torque: '761Nm', colours: ['Frosted White'], variants: [['FRR 110-260 Auto', 165990, 'FRR']] },
  ]),
  ...make('Hino', [
    { model: '300 Series', shape: 'truck', ...TRUCK, engine: 4.0, cylinders: 4, trans: '6 Speed Automatic', gears: 6, drive: 'RWD', gvm: 6500, torque: '464Nm', colours: ['Frosted White', 'Silver Metallic'], variants: [['616 Wide Cab Auto', 89990, 'XKU']] },
    { model: '500 Series', shape: 'truck-long', ...TRUCK, engine: 8.0, cylinders: 6, trans: '6 Speed Automatic', gears: 6, drive: 'RWD', gvm: 11000, torque: '824Nm', colours: ['Frosted White'], variants: [['FD 1124 Auto', 175990, 'FD']] },
  ]),
  ...make('Fuso', [
    { model: 'Canter', shape: 'truck', ...TRUCK, engine: 3.0, cylinders: 4, trans: '6 Speed Dual Clutch', gears: 6, drive: 'RWD', gvm: 4500, torque: '430Nm', colours: ['Frosted White'], variants: [['515 Wide Cab', 79990, 'FEB71']] },
  ]),
];
