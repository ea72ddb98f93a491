/** Dealer phone numbers per car type (spec 02 §9 Forms and events). */
import * as v from 'valibot';
import { maybe, phoneNumber, toggle } from './helpers';

/** The `phones` block. */
export const phonesSchema = v.strictObject({
  default: maybe(phoneNumber, 'Number used when no car-type number applies.'),
  new: maybe(phoneNumber, 'Number for new cars.'),
  used: maybe(phoneNumber, 'Number for used cars.'),
  demo: maybe(phoneNumber, 'Number for demo cars.'),
  byCarType: toggle(false, 'Call the new/used/demo number that matches the car (else the default).'),
});
