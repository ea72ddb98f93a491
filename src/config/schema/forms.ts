/** Lead forms: required fields, terms, enquiry categories (spec 02 §5 Forms). */
import * as v from 'valibot';
import { described, integer, maybe, text, toggle, withDefault } from './helpers';

/** One general enquiry category. */
const categorySchema = v.strictObject({
  name: described(text, 'Category shown in the select, e.g. General Enquiry.'),
  eventId: withDefault(integer(1), 22, 'Analytics event id sent with this category (22 general, 51 careers).'),
});

/** The `forms` block. */
export const formsSchema = v.strictObject({
  messageRequired: toggle(true, 'Comments (message) must be filled in.'),
  locationRequired: withDefault(
    v.picklist(['never', 'always', 'new-cars']),
    'never',
    'When the location select is required: never, always, or for new cars.',
  ),
  preferredDealership: withDefault(
    v.picklist(['shown', 'hidden', 'removed']),
    'shown',
    'Preferred dealership field (shown and required when there is more than one dealership): shown, hidden or removed.',
  ),
  terms: withDefault(
    v.union([
      v.literal(false),
      v.strictObject({
        required: toggle(true, 'The box must be ticked.'),
        href: withDefault(text, '/terms-and-conditions/', 'Terms page linked from the box.'),
      }),
    ]),
    false,
    'Terms of use checkbox; its note is the message form.termsRequired.',
  ),
  dealershipSelector: withDefault(
    v.strictObject({
      makes: withDefault(v.array(text), [], 'Offer only dealerships whose locations sell these makes.'),
      locationTypes: withDefault(
        v.array(v.picklist(['sales', 'service', 'parts'])),
        [],
        'Offer only dealerships with these location types.',
      ),
      ids: withDefault(
        v.array(v.pipe(v.union([text, v.number()]), v.transform(String))),
        [],
        'Offer only these dealership ids.',
      ),
    }),
    {},
    'Which dealerships the preferred dealership select offers; empty lists mean all.',
  ),
  testDriveDisclaimer: maybe(text, 'Disclaimer on the test drive form; adds the optional terms field.'),
  categories: withDefault(
    v.pipe(v.array(categorySchema), v.minLength(1, 'needs at least one category')),
    [{ name: 'General Enquiry', eventId: 22 }],
    'General enquiry categories; the first is pre-selected.',
  ),
});
