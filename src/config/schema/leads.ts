/** Where leads go and delivery prices (DESIGN § Lead API, spec 01 §5.4). */
import * as v from 'valibot';
import { EMAIL_FORMATS } from '../../domain/lead-routing';
import { configured, described, envVarName, httpUrl, integer, maybe, text, withDefault } from './helpers';

const postcode = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((p) => Number(p)),
  integer(0, 9999),
);

/** One row of the delivery price table. */
const deliveryRowSchema = v.strictObject({
  from: described(postcode, 'First postcode of the range.'),
  to: described(postcode, 'Last postcode of the range (inclusive).'),
  price: described(v.pipe(v.number(), v.minValue(0)), 'Delivery price in dollars.'),
  region: described(text, 'Region name shown with the price.'),
});

/** One email recipient of the site's leads. */
const emailRecipientSchema = v.strictObject({
  to: described(
    v.pipe(v.string(), v.trim(), v.email('must be an email address such as sales@dealer.com.au')),
    'The address that receives the leads.',
  ),
  format: described(
    v.picklist(EMAIL_FORMATS),
    'readable: an HTML and text summary for the sales team; adf-xml: the ADF 1.0 document as the body, for a CRM.',
  ),
  dealership: maybe(
    v.pipe(v.union([text, v.number()]), v.transform(String)),
    'Only leads routed to this dealership (its id or slug under dealerships).',
  ),
  location: maybe(
    v.pipe(v.union([text, v.number()]), v.transform(String)),
    'Only leads routed to this location (its id or slug under locations).',
  ),
  phoneReveals: withDefault(
    v.boolean(),
    false,
    'Also send phone reveals (a shopper showed the phone number; no contact details), readable format only.',
  ),
});

/** The `leads` block. */
export const leadsSchema = v.strictObject({
  webhook: configured(
    {
      url: described(httpUrl, "The dealer CRM's webhook URL."),
      secretEnv: maybe(envVarName, 'Environment variable holding the signing secret.'),
    },
    'Forward each lead to the dealer CRM webhook.',
  ),
  adf: configured(
    {
      url: described(httpUrl, "The CRM's ADF/XML endpoint."),
      vendorName: maybe(text, "Vendor name written into the ADF document; default the site's legal name."),
    },
    'Forward each lead to the dealer CRM as an ADF 1.0 XML document by HTTP POST (signed with the webhook secret when one is set).',
  ),
  email: withDefault(
    v.array(emailRecipientSchema),
    [],
    "Who receives each lead by email (over SMTP_URL, from SMTP_FROM): a list of { to, format: readable | adf-xml, dealership?, location?, phoneReveals? }, e.g. [{ to: sales@dealer.com.au, format: readable }, { to: leads@crm.example, format: adf-xml }]. A recipient with dealership or location receives only the leads routed there (the car's dealership, else the one the shopper chose); one without receives every lead.",
  ),
  delivery: withDefault(
    v.array(deliveryRowSchema),
    [],
    'Delivery prices by postcode range; empty hides the delivery calculator.',
  ),
});
