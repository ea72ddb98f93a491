/** Which forms a vehicle page offers beyond its enquiry (spec 01 §5.5, spec 02 §4). */
import type { SiteConfig } from '../../config';
import { isAvailable, type Car } from '../../domain/car';

/**
 * The test-drive form shows where the site takes test drives and the car can be driven: in stock
 * or coming soon (unless the site hides it on coming-soon cars). A Test Drive Only car keeps it,
 * beside Find Me Something Similar, since a test drive is what it is for.
 */
export function offersTestDrive(car: Pick<Car, 'status'>, testDrive: SiteConfig['features']['testDrive']): boolean {
  if (testDrive === false || !isAvailable(car)) return false;
  return !(testDrive.hideWhenComingSoon && car.status === 'coming_soon');
}
