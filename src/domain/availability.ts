/**
 * Vehicle availability (spec 01 §4.3, spec 02 §4 Car availability): whether the page shows the
 * normal actions or the sold / Find Me Something Similar state. The texts below are the spec's
 * defaults; the same wording is in the site messages (sold.*) for sites to override.
 */
import { isAvailable, type Car } from './car';

/** Default name of the sold tag. */
export const JUST_SOLD_TAG = 'JUST SOLD';
/** Prompt shown with the sold tag. */
export const SIMILAR_PROMPT = 'Like this and want something similar?';
/** Notice on a sold car's page. */
export const SOLD_MESSAGE =
  "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!";
/** The enquiry that replaces the action buttons. */
export const FIND_SIMILAR_LABEL = 'Find Me Something Similar';
/** Tags that mean the car is only for test drives (compared case-insensitively). */
export const TEST_DRIVE_ONLY_TAGS: readonly string[] = ['Test Drive Only'];

/** The site settings availability reads. */
export interface AvailabilityOptions {
  /** Name of the sold tag (message sold.tag; default JUST SOLD). */
  justSoldTag?: string;
  /** Tags that make a car test-drive only (default: Test Drive Only). */
  testDriveOnlyTags?: readonly string[];
  /** The site offers enquiries (its enquiry button is on). Without it a car has no enquiry availability. */
  enquiry: boolean;
}

/** How the page presents the car's availability. */
export interface VehicleAvailability {
  /** in_stock or coming_soon. */
  available: boolean;
  /** Sold or without a usable status. */
  sold: boolean;
  /** Sold tag text, set only for a sold car. */
  soldTag?: string;
  /** "Like this and want something similar?", only for a sold car. */
  similarPrompt?: string;
  /** The sold notice, only for a sold car. */
  soldMessage?: string;
  /** Find Me Something Similar replaces the action buttons (sold, test-drive only, or no enquiry availability). */
  findSimilar: boolean;
}

/** True when the car's tag marks it as test-drive only. */
export function isTestDriveOnly(car: Pick<Car, 'tag'>, tags: readonly string[] = TEST_DRIVE_ONLY_TAGS): boolean {
  const tag = car.tag?.trim().toLowerCase();
  return tag !== undefined && tags.some((t) => t.trim().toLowerCase() === tag);
}

/** The availability state of a car's page. */
export function vehicleAvailability(
  car: Pick<Car, 'status' | 'tag'>,
  options: AvailabilityOptions,
): VehicleAvailability {
  if (!isAvailable(car)) {
    return {
      available: false,
      sold: true,
      soldTag: options.justSoldTag?.trim() || JUST_SOLD_TAG,
      similarPrompt: SIMILAR_PROMPT,
      soldMessage: SOLD_MESSAGE,
      findSimilar: true,
    };
  }
  const findSimilar = isTestDriveOnly(car, options.testDriveOnlyTags) || !options.enquiry;
  return { available: true, sold: false, findSimilar };
}
