/** Routes that need a signed-in shopper (spec 02 §6). */
import * as v from 'valibot';
import { sitePath, withDefault } from './helpers';

/** The `access` block. Finance and checkout gates are set on finance and features.reserve. */
export const accessSchema = v.strictObject({
  gatedPaths: withDefault(
    v.array(sitePath),
    ['/spin-to-win', '/online-payment', '/my-garage'],
    "Paths that send signed-out shoppers to /sign-in (add the dealer's own 'my' pages, e.g. /mymotorama).",
  ),
});
