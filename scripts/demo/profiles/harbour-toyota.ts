/** Harbour Toyota, Gladstone QLD: a single Toyota franchise with a sales yard and a service centre. */
import { ASIAN_USED } from './used-mix';
import { TOYOTA } from '../data/toyota';
import { FORD } from '../data/western-makes';
import type { DemoProfile } from '../feed/profile';

const dealership = { id: '3101', slug: 'harbour-toyota', name: 'Harbour Toyota' };

/** The franchise demo site that `npm start` serves. */
export const HARBOUR_TOYOTA: DemoProfile = {
  slug: 'harbour-toyota',
  seed: 'harbour-toyota-v1',
  count: 150,
  idBase: 410000,
  stockPrefix: 'HT',
  carTypes: [
    ['new', 45],
    ['demo', 15],
    ['used', 40],
  ],
  newModels: TOYOTA,
  usedModels: [...TOYOTA, ...FORD.slice(0, 2), ...ASIAN_USED],
  places: [
    {
      id: '3102',
      name: 'Harbour Toyota Sales',
      slug: 'harbour-toyota-sales',
      phone: '+61749724100',
      street: '120 Dawson Highway',
      city: 'Gladstone',
      state: 'QLD',
      postcode: '4680',
      dealership,
      makes: ['Toyota'],
      weight: 1,
    },
    {
      id: '3103',
      name: 'Harbour Toyota Service Centre',
      slug: 'harbour-toyota-service',
      phone: '+61749724155',
      street: '14 Hanson Road',
      city: 'Gladstone',
      state: 'QLD',
      postcode: '4680',
      dealership,
      makes: ['Toyota'],
      weight: 0,
      service: true,
      holdsStock: false,
    },
  ],
  financeProvider: 'provider-a',
  financeProviderName: 'Harbour Finance',
  certifiedMake: 'Toyota',
  spinFrames: 24,
  panoramaShare: 0.15,
  coloursPerModel: 3,
  photosPerPool: 7,
  scene: (type) => (type === 'used' ? 'outdoor' : 'showroom'),
  primary: '#0b2545',
  accent: '#d62828',
  longComments: true,
  slides: [
    { name: 'hilux-sr5', shape: 'ute', paint: '#a3161d', primary: '#0b2545', accent: '#d62828' },
    { name: 'rav4-hybrid', shape: 'suv', paint: '#1f5f9e', primary: '#0b2545', accent: '#d62828' },
    { name: 'certified-pre-owned', shape: 'suv-large', paint: '#eef0f1', primary: '#13315c', accent: '#d62828' },
  ],
  offerArt: [
    {
      file: 'hilux-finance.webp',
      headline: 'HiLux SR5 at 4.99% p.a.',
      subline: 'Comparison rate 6.12% p.a.',
      shape: 'ute',
      paint: '#4d5258',
      primary: '#0b2545',
      accent: '#d62828',
    },
    {
      file: 'rav4-service.webp',
      headline: 'RAV4: 3 years capped servicing',
      subline: 'On new RAV4 Hybrid purchases',
      shape: 'suv',
      paint: '#eef0f1',
      primary: '#0b2545',
      accent: '#d62828',
    },
    {
      file: 'landcruiser-accessories.webp',
      headline: 'LandCruiser 300 accessory bonus',
      subline: '$3,000 of genuine accessories',
      shape: 'suv-large',
      paint: '#c8b594',
      primary: '#0b2545',
      accent: '#d62828',
    },
  ],
  brandArt: [],
  logo: {
    name: 'Harbour Toyota',
    tagline: 'Gladstone since 1978',
    emblem: 'wave',
    primary: '#0b2545',
    accent: '#d62828',
    ink: '#0b2545',
  },
  wordmarks: [],
};
