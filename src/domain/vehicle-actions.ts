/**
 * Which actions a vehicle page and card show (spec 01 §5.3, §4.6; spec 02 §4, §5 Forms).
 * Site switches come in as options; car-level eligibility is decided here.
 */
import { isAvailable, type Car } from './car';
import { isTestDriveOnly, vehicleAvailability, type AvailabilityOptions } from './availability';
import { hasShownPrice } from './price';

/** Per-site switches for the action buttons. */
export interface ActionButtons {
  reserve: boolean;
  testDrive: boolean;
  garage: boolean;
  compare?: boolean;
  tradeIn?: boolean;
  onlinePurchase?: boolean;
  print?: boolean;
}

/** The site settings the action rules read. */
export interface VehicleActionOptions extends AvailabilityOptions {
  buttons: ActionButtons;
  /** Hide the test-drive button on coming_soon cars (one dealer group). */
  hideTestDriveWhenComingSoon?: boolean;
  /** Compare only used cars (some sites). */
  compareUsedOnly?: boolean;
}

/** The actions to render; each true means show it. */
export interface VehicleActions {
  reserve: boolean;
  enquire: boolean;
  testDrive: boolean;
  tradeIn: boolean;
  onlinePurchase: boolean;
  historyReport: boolean;
  favourite: boolean;
  compare: boolean;
  print: boolean;
  /** Find Me Something Similar replaces reserve, enquire, test drive, trade-in and online purchase. */
  findSimilar: boolean;
}

type ActionCar = Pick<
  Car,
  'status' | 'tag' | 'reserved' | 'price' | 'car_type' | 'images' | 'file' | 'show_on_dealer_website'
>;

/**
 * Eligible for reserve, trade-in against it and online purchase: in stock (not coming soon), not
 * already reserved, with a shown price (over 10), listed on the website and not test-drive only.
 */
export function isPurchaseEligible(
  car: Pick<Car, 'status' | 'reserved' | 'price' | 'tag' | 'show_on_dealer_website'>,
  testDriveOnlyTags?: readonly string[],
): boolean {
  return (
    car.status === 'in_stock' &&
    !car.reserved &&
    hasShownPrice(car) &&
    car.show_on_dealer_website &&
    !isTestDriveOnly(car, testDriveOnlyTags)
  );
}

/** Favourite: garage on and the car saleable; a sold car already saved keeps its control so it can be removed. */
export function canShowFavourite(car: Pick<Car, 'status'>, garage: boolean, alreadySaved: boolean): boolean {
  return garage && (isAvailable(car) || alreadySaved);
}

/** Compare: feature on, saleable, priced above zero, with images, and (some sites) used. */
export function canShowCompare(
  car: Pick<Car, 'status' | 'price' | 'images' | 'car_type'>,
  compare: boolean,
  usedOnly = false,
): boolean {
  return (
    compare &&
    isAvailable(car) &&
    (car.price ?? 0) > 0 &&
    car.images.length > 0 &&
    (!usedOnly || car.car_type === 'used')
  );
}

/** All the action switches for one car. `alreadySaved`: the car is in the shopper's watchlist. */
export function vehicleActions(car: ActionCar, options: VehicleActionOptions, alreadySaved = false): VehicleActions {
  const { findSimilar } = vehicleAvailability(car, options);
  const { buttons } = options;
  const eligible = !findSimilar && isPurchaseEligible(car, options.testDriveOnlyTags);
  const testDriveHidden = options.hideTestDriveWhenComingSoon === true && car.status === 'coming_soon';
  return {
    reserve: buttons.reserve && eligible,
    enquire: !findSimilar,
    testDrive: buttons.testDrive && !findSimilar && !testDriveHidden,
    tradeIn: (buttons.tradeIn ?? false) && eligible,
    onlinePurchase: (buttons.onlinePurchase ?? false) && eligible,
    historyReport: (car.file?.trim() ?? '') !== '',
    favourite: canShowFavourite(car, buttons.garage, alreadySaved),
    compare: canShowCompare(car, buttons.compare ?? false, options.compareUsedOnly),
    print: buttons.print ?? false,
    findSimilar,
  };
}
