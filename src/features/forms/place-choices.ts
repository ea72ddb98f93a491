/**
 * The "where" choices as the shopper narrows them: an offer offers only the dealerships that sell
 * its make, and a chosen dealership offers only its own locations, so a form can never send a
 * location of another dealership (the lead API refuses one: checkLeadRules).
 */
import type { FormOption, LocationOption } from '../../site/form-choices';

/** The dealerships and locations to offer, given the query's offer and the dealership chosen. */
export function placeChoices(
  dealerships: readonly FormOption[],
  locations: readonly LocationOption[],
  narrowedTo: readonly string[] | undefined,
  chosenDealership: string,
): { dealerships: FormOption[]; locations: LocationOption[] } {
  const offered = narrowedTo ? dealerships.filter((d) => narrowedTo.includes(d.value)) : [...dealerships];
  const within = chosenDealership ? [chosenDealership] : narrowedTo;
  return {
    dealerships: offered.length > 0 ? offered : [...dealerships],
    locations: within
      ? locations.filter((l) => l.dealership === undefined || within.includes(l.dealership))
      : [...locations],
  };
}

/**
 * The location a form starts on: a lone choice is taken for the shopper (a site with one location, a
 * dealership chosen with one), except where only the car's dealership narrowed the list — a car
 * without a location still asks where; otherwise the car's own location when it is offered.
 */
export function startLocation(
  all: readonly LocationOption[],
  offered: readonly LocationOption[],
  carLocation: string | undefined,
  narrowedByCar: boolean,
): string | undefined {
  const single = all.length === 1 || (offered.length === 1 && !narrowedByCar);
  return single ? offered[0]?.value : offered.find((l) => l.value === carLocation)?.value;
}
