import { describe, expect, it } from 'vitest';
import { penrithParties, storedLead } from '../testing/adf-fixtures';
import { leadToAdf } from './adf';
import { LEAD_FIELDS, type LeadField } from './lead-fields';
import { leadSummary } from './lead-summary';

const entries = Object.entries(LEAD_FIELDS) as [LeadField, (typeof LEAD_FIELDS)[LeadField]][];

describe('the lead field list (lead-fields.ts)', () => {
  it('names a shown field for every field read with another', () => {
    for (const [field, entry] of entries) {
      if ('partOf' in entry) expect([field, 'section' in LEAD_FIELDS[entry.partOf]]).toEqual([field, true]);
    }
  });

  it('says why of every field it leaves out', () => {
    for (const [, entry] of entries) if ('leftOut' in entry) expect(entry.leftOut.length).toBeGreaterThan(10);
  });

  it('gives the readable email and the ADF comments the same words for a field', () => {
    const lead = storedLead('finance', true);
    const payload = { ...lead.payload, under_finance: 'No', purchase_price: 30000 };
    const rows = leadSummary({ ...lead, payload }, { timeZone: 'Australia/Sydney' }).flatMap((section) =>
      section.rows.map(([label, value]) => `${label}: ${value}`),
    );
    const adf = leadToAdf({ ...lead, payload }, penrithParties(true));
    for (const line of ['Current car under finance: No', 'Purchase price: $30,000']) {
      expect(rows).toContain(line);
      expect(adf).toContain(line);
    }
  });
});
