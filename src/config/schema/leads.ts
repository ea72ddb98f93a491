/** Where leads go and delivery prices (DESIGN § Lead API, spec 01 §5.4). */
import * as v from 'valibot';
import { configured, described, envVarName, httpUrl, integer, maybe, text, withDefault } from './helpers';

const postcode = v.pipe(v.union([v.string(), v.number()]), v.transform((p) => Number(p)), integer(0, 9999));

/** One row of the delivery price table. */
const deliveryRowSchema = v.strictObject({
  /** First postcode of the range. */
  from: described(postcode, 'First postcode of the range.'),
  /** Last postcode of the range (inclusive). */
  to: described(postcode, 'Last postcode of the range (inclusive).'),
  /** Delivery price in dollars. */
  price: described(v.pipe(v.number(), v.minValue(0)), 'Delivery price in dollars.'),
  /** Region name shown with the price. */
  region: described(text, 'Region name shown with the price.'),
});

/** The `leads` block. */
export const leadsSchema = v.strictObject({
  /** Forward each lead to the dealer CRM webhook. */
  webhook: configured(
    {
      /** The dealer CRM's webhook URL. */
      url: described(httpUrl, "The dealer CRM's webhook URL."),
      /** Environment variable holding the signing secret. */
      secretEnv: maybe(envVarName, 'Environment variable holding the signing secret.'),
    },
    'Forward each lead to the dealer CRM webhook.',
  ),
  /** Forward each lead to the dealer CRM as an ADF 1.0 XML document by HTTP POST. */
  adf: configured(
    {
      /** The CRM's ADF/XML endpoint. */
      url: described(httpUrl, "The CRM's ADF/XML endpoint."),
      /** Vendor name written into the ADF document; default the site's legal name. */
      vendorName: maybe(text, "Vendor name written into the ADF document; default the site's legal name."),
    },
    'Forward each lead to the dealer CRM as an ADF 1.0 XML document by HTTP POST (signed with the webhook secret when one is set).',
  ),
  /** Send each lead as an ADF/XML email. */
  email: configured(
    {
      /** Address that receives ADF/XML lead emails. */
      to: described(v.pipe(v.string(), v.email('must be an email address')), 'Address that receives ADF/XML lead emails.'),
      /** Email format. */
      format: withDefault(v.picklist(['adf-xml']), 'adf-xml', 'Email format.'),
    },
    'Send each lead as an ADF/XML email.',
  ),
  /** Delivery prices by postcode range; empty hides the delivery calculator. */
  delivery: withDefault(v.array(deliveryRowSchema), [], 'Delivery prices by postcode range; empty hides the delivery calculator.'),
});
