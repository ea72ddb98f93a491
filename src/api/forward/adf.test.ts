import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../storage/types';
import { leadToAdf, xmlEscape } from './adf';

const lead: StoredLead = {
  id: 'lead-1',
  kind: 'trade_in',
  parentLeadId: null,
  carId: 'car-7',
  eventId: 15,
  createdAt: Date.parse('2026-11-22T01:02:03Z'),
  payload: {
    name: 'Zoë',
    last_name: "O'Brien",
    email: 'zoe@example.com',
    phone: '+61412345678',
    postcode: '4000',
    state: 'qld',
    PreferredContactMethod: 'SMS',
    car_type: 'used',
    'Vehicle Make': 'Mazda',
    'Vehicle Model': 'CX-5 <Touring>',
    stock_number: 'S123',
    trade_year: 2015,
    trade_make: 'Ford',
    trade_model: 'Ranger',
    kms: 120000,
    message: 'Is "it" still there? </comments><script>x</script> & more',
  },
};

describe('xmlEscape', () => {
  it.each([
    ['a & b', 'a &amp; b'],
    ['<x>', '&lt;x&gt;'],
    [`"q" 'a'`, '&quot;q&quot; &apos;a&apos;'],
    ['bell\u0007', 'bell'],
  ])('%j → %j', (input, expected) => expect(xmlEscape(input)).toBe(expected));
});

describe('leadToAdf', () => {
  const xml = leadToAdf(lead, { vendorName: 'Sunshine Motors & Co', siteName: 'Sunshine Motors' });

  it('is an ADF 1.0 prospect with the required parts', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>\n<adf><prospect status="new">')).toBe(true);
    expect(xml).toContain('<requestdate>2026-11-22T01:02:03+00:00</requestdate>');
    expect(xml).toContain('<vehicle interest="buy" status="used"><id source="Forecourt">car-7</id><make>Mazda</make><model>CX-5 &lt;Touring&gt;</model><stock>S123</stock></vehicle>');
    expect(xml).toContain('<vehicle interest="trade-in" status="used"><year>2015</year><make>Ford</make><model>Ranger</model><odometer status="original" units="km">120000</odometer></vehicle>');
    expect(xml).toContain('<name part="first">Zoë</name><name part="last">O&apos;Brien</name>');
    expect(xml).toContain('<phone type="cellphone" time="nopreference" preferredcontact="1">+61412345678</phone>');
    expect(xml).toContain('<address><postalcode>4000</postalcode><regioncode>QLD</regioncode><country>AU</country></address>');
    expect(xml).toContain('<vendorname>Sunshine Motors &amp; Co</vendorname>');
  });

  it('escapes hostile text so the document stays well formed', () => {
    expect(xml).toContain('&lt;/comments&gt;&lt;script&gt;x&lt;/script&gt; &amp; more');
    expect(xml).not.toContain('<script>');
    // Every opened element is closed: count tags.
    const opened = (xml.match(/<[a-z]+[\s>]/g) ?? []).length;
    const closed = (xml.match(/<\/[a-z]+>/g) ?? []).length;
    expect(opened).toBe(closed);
  });

  it('leaves out the vehicle when make or model is unknown', () => {
    const bare = leadToAdf({ ...lead, payload: { name: 'Al', email: 'al@example.com' } }, { vendorName: 'V', siteName: 'S' });
    expect(bare).not.toContain('<vehicle');
    expect(bare).toContain('<email>al@example.com</email>');
  });
});
