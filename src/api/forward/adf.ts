/**
 * ADF 1.0 (Auto-lead Data Format) XML for CRMs that take leads that way: one prospect with the
 * vehicle of interest, a trade-in vehicle when given, the customer contact, vendor and provider.
 * Every value is escaped; elements without a value are left out.
 */
import type { StoredLead } from '../storage/types';

/** Escapes text for XML content and attribute values. */
export function xmlEscape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Control characters are not allowed in XML 1.0 at all.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

function element(name: string, value: unknown, attributes = ''): string {
  const text = str(value);
  return text === undefined ? '' : `<${name}${attributes}>${xmlEscape(text)}</${name}>`;
}

const ADF_TIME = { Phone: 'nopreference', Email: 'nopreference', SMS: 'nopreference' } as const;

/** Who the lead goes to, and who sent it. */
export interface AdfParties {
  vendorName: string;
  siteName: string;
}

/** The ADF 1.0 document for a lead. */
export function leadToAdf(lead: StoredLead, parties: AdfParties): string {
  const p = lead.payload;
  const carType = str(p.car_type);
  const vehicle =
    str(p['Vehicle Make']) && str(p['Vehicle Model'])
      ? `<vehicle interest="buy" status="${carType === 'new' ? 'new' : 'used'}">` +
        element('id', lead.carId ?? undefined, ' source="Forecourt"') +
        element('year', p.year) +
        element('make', p['Vehicle Make']) +
        element('model', p['Vehicle Model']) +
        element('stock', p.stock_number) +
        '</vehicle>'
      : '';
  const tradeIn =
    str(p.trade_make) && str(p.trade_model) && str(p.trade_year)
      ? '<vehicle interest="trade-in" status="used">' +
        element('year', p.trade_year) +
        element('make', p.trade_make) +
        element('model', p.trade_model) +
        element('odometer', p.kms, ' status="original" units="km"') +
        '</vehicle>'
      : '';
  const method = (str(p.PreferredContactMethod) ?? 'Phone') as keyof typeof ADF_TIME;
  const contact =
    '<contact primarycontact="1">' +
    element('name', p.name, ' part="first"') +
    element('name', p.last_name, ' part="last"') +
    element('email', p.email, method === 'Email' ? ' preferredcontact="1"' : '') +
    element('phone', p.phone, ` type="${method === 'SMS' ? 'cellphone' : 'voice'}" time="${ADF_TIME[method] ?? 'nopreference'}"${method !== 'Email' ? ' preferredcontact="1"' : ''}`) +
    (str(p.postcode) || str(p.state)
      ? `<address>${element('postalcode', p.postcode)}${element('regioncode', str(p.state)?.toUpperCase())}<country>AU</country></address>`
      : '') +
    '</contact>';
  const comments = [
    `Forecourt ${lead.kind.replace(/_/g, ' ')} lead`,
    str(p.category) && `Category: ${str(p.category)}`,
    str(p.subcategory) && `Subcategory: ${str(p.subcategory)}`,
    str(p.appointment) && `Requested test drive: ${str(p.appointment)}`,
    Array.isArray(p.additional_services) && p.additional_services.length > 0 && `Additional services: ${p.additional_services.join(', ')}`,
    str(p.message),
  ].filter(Boolean).join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>\n<adf><prospect status="new">' +
    element('id', lead.id, ' sequence="1" source="Forecourt"') +
    element('requestdate', new Date(lead.createdAt).toISOString().replace(/\.\d{3}Z$/, '+00:00')) +
    vehicle +
    tradeIn +
    `<customer>${contact}${element('comments', comments)}</customer>` +
    `<vendor>${element('vendorname', parties.vendorName)}<contact>${element('name', parties.vendorName, ' part="full"')}</contact></vendor>` +
    `<provider>${element('name', parties.siteName, ' part="full"')}${element('service', 'Website')}</provider>` +
    '</prospect></adf>\n'
  );
}
