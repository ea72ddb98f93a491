/** Lead forms: required fields, terms, enquiry categories (spec 02 §5 Forms). */
import * as v from 'valibot';
import { described, integer, maybe, text, toggle, withDefault } from './helpers';

/** One general enquiry category. */
const categorySchema = v.strictObject({
  /** Category shown in the select, e.g. General Enquiry. */
  name: described(text, 'Category shown in the select, e.g. General Enquiry.'),
  /** Analytics event id sent with this category (22 general, 51 careers). */
  eventId: withDefault(integer(1), 22, 'Analytics event id sent with this category (22 general, 51 careers).'),
});

/** The `forms` block. */
export const formsSchema = v.strictObject({
  /** Comments (message) must be filled in. */
  messageRequired: toggle(true, 'Comments (message) must be filled in.'),
  /** When the location select is required: never, always, or for new cars. */
  locationRequired: withDefault(v.picklist(['never', 'always', 'new-cars']), 'never', 'When the location select is required: never, always, or for new cars.'),
  /** Preferred dealership field (shown and required when there is more than one dealership): shown, hidden or removed. */
  preferredDealership: withDefault(
    v.picklist(['shown', 'hidden', 'removed']),
    'shown',
    'Preferred dealership field (shown and required when there is more than one dealership): shown, hidden or removed.',
  ),
  /** Terms of use checkbox; its note is the message form.termsRequired. */
  terms: withDefault(
    v.union([
      v.literal(false),
      v.strictObject({
        /** The box must be ticked. */
        required: toggle(true, 'The box must be ticked.'),
        /** Terms page linked from the box. */
        href: withDefault(text, '/terms-and-conditions/', 'Terms page linked from the box.'),
      }),
    ]),
    false,
    'Terms of use checkbox; its note is the message form.termsRequired.',
  ),
  /** Which dealerships the preferred dealership select offers; empty lists mean all. */
  dealershipSelector: withDefault(
    v.strictObject({
      /** Offer only dealerships whose locations sell these makes. */
      makes: withDefault(v.array(text), [], 'Offer only dealerships whose locations sell these makes.'),
      /** Offer only dealerships with these location types. */
      locationTypes: withDefault(v.array(v.picklist(['sales', 'service', 'parts'])), [], 'Offer only dealerships with these location types.'),
      /** Offer only these dealership ids. */
      ids: withDefault(v.array(v.pipe(v.union([text, v.number()]), v.transform(String))), [], 'Offer only these dealership ids.'),
    }),
    {},
    'Which dealerships the preferred dealership select offers; empty lists mean all.',
  ),
  /** Disclaimer on the test drive form; adds the optional terms field. */
  testDriveDisclaimer: maybe(text, 'Disclaimer on the test drive form; adds the optional terms field.'),
  /** General enquiry categories; the first is pre-selected. */
  categories: withDefault(
    v.pipe(v.array(categorySchema), v.minLength(1, 'needs at least one category')),
    [{ name: 'General Enquiry', eventId: 22 }],
    'General enquiry categories; the first is pre-selected.',
  ),
});
