import { describe, expect, it } from 'vitest';
import type { StoredLead } from '../storage/types';
import { XmlDocument } from 'libxml2-wasm';
import { PARENT_LEAD, PENRITH, penrithParties, storedLead } from '../testing/adf-fixtures';
import { leadToAdf, type AdfParties } from './adf';

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

describe('leadToAdf', () => {
  const xml = leadToAdf(lead, { vendorName: 'Sunshine Motors & Co', siteName: 'Sunshine Motors' });

  it('is an ADF 1.0 prospect with the required parts', () => {
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>\n<adf><prospect status="new">'),
    ).toBe(true);
    expect(xml).toContain('<requestdate>2026-11-22T01:02:03+00:00</requestdate>');
    // ADF requires a year: without the listed car it is empty (the DTD's order: id, year, make, model, …, stock).
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><id source="Forecourt">car-7</id><year></year><make>Mazda</make><model>CX-5 &lt;Touring&gt;</model><stock>S123</stock><comments>Condition: used</comments></vehicle>',
    );
    expect(xml).toContain(
      '<vehicle interest="trade-in" status="used"><year>2015</year><make>Ford</make><model>Ranger</model><odometer units="km">120000</odometer></vehicle>',
    );
    expect(xml).toContain('<name part="first">Zoë</name><name part="last">O&#39;Brien</name>');
    expect(xml).toContain('<phone type="cellphone" time="nopreference" preferredcontact="1">+61412345678</phone>');
    // The DTD's address needs a street (the shopper gives none) and puts regioncode before postalcode.
    expect(xml).toContain(
      '<address type="home"><street line="1"></street><regioncode>QLD</regioncode><postalcode>4000</postalcode><country>AU</country></address>',
    );
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

  it('writes an empty vehicle when make and model are unknown', () => {
    const bare = leadToAdf(
      { ...lead, carId: null, payload: { name: 'Al', email: 'al@example.com' } },
      { vendorName: 'V', siteName: 'S' },
    );
    // ADF requires a vehicle: one with empty year, make and model, saying no car was chosen.
    expect(bare).toContain(
      '<vehicle interest="buy"><year></year><make></make><model></model><comments>No particular vehicle: the shopper did not choose a car.</comments></vehicle>',
    );
    expect(bare).toContain('<email>al@example.com</email>');
  });
});

describe('leadToAdf: what the dealer needs from each lead', () => {
  const read = (lead: StoredLead, parties: AdfParties) => {
    const doc = XmlDocument.fromString(leadToAdf(lead, parties));
    const at = (xpath: string) => doc.get(xpath)?.content;
    return { at, all: (xpath: string) => doc.find(xpath).map((n) => n.content), dispose: () => doc.dispose() };
  };

  it('the listed car: year, make, model, trim, VIN, stock number, asking price and condition', () => {
    const adf = read(storedLead('enquiry', true), penrithParties(true));
    expect(
      ['year', 'make', 'model', 'vin', 'stock', 'trim', 'price'].map((e) => adf.at(`//vehicle[@interest="buy"]/${e}`)),
    ).toEqual(['2025', 'Toyota', 'Corolla', 'JTNB23HE80J000001', 'PEN-77', 'Ascent Sport', '31990']);
    expect(adf.at('//vehicle[@interest="buy"]/price/@currency')).toBe('AUD');
    expect(adf.at('//vehicle[@interest="buy"]/@status')).toBe('used');
    expect(adf.at('//vehicle[@interest="buy"]/comments')).toBe('Condition: demo');
    adf.dispose();
  });

  it('finance: amount and deposit as ADF amounts, term and frequency in the comments', () => {
    const adf = read(storedLead('finance', true), penrithParties(true));
    expect(adf.at('//vehicle/finance/method')).toBe('finance');
    expect(adf.at('//finance/amount[@type="total"]')).toBe('30000');
    expect(adf.at('//finance/amount[@type="downpayment"]')).toBe('5000');
    expect(adf.at('//customer/comments')).toContain(
      'Purchase price: $30,000\nDeposit: $5,000\nTerm: 5 years\nRepayments: weekly',
    );
    adf.dispose();
  });

  it('trade-in: rego, its state and kms; valuation answers reach the CRM with the parent lead’s contact', () => {
    const trade = read(storedLead('trade_in', true), penrithParties(true));
    expect(trade.at('//vehicle[@interest="trade-in"]/odometer')).toBe('45000');
    expect(trade.at('//vehicle[@interest="trade-in"]/comments')).toBe('Registration: ABC 123 (NSW)');
    trade.dispose();
    const answers = read(storedLead('valuation_adjustments', false), penrithParties(false, PARENT_LEAD));
    expect(answers.at('//vehicle[@interest="trade-in"]/comments')).toContain(
      'Condition answers: accident: No; keys: 2+; serviced: Yes',
    );
    expect(answers.at('//customer/contact/email')).toBe('zoe@example.com');
    expect(answers.all('//prospect/id')).toEqual(['lead-valuation_adjustments', 'lead-parent']);
    answers.dispose();
    const accepted = read(storedLead('valuation_offer_accepted', false), penrithParties(false, PARENT_LEAD));
    expect(accepted.at('//vehicle[@interest="trade-in"]/comments')).toContain('Offer accepted: 21500 AUD');
    accepted.dispose();
  });

  it('offer name and id', () => {
    const adf = read(storedLead('offer_enquiry', false), penrithParties(false));
    expect(adf.at('//customer/id[@source="Forecourt offer"]')).toBe('spring-sale');
    expect(adf.at('//customer/comments')).toContain('Offer: Spring Sale: $0 deposit (offer spring-sale)');
    adf.dispose();
  });

  it('the dealership and location as vendor, so a CRM can route', () => {
    const adf = read(storedLead('enquiry', true), penrithParties(true));
    expect(adf.at('//vendor/id[@source="Forecourt dealership"]')).toBe('scm-toyota');
    expect(adf.at('//vendor/id[@source="Forecourt location"]')).toBe('loc-penrith');
    expect(adf.at('//vendor/contact/name')).toBe('Southern Cross Toyota, Penrith');
    expect(adf.at('//vendor/contact/phone')).toBe('02 4700 0000');
    expect(adf.at('//vendor/contact/address/regioncode')).toBe('NSW');
    adf.dispose();
  });

  it.each([
    ['2750', 'NSW'],
    ['2600', 'ACT'],
    ['0800', 'NT'],
    ['6000', 'WA'],
    ['7000', 'TAS'],
  ])("the shopper's state comes from postcode %s (%s), never the form's default state", (postcode, state) => {
    const lead = storedLead('enquiry', false);
    // The schema fills state with the site's default (qld) when a form sends none.
    const adf = read({ ...lead, payload: { ...lead.payload, postcode, state: 'qld' } }, penrithParties(false));
    expect(adf.at('//customer/contact/address/regioncode')).toBe(state);
    adf.dispose();
  });

  it('without a postcode no state is claimed', () => {
    const { postcode: _p, ...payload } = storedLead('enquiry', false).payload;
    const adf = read({ ...storedLead('enquiry', false), payload }, penrithParties(false));
    expect(adf.at('//customer/contact/address')).toBeUndefined();
    adf.dispose();
  });

  it("times are written in the location's zone: a Penrith test drive at 9:00 is 9:00 in Sydney", () => {
    const lead = storedLead('test_drive', false);
    const sydney = read(lead, penrithParties(false));
    expect(sydney.at('//requestdate')).toBe('2026-11-23T10:30:00+11:00');
    expect(sydney.at('//customer/timeframe/earliestdate')).toBe('2026-11-23T09:00:00+11:00');
    expect(sydney.at('//customer/comments')).toContain(
      'Requested test drive: Mon 23 Nov 2026, 9:00 am (Australia/Sydney)',
    );
    sydney.dispose();
    const perth = read(lead, { ...penrithParties(false), location: { ...PENRITH, timeZone: 'Australia/Perth' } });
    expect(perth.at('//requestdate')).toBe('2026-11-23T07:30:00+08:00');
    expect(perth.at('//customer/comments')).toContain(
      'Requested test drive: Mon 23 Nov 2026, 6:00 am (Australia/Perth)',
    );
    perth.dispose();
  });
});
