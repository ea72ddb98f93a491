/**
 * Southern Cross Motor Group: eight dealerships and twelve locations across QLD, NSW and VIC
 * selling cars of twelve makes, motorcycles and trucks (2,200 listings).
 */
import { BYD, HYUNDAI, ISUZU, KIA, MAZDA, MG, MITSUBISHI, NISSAN, SUBARU } from '../data/asian-makes';
import { MOTORCYCLES, TRUCKS } from '../data/bikes-trucks';
import { TOYOTA } from '../data/toyota';
import { FORD, VOLKSWAGEN } from '../data/western-makes';
import type { DemoProfile, FeedPlace } from '../feed/profile';

const CARS = [...TOYOTA, ...MAZDA, ...KIA, ...FORD, ...MITSUBISHI, ...HYUNDAI, ...ISUZU, ...MG, ...BYD, ...SUBARU, ...VOLKSWAGEN, ...NISSAN];
const bikeMakes = [...new Set(MOTORCYCLES.map((m) => m.make))];
const truckMakes = [...new Set(TRUCKS.map((m) => m.make))];

const d = (id: string, slug: string, name: string) => ({ id, slug, name });
const toowoomba = d('7101', 'southern-cross-toyota-toowoomba', 'Southern Cross Toyota Toowoomba');
const ipswich = d('7102', 'southern-cross-mazda-kia-ipswich', 'Southern Cross Mazda Kia Ipswich');
const tamworth = d('7103', 'southern-cross-ford-mitsubishi-tamworth', 'Southern Cross Ford Mitsubishi Tamworth');
const penrith = d('7104', 'southern-cross-hyundai-mg-byd-penrith', 'Southern Cross Hyundai MG BYD Penrith');
const dandenong = d('7105', 'southern-cross-isuzu-trucks-dandenong', 'Southern Cross Isuzu & Trucks Dandenong');
const geelong = d('7106', 'southern-cross-motorcycles-geelong', 'Southern Cross Motorcycles Geelong');
const ballarat = d('7107', 'southern-cross-subaru-volkswagen-ballarat', 'Southern Cross Subaru Volkswagen Ballarat');
const logan = d('7108', 'southern-cross-used-cars-logan', 'Southern Cross Used Cars Logan');

/** The group's locations, as the feed names them. */
export const GROUP_PLACES: FeedPlace[] = [
  { id: '7111', name: 'Southern Cross Toyota Toowoomba', slug: 'toyota-toowoomba', phone: '+61746381200', street: '910 Ruthven Street', city: 'Toowoomba', state: 'QLD', postcode: '4350', dealership: toowoomba, makes: ['Toyota'], weight: 16 },
  { id: '7112', name: 'Southern Cross Toyota Toowoomba Service', slug: 'toyota-toowoomba-service', phone: '+61746381255', street: '25 Carroll Street', city: 'Toowoomba', state: 'QLD', postcode: '4350', dealership: toowoomba, makes: ['Toyota'], weight: 0, service: true, holdsStock: false },
  { id: '7121', name: 'Southern Cross Mazda Ipswich', slug: 'mazda-ipswich', phone: '+61738163300', street: '36 Brisbane Road', city: 'Bundamba', state: 'QLD', postcode: '4304', dealership: ipswich, makes: ['Mazda'], weight: 10 },
  { id: '7122', name: 'Southern Cross Kia Ipswich', slug: 'kia-ipswich', phone: '+61738163400', street: '40 Brisbane Road', city: 'Bundamba', state: 'QLD', postcode: '4304', dealership: ipswich, makes: ['Kia'], weight: 9 },
  { id: '7131', name: 'Southern Cross Ford Mitsubishi Tamworth', slug: 'ford-mitsubishi-tamworth', phone: '+61267652100', street: '138 Goonoo Goonoo Road', city: 'Tamworth', state: 'NSW', postcode: '2340', dealership: tamworth, makes: ['Ford', 'Mitsubishi'], weight: 12 },
  { id: '7141', name: 'Southern Cross Hyundai Penrith', slug: 'hyundai-penrith', phone: '+61247213500', street: '85 Mulgoa Road', city: 'Penrith', state: 'NSW', postcode: '2750', dealership: penrith, makes: ['Hyundai'], weight: 10 },
  { id: '7142', name: 'Southern Cross MG BYD Penrith', slug: 'mg-byd-penrith', phone: '+61247213600', street: '91 Mulgoa Road', city: 'Penrith', state: 'NSW', postcode: '2750', dealership: penrith, makes: ['MG', 'BYD'], weight: 8 },
  { id: '7143', name: 'Southern Cross Penrith Service Centre', slug: 'penrith-service', phone: '+61247213655', street: '12 Coombes Drive', city: 'Penrith', state: 'NSW', postcode: '2750', dealership: penrith, makes: ['Hyundai', 'MG', 'BYD'], weight: 0, service: true, holdsStock: false },
  { id: '7151', name: 'Southern Cross Isuzu & Trucks Dandenong', slug: 'isuzu-trucks-dandenong', phone: '+61397914800', street: '290 Princes Highway', city: 'Dandenong South', state: 'VIC', postcode: '3175', dealership: dandenong, makes: ['Isuzu', ...truckMakes], weight: 10 },
  { id: '7161', name: 'Southern Cross Motorcycles Geelong', slug: 'motorcycles-geelong', phone: '+61352291900', street: '155 Latrobe Terrace', city: 'Geelong West', state: 'VIC', postcode: '3218', dealership: geelong, makes: bikeMakes, weight: 9 },
  { id: '7171', name: 'Southern Cross Subaru Volkswagen Ballarat', slug: 'subaru-volkswagen-ballarat', phone: '+61353381700', street: '1109 Howitt Street', city: 'Wendouree', state: 'VIC', postcode: '3355', dealership: ballarat, makes: ['Subaru', 'Volkswagen', 'Nissan'], weight: 9 },
  { id: '7181', name: 'Southern Cross Used Cars Logan', slug: 'used-cars-logan', phone: '+61732081600', street: '3525 Pacific Highway', city: 'Slacks Creek', state: 'QLD', postcode: '4127', dealership: logan, makes: [], weight: 7 },
];

const look = { primary: '#12355b', accent: '#f2b705' };

/** The dealer-group demo site. */
export const SOUTHERN_CROSS: DemoProfile = {
  slug: 'southern-cross-motor-group',
  seed: 'southern-cross-v1',
  count: 2200,
  idBase: 700000,
  stockPrefix: 'SC',
  carTypes: [['new', 40], ['demo', 10], ['used', 50]],
  newModels: [...CARS, ...MOTORCYCLES, ...TRUCKS],
  usedModels: [...CARS, ...MOTORCYCLES.slice(0, 6)],
  places: GROUP_PLACES,
  financeProvider: 'provider-d',
  financeProviderName: 'Southern Cross Finance',
  certifiedMake: 'Toyota',
  spinFrames: 0,
  panoramaShare: 0.03,
  coloursPerModel: 3,
  photosPerPool: 6,
  scene: () => 'outdoor',
  ...look,
  slides: [
    { name: 'group-ev-range', shape: 'suv', paint: '#1f5f9e', ...look },
    { name: 'group-utes', shape: 'ute', paint: '#eef0f1', ...look },
    { name: 'group-bikes-trucks', shape: 'truck', paint: '#12355b', ...look },
  ],
  offerArt: [
    { file: 'ranger-offer.webp', headline: 'Ranger XLT: free tub liner and tow pack', subline: 'Tamworth only', shape: 'ute', paint: '#1f5f9e', ...look },
    { file: 'byd-offer.webp', headline: 'BYD Atto 3 with free home charger', subline: 'Penrith', shape: 'suv', paint: '#eef0f1', ...look },
    { file: 'mazda-offer.webp', headline: 'Mazda CX-5 5 years free servicing', subline: 'Ipswich', shape: 'suv', paint: '#a3161d', ...look },
    { file: 'isuzu-trucks-offer.webp', headline: 'Isuzu N Series tradepack bonus', subline: 'Dandenong', shape: 'truck', paint: '#f4f3ee', ...look },
  ],
  logo: { name: 'Southern Cross Motor Group', tagline: 'QLD · NSW · VIC', emblem: 'stars', primary: '#12355b', accent: '#f2b705', ink: '#12355b' },
  wordmarks: [...new Set([...CARS.map((m) => m.make), ...bikeMakes, ...truckMakes]), 'Southern Cross Finance', 'Southern Cross Service Plus', 'Southern Cross Rentals'],
  brandArt: [
    { file: 'toyota.webp', headline: 'Toyota', subline: 'Toowoomba', shape: 'suv-large', paint: '#eef0f1', ...look },
    { file: 'mazda.webp', headline: 'Mazda', subline: 'Ipswich', shape: 'suv', paint: '#a3161d', ...look },
    { file: 'ford.webp', headline: 'Ford', subline: 'Tamworth', shape: 'ute', paint: '#1f5f9e', ...look },
    { file: 'honda-motorcycles.webp', headline: 'Honda Motorcycles', subline: 'Geelong', shape: 'bike-adventure', paint: '#c9261c', ...look },
    { file: 'isuzu-trucks.webp', headline: 'Isuzu Trucks', subline: 'Dandenong', shape: 'truck', paint: '#f4f3ee', ...look },
    { file: 'southern-cross-finance.webp', headline: 'Southern Cross Finance', subline: 'Car, bike and truck loans', shape: 'sedan', paint: '#12355b', ...look },
  ],
};
