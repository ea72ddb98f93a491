/**
 * Vehicle availability (spec 01 §4.3, spec 02 §4 Car availability): whether the page shows the
 * normal actions or the sold / Find Me Something Similar state. The wording (sold.tag JUST SOLD,
 * sold.similarPrompt, sold.message, sold.findSimilar) is site messages; this decides which show.
 */
import { isAvailable, type Car } from './car';

/** Tags that mean the car is only for test drives (compared case-insensitively). */
export const TEST_DRIVE_ONLY_TAGS: readonly string[] = ['Test Drive Only'];

/** The site settings availability reads. */
export interface AvailabilityOptions {
  /** Tags that make a car test-drive only (default: Test Drive Only). */
  testDriveOnlyTags?: readonly string[];
  /** The site offers enquiries (its enquiry button is on). Without it a car has no enquiry availability. */
  enquiry: boolean;
}

/** How the page presents the car's availability. */
export interface VehicleAvailability {
  /** in_stock or coming_soon. */
  available: boolean;
  /** Sold or without a usable status: the sold tag, the similar prompt and the sold notice show. */
  sold: boolean;
  /** Find Me Something Similar replaces the action buttons (sold, test-drive only, or no enquiry availability). */
  findSimilar: boolean;
}

/** True when the car's tag marks it as test-drive only. */
export function isTestDriveOnly(car: Pick<Car, 'tag'>, tags: readonly string[] = TEST_DRIVE_ONLY_TAGS): boolean {
  const tag = car.tag?.trim().toLowerCase();
  return tag !== undefined && tags.some((t) => t.trim().toLowerCase() === tag);
}

/** The availability state of a car's page. */
export function vehicleAvailability(car: Pick<Car, 'status' | 'tag'>, options: AvailabilityOptions): VehicleAvailability {
  if (!isAvailable(car)) return { available: false, sold: true, findSimilar: true };
  const findSimilar = isTestDriveOnly(car, options.testDriveOnlyTags) || !options.enquiry;
  return { available: true, sold: false, findSimilar };
}
