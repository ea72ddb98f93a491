/** Every ADF document Forecourt writes is valid against the ADF 1.0 DTD, checked by libxml2. */
import fc from 'fast-check';
import { XmlDocument } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { LEAD_KINDS } from '../../contracts/lead';
import { adfDtdErrors } from '../testing/adf-dtd';
import { PARENT_LEAD, penrithParties, storedLead } from '../testing/adf-fixtures';
import { leadToAdf } from './adf';
import { reservationLead, reservationPaidLead } from './reservation-leads';
import { testSettings, TEST_CARS } from '../testing/harness';

const cases = LEAD_KINDS.flatMap((kind) =>
  [true, false].flatMap((withCar) => [true, false].map((placed) => ({ kind, withCar, placed }))),
);

describe('ADF documents are valid against the ADF 1.0 DTD', () => {
  it.each(cases)('$kind, car: $withCar, dealership and location known: $placed', ({ kind, withCar, placed }) => {
    const lead = storedLead(kind, withCar);
    const parent = lead.parentLeadId ? PARENT_LEAD : undefined;
    const parties = placed
      ? penrithParties(withCar, parent)
      : { vendorName: 'Southern Cross Motor Group', siteName: 'scmg', ...(parent ? { parent } : {}) };
    expect(adfDtdErrors(leadToAdf(lead, parties))).toEqual([]);
  });

  it('for reservations and paid deposits', () => {
    const settings = testSettings('rl');
    const car = TEST_CARS[6];
    const held = reservationLead(
      settings,
      {
        id: 'r-1',
        carId: 'car-7',
        name: 'Al',
        email: 'al@example.com',
        phone: '+61412345678',
        expiresAt: Date.parse('2026-11-25T00:00:00Z'),
      },
      car,
      50_000,
      Date.parse('2026-11-23T00:00:00Z'),
    );
    const paid = reservationPaidLead(
      settings,
      { id: 'r-1', carId: 'car-7', leadId: held.id, expiresAt: Date.parse('2026-11-25T00:00:00Z') },
      { name: 'Al', email: 'al@example.com', phone: '+61412345678' },
      car,
      { amountCents: 50_000, ref: 'test_1', test: true },
      Date.parse('2026-11-23T00:05:00Z'),
    );
    expect(adfDtdErrors(leadToAdf(held, penrithParties(true)))).toEqual([]);
    expect(adfDtdErrors(leadToAdf(paid, penrithParties(true, held)))).toEqual([]);
  });

  it('the check can fail: the DTD refuses a prospect without a vendor, and elements out of order', () => {
    const xml = leadToAdf(storedLead('enquiry', true), penrithParties(true));
    expect(adfDtdErrors(xml.replace(/<vendor>.*<\/vendor>/, ''))).not.toEqual([]);
    expect(adfDtdErrors(xml.replace(/(<year>[^<]*<\/year>)(<make>[^<]*<\/make>)/, '$2$1'))).not.toEqual([]);
  });
});

/** Code units of every kind: any code point, lone surrogates, the non-characters and markup. */
const hostileUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom(
    '\uFFFE',
    '\uFFFF',
    '\uD800',
    '\uDFFF',
    '\u0000',
    '\u001B',
    '\r',
    '<',
    '&',
    ']]>',
    '"',
    "'",
    '</comments>',
  ),
);
const hostile = fc.string({ unit: hostileUnit, maxLength: 40 });

/** What a reader gets back for text: forbidden characters gone or U+FFFD, line ends as XML normalises them. */
const expectedText = (s: string) =>
  s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, (c) =>
      c.charCodeAt(0) < 0x20 ? '' : '\uFFFD',
    )
    .replace(/\r\n?/g, '\n');

describe('ADF documents stay well-formed and valid for any text', () => {
  it('in every free-text field, and the text reads back as sent', () => {
    fc.assert(
      fc.property(
        hostile,
        hostile,
        hostile,
        fc.dictionary(hostile, hostile, { maxKeys: 3 }),
        (name, message, model, answers) => {
          const lead = storedLead('trade_in', true);
          const payload = { ...lead.payload, name, message, 'Vehicle Model': model, adjustmentAnswers: answers };
          const parties = penrithParties(false);
          const xml = leadToAdf({ ...lead, payload }, { ...parties, dealership: { id: name, name: message } });
          expect(adfDtdErrors(xml)).toEqual([]);
          const doc = XmlDocument.fromString(xml);
          try {
            expect(doc.get('//customer/contact/name[@part="first"]')?.content ?? '').toBe(expectedText(name));
            expect(doc.get('//vehicle[@interest="buy"]/model')?.content).toBe(expectedText(model));
            expect(doc.get('//customer/comments')?.content).toContain(expectedText(message));
          } finally {
            doc.dispose();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
