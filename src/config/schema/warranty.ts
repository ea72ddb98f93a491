/** Warranty promises quoted on used cars (spec 02 §9 Forms and events). */
import * as v from 'valibot';
import { integer, withDefault } from './helpers';

/** The `warranty` block. */
export const warrantySchema = v.strictObject({
  /** Standard used-car warranty in years. */
  usedYears: withDefault(integer(0, 20), 3, 'Standard used-car warranty in years.'),
  /** Used-car warranty years for particular makes (e.g. 5 or 7). */
  byMake: withDefault(v.record(v.string(), integer(0, 20)), {}, 'Used-car warranty years for particular makes (e.g. 5 or 7).'),
});
