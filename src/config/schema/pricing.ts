/** How prices are displayed (spec 01 §5.3, spec 02 §5 Price display). */
import * as v from 'valibot';
import { toggle } from './helpers';

/** The `pricing` block. The no-price text itself is the message key price.noPrice. */
export const pricingSchema = v.strictObject({
  hidePriceTypeWhenZero: toggle(false, 'Hide the price type (e.g. Drive Away) when the price is 0.'),
});
