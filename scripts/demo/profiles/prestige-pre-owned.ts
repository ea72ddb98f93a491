/** Prestige Pre-Owned, Melbourne: used-only, every car certified, shown in a dark studio. */
import { PRESTIGE } from '../data/western-makes';
import { TOYOTA } from '../data/toyota';
import { FORD } from '../data/western-makes';
import type { DemoProfile } from '../feed/profile';

const dealership = { id: '5201', slug: 'prestige-pre-owned', name: 'Prestige Pre-Owned' };

/** The used-only, certified-only demo site. */
export const PRESTIGE_PRE_OWNED: DemoProfile = {
  slug: 'prestige-pre-owned',
  seed: 'prestige-pre-owned-v1',
  count: 300,
  idBase: 520000,
  stockPrefix: 'PP',
  carTypes: [['used', 1]],
  newModels: [],
  usedModels: [...PRESTIGE, TOYOTA[1]!, FORD[0]!, FORD[2]!],
  places: [
    {
      id: '5202',
      name: 'Prestige Pre-Owned Richmond',
      slug: 'richmond',
      phone: '+61394281200',
      street: '388 Church Street',
      city: 'Richmond',
      state: 'VIC',
      postcode: '3121',
      dealership,
      makes: [],
      weight: 0.6,
    },
    {
      id: '5203',
      name: 'Prestige Pre-Owned Brighton',
      slug: 'brighton',
      phone: '+61395921800',
      street: '701 Nepean Highway',
      city: 'Brighton East',
      state: 'VIC',
      postcode: '3187',
      dealership,
      makes: [],
      weight: 0.4,
    },
  ],
  certifiedAll: true,
  spinFrames: 0,
  panoramaShare: 0.08,
  coloursPerModel: 3,
  photosPerPool: 7,
  scene: () => 'studio',
  primary: '#b8933f',
  accent: '#e5d3a1',
  longComments: true,
  slides: [
    {
      name: 'certified-prestige',
      shape: 'suv-large',
      paint: '#1c1d20',
      primary: '#b8933f',
      accent: '#b8933f',
      dark: true,
    },
    { name: 'porsche-911', shape: 'coupe', paint: '#eef0f1', primary: '#b8933f', accent: '#b8933f', dark: true },
  ],
  offerArt: [
    {
      file: 'extended-warranty.webp',
      headline: '2 years warranty included',
      subline: 'On every Pre-Owned car we sell',
      shape: 'sedan',
      paint: '#1b2b4b',
      primary: '#b8933f',
      accent: '#b8933f',
      dark: true,
    },
  ],
  brandArt: [],
  logo: {
    name: 'Prestige Pre-Owned',
    tagline: 'Melbourne · certified prestige',
    emblem: 'crest',
    primary: '#111111',
    accent: '#b8933f',
    ink: '#e5d3a1',
  },
  wordmarks: [],
};
