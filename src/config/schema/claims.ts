/**
 * Promises made to shoppers (guarantees, warranties, "why buy from us"): binding under Australian
 * Consumer Law, so none is shown unless the dealer writes it here, in the dealer's own wording.
 */
import * as v from 'valibot';
import { configured, described, integer, maybe, text, withDefault } from './helpers';

const lines = (about: string) => withDefault(v.array(text), [], about);

/** The `claims` block; every part is off (empty) by default. */
export const claimsSchema = v.strictObject({
  usedCar: lines(
    "What's Included on every used car, one promise a line (e.g. 12 months roadside assist); none by default.",
  ),
  newCar: lines("What's Included on every new and demo car, one promise a line; none by default."),
  whyBuy: lines('The Why Buy From Us? points, one a line; the tab is hidden without them.'),
  protect: maybe(text, 'The Protect Your Car text (the protection products you sell); the tab is hidden without it.'),
  usedWarranty: configured(
    {
      years: described(integer(1, 20), 'Standard used-car warranty in years (required).'),
      byMake: withDefault(
        v.record(v.string(), integer(1, 20)),
        {},
        'Warranty years for particular makes (e.g. Toyota: 5).',
      ),
    },
    'A used-car warranty on every used car, shown under Used car checks, e.g. { years: 3 }; off by default. Its line reads vehiclePage.usedChecks.warranty (a label).',
  ),
});
