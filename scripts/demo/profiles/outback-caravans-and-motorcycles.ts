/** Outback Caravans & Motorcycles, Dubbo NSW: caravans on one lot, motorcycles in the showroom. */
import { CARAVANS } from '../data/caravans';
import { MOTORCYCLES } from '../data/bikes-trucks';
import type { DemoProfile } from '../feed/profile';

const dealership = { id: '6101', slug: 'outback-caravans-and-motorcycles', name: 'Outback Caravans & Motorcycles' };
const caravanMakes = [...new Set(CARAVANS.map((m) => m.make))];
const bikeMakes = [...new Set(MOTORCYCLES.map((m) => m.make))];

/** The caravan and motorcycle demo site. */
export const OUTBACK: DemoProfile = {
  slug: 'outback-caravans-and-motorcycles',
  seed: 'outback-caravans-v1',
  count: 120,
  idBase: 610000,
  stockPrefix: 'OC',
  carTypes: [
    ['new', 60],
    ['demo', 5],
    ['used', 35],
  ],
  newModels: [...CARAVANS, ...MOTORCYCLES],
  usedModels: [...CARAVANS, ...MOTORCYCLES],
  places: [
    {
      id: '6102',
      name: 'Outback Caravans',
      slug: 'outback-caravans',
      phone: '+61268821400',
      street: '57 Mitchell Highway',
      city: 'Dubbo',
      state: 'NSW',
      postcode: '2830',
      dealership,
      makes: caravanMakes,
      weight: 0.55,
    },
    {
      id: '6103',
      name: 'Outback Motorcycles',
      slug: 'outback-motorcycles',
      phone: '+61268825300',
      street: '112 Cobra Street',
      city: 'Dubbo',
      state: 'NSW',
      postcode: '2830',
      dealership,
      makes: bikeMakes,
      weight: 0.45,
    },
  ],
  spinFrames: 0,
  panoramaShare: 0,
  coloursPerModel: 2,
  photosPerPool: 7,
  scene: () => 'outdoor',
  primary: '#9c3d1c',
  accent: '#f4a261',
  slides: [
    { name: 'off-road-vans', shape: 'caravan-offroad', paint: '#c4571d', primary: '#9c3d1c', accent: '#f4a261' },
    { name: 'adventure-bikes', shape: 'bike-adventure', paint: '#2a6fd6', primary: '#7a2e14', accent: '#f4a261' },
  ],
  offerArt: [
    {
      file: 'caravan-setup.webp',
      headline: 'Free caravan handover and setup',
      subline: 'Two hours with our technicians',
      shape: 'caravan-tandem',
      paint: '#1b2b4b',
      primary: '#9c3d1c',
      accent: '#f4a261',
    },
    {
      file: 'bike-gear.webp',
      headline: '$500 riding gear voucher',
      subline: 'With every new motorcycle',
      shape: 'bike-naked',
      paint: '#a3161d',
      primary: '#9c3d1c',
      accent: '#f4a261',
    },
  ],
  brandArt: [],
  logo: {
    name: 'Outback Caravans & Motorcycles',
    tagline: 'Dubbo · Go further',
    emblem: 'sun',
    primary: '#9c3d1c',
    accent: '#f4a261',
    ink: '#5a2310',
  },
  wordmarks: [],
};
