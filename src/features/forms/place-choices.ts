/**
 * The "where" choices as the shopper narrows them: an offer offers only the dealerships that sell
 * its make, and a chosen dealership offers only its own locations, so a form can never send a
 * location of another dealership (the lead API refuses one: checkLeadRules).
 */
import type { FormOption, LocationOption } from './form-choices';

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
    locations: within ? locations.filter((l) => l.dealership === undefined || within.includes(l.dealership)) : [...locations],
  };
}
