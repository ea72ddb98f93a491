/**
 * Shapes of the demo catalogue: real makes, models and variants with the figures a feed row
 * needs (drive-away price when new, engine, body, dimensions), plus the picture shape to draw.
 */
import type { ShapeKey } from '../render/vehicles';

/** One variant (badge) of a model, with its new drive-away price in dollars. */
export interface Variant {
  badge: string;
  price: number;
  series?: string;
  drive?: string;
  /** Overrides the model's fuel/engine/transmission for this variant. */
  fuel?: FuelKind;
  engine?: number;
  cylinders?: number;
  trans?: string;
  gears?: number;
}

/** The simple fuel groups the search filter uses. */
export type FuelKind = 'Petrol' | 'Diesel' | 'Hybrid' | 'Plug-in Hybrid' | 'Electric';

/** What kind of item this is in the feed. */
export type ItemKind = 'car' | 'motorcycle' | 'truck' | 'caravan';

/** One model of a make, with everything the generator needs to make a believable listing. */
export interface ModelSpec {
  make: string;
  model: string;
  kind: ItemKind;
  shape: ShapeKey;
  /** Feed body fields. */
  bodyconfiguration: string;
  simpleBody: string;
  variants: Variant[];
  fuel: FuelKind;
  /** Litres (0 for electric). */
  engine: number;
  cylinders?: number;
  induction?: string;
  trans: string;
  gears?: number;
  drive: string;
  seats: number;
  doors: number;
  /** L/100 km combined. */
  consumption?: number;
  tank?: number;
  gvm?: number;
  /** Millimetres. */
  length?: number;
  height?: number;
  width?: number;
  towing?: number;
  torque?: string;
  ancap?: number;
  colours: string[];
  /** First model year on sale in this form (older used stock is capped here). */
  since: number;
  /** Caravan specifications. */
  caravan?: { bodyWidth: number; bodyLength: number; tare: number; atm: number; axle: string; sleeps: number };
}
