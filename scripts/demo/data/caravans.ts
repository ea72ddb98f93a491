/** Caravans sold in Australia, with the body and weight figures a buyer compares (mm, kg). */
import { make } from './define';

const VAN = { fuel: 'Petrol', engine: 0, trans: '', drive: '' } as const;

export const CARAVANS = [
  ...make('Jayco', [
    {
      model: 'Journey Outback',
      shape: 'caravan-tandem',
      ...VAN,
      since: 2019,
      colours: ['Midnight Blue', 'Graphite Grey'],
      caravan: { bodyWidth: 2440, bodyLength: 6600, tare: 2440, atm: 3100, axle: 'Tandem', sleeps: 4 },
      variants: [['21.66-3', 89990]],
    },
    {
      model: 'Starcraft',
      shape: 'caravan-tandem',
      ...VAN,
      since: 2018,
      colours: ['Ocean Blue', 'Graphite Grey'],
      caravan: { bodyWidth: 2400, bodyLength: 5900, tare: 2050, atm: 2650, axle: 'Tandem', sleeps: 4 },
      variants: [['19.61-4', 64990]],
    },
    {
      model: 'Crossover',
      shape: 'caravan-offroad',
      ...VAN,
      since: 2021,
      colours: ['Burnt Orange', 'Graphite Grey'],
      caravan: { bodyWidth: 2300, bodyLength: 5200, tare: 1790, atm: 2300, axle: 'Independent Tandem', sleeps: 2 },
      variants: [['17.55-2', 57990]],
    },
  ]),
  ...make('New Age', [
    {
      model: 'Manta Ray',
      shape: 'caravan-tandem',
      ...VAN,
      since: 2018,
      colours: ['Crimson Red', 'Eclipse Black'],
      caravan: { bodyWidth: 2400, bodyLength: 5900, tare: 2300, atm: 3000, axle: 'Tandem', sleeps: 2 },
      variants: [['19E', 82990]],
    },
    {
      model: 'Big Red',
      shape: 'caravan-offroad',
      ...VAN,
      since: 2017,
      colours: ['Flame Red', 'Eclipse Black'],
      caravan: { bodyWidth: 2450, bodyLength: 6400, tare: 2850, atm: 3500, axle: 'Independent Tandem', sleeps: 4 },
      variants: [['21 Off Road', 104990]],
    },
  ]),
  ...make('Lotus Caravans', [
    {
      model: 'Trooper',
      shape: 'caravan-offroad',
      ...VAN,
      since: 2020,
      colours: ['Sandstone Beige', 'Graphite Grey'],
      caravan: { bodyWidth: 2450, bodyLength: 6100, tare: 2700, atm: 3500, axle: 'Independent Tandem', sleeps: 2 },
      variants: [['2.0 20ft', 129990]],
    },
    {
      model: 'Off Grid',
      shape: 'caravan-offroad',
      ...VAN,
      since: 2019,
      colours: ['Eclipse Black', 'Olive Green'],
      caravan: { bodyWidth: 2500, bodyLength: 6400, tare: 2950, atm: 3500, axle: 'Independent Tandem', sleeps: 4 },
      variants: [['21ft', 134990]],
    },
  ]),
  ...make('Avan', [
    {
      model: 'Aspire',
      shape: 'caravan',
      ...VAN,
      since: 2019,
      colours: ['Ocean Blue', 'Silver Metallic'],
      caravan: { bodyWidth: 2350, bodyLength: 5500, tare: 1620, atm: 2000, axle: 'Single', sleeps: 2 },
      variants: [['555', 74990]],
    },
  ]),
  ...make('Zone RV', [
    {
      model: 'Z-16',
      shape: 'caravan-offroad',
      ...VAN,
      since: 2020,
      colours: ['Gunmetal Grey', 'Burnt Orange'],
      caravan: { bodyWidth: 2300, bodyLength: 4900, tare: 1850, atm: 2500, axle: 'Single Independent', sleeps: 2 },
      variants: [['Hybrid Off Road', 99990]],
    },
  ]),
];
