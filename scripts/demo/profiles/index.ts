/** The four demo dealers by slug. */
import type { DemoProfile } from '../feed/profile';
import { HARBOUR_TOYOTA } from './harbour-toyota';
import { OUTBACK } from './outback-caravans-and-motorcycles';
import { PRESTIGE_PRE_OWNED } from './prestige-pre-owned';
import { SOUTHERN_CROSS } from './southern-cross-motor-group';

/** Every demo profile, keyed by site slug. */
export const DEMO_PROFILES: Record<string, DemoProfile> = Object.fromEntries(
  [HARBOUR_TOYOTA, SOUTHERN_CROSS, PRESTIGE_PRE_OWNED, OUTBACK].map((p) => [p.slug, p]),
);
