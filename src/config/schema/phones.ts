/** Dealer phone numbers per car type (spec 02 §9 Forms and events). */
import * as v from 'valibot';
import { maybe, phoneNumber, toggle } from './helpers';


/** The `phones` block. */
export const phonesSchema = v.strictObject({
  /** Number used when no car-type number applies. */
  default: maybe(phoneNumber, 'Number used when no car-type number applies.'),
  /** Number for new cars. */
  new: maybe(phoneNumber, 'Number for new cars.'),
  /** Number for used cars. */
  used: maybe(phoneNumber, 'Number for used cars.'),
  /** Number for demo cars. */
  demo: maybe(phoneNumber, 'Number for demo cars.'),
  /** Call the new/used/demo number that matches the car (else the default). */
  byCarType: toggle(false, 'Call the new/used/demo number that matches the car (else the default).'),
});
