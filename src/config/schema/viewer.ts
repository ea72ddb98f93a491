/** The vehicle media viewer (spec 01 §4.4). */
import * as v from 'valibot';
import { integer, toggle, withDefault } from './helpers';

/** The `viewer` block. */
export const viewerSchema = v.strictObject({
  defaultView: withDefault(
    v.picklist(['spinner', 'gallery']),
    'spinner',
    'View opened first: spinner (360) or gallery.',
  ),
  autoRotate: toggle(true, 'Spin the 360 view once all frames are loaded.'),
  intervalMs: withDefault(integer(16, 5000), 100, 'Auto-rotate interval in milliseconds.'),
  videoPosition: withDefault(
    v.picklist(['start', 'second', 'middle', 'end']),
    'second',
    'Where the stock video sits in the gallery.',
  ),
});
