/**
 * A whole demo feed: picks each listing's place, condition and model from the profile, builds
 * it, and collects every picture the feed and the site's content point at.
 */
import type { CarType } from '../../../src/domain/car';
import type { RawCar } from '../../../src/feed/raw';
import type { ModelSpec } from '../data/types';
import { paintHex } from '../data/colours';
import type { MediaPlan } from '../media/jobs';
import { PHONE_SLIDE } from '../render/promo';
import { attachDemoVideos } from '../video/videos';
import { createRng, type Rng } from '../prng';
import { buildCar } from './car';
import { slugify } from './ids';
import type { DemoProfile, FeedPlace } from './profile';

/** A generated feed and the media it needs. */
export interface DemoFeed {
  cars: RawCar[];
  plan: MediaPlan;
}

function pickModel(rng: Rng, models: readonly ModelSpec[]): ModelSpec {
  // Earlier models in a list are the common ones (a HiLux outsells a GR86).
  return rng.weighted(models.map((m, k) => [m, 1 / (1 + k * 0.12)] as const));
}

function chooseModel(rng: Rng, profile: DemoProfile, place: FeedPlace, carType: CarType): ModelSpec {
  if (carType !== 'used') {
    const own = profile.newModels.filter((m) => place.makes.includes(m.make));
    if (own.length > 0) return pickModel(rng, own);
  }
  const local = profile.usedModels.filter((m) => place.makes.includes(m.make));
  return local.length > 0 && rng.chance(0.5) ? pickModel(rng, local) : pickModel(rng, profile.usedModels);
}

/** A listing's place, condition and model, when a caller pins them (fixture edge cases). */
export interface Pinned {
  placeId: string;
  carType: CarType;
  spec: ModelSpec;
}

/** Generates the feed of a profile as of `now`; the same inputs always give the same output. */
export function generateDemoFeed(
  profile: DemoProfile,
  now: Date,
  pin?: (index: number) => Pinned | undefined,
): DemoFeed {
  const plan: MediaPlan = new Map();
  const stockPlaces = profile.places.filter((p) => p.holdsStock !== false);
  const cars: RawCar[] = [];
  for (let index = 0; index < profile.count; index++) {
    const pinned = pin?.(index);
    const pinnedPlace = pinned && profile.places.find((p) => p.id === pinned.placeId);
    if (pinned && pinnedPlace) {
      cars.push(
        buildCar({ profile, plan, now, index, place: pinnedPlace, carType: pinned.carType, spec: pinned.spec }),
      );
      continue;
    }
    const rng = createRng(`${profile.seed}:pick:${index}`);
    const place = rng.weighted(stockPlaces.map((p) => [p, p.weight] as const));
    const canSellNew = profile.newModels.some((m) => place.makes.includes(m.make));
    const carType: CarType = canSellNew ? rng.weighted(profile.carTypes) : 'used';
    const spec = chooseModel(rng, profile, place, carType);
    cars.push(buildCar({ profile, plan, now, index, place, carType, spec }));
  }
  addSiteMedia(profile, plan);
  attachDemoVideos(profile.slug, cars);
  return { cars, plan };
}

/** Where a demo slide's wide or phone picture lives under public/. */
export function slidePicture(name: string, size: 'wide' | 'phone'): string {
  return `media/promo/${name}-${size}.webp`;
}

/** Slides, offer tiles, brand banners and storefronts of the site. */
export function addSiteMedia(profile: DemoProfile, plan: MediaPlan): void {
  for (const s of profile.slides) {
    plan.set(slidePicture(s.name, 'wide'), { kind: 'slide', art: s, width: 1920, height: 540 });
    plan.set(slidePicture(s.name, 'phone'), { kind: 'slide', art: s, ...PHONE_SLIDE });
  }
  for (const s of profile.offerArt)
    plan.set(`media/offers/${s.file}`, { kind: 'promo', art: s, width: 960, height: 640 });
  for (const s of profile.brandArt)
    plan.set(`media/brands/${s.file}`, { kind: 'promo', art: s, width: 1600, height: 500 });
  for (const place of profile.places) {
    const models = profile.newModels.filter((m) => place.makes.includes(m.make));
    const pool = models.length > 0 ? models : profile.usedModels;
    const cars = pool
      .slice(0, 2)
      .map((m) => ({ shape: m.shape, paint: paintHex(m.colours[1] ?? m.colours[0] ?? 'Silver Metallic') }));
    plan.set(`media/locations/${slugify(place.slug)}.webp`, {
      kind: 'storefront',
      art: {
        name: place.name,
        primary: profile.primary,
        accent: profile.accent,
        service: place.service === true,
        cars,
      },
    });
  }
}
