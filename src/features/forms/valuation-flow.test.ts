import { describe, expect, it } from 'vitest';
import { LeadSubmissionSchema } from '../../contracts/lead';
import * as v from 'valibot';
import {
  formatKms,
  formatKmsFigure,
  type ValuationStep,
  KMS_QUICK_PICKS,
  nextValuationStep,
  VALUATION_STEPS,
} from './valuation-flow';
import { conditionRequests, offerAcceptedRequest, valuationSaveBody } from './valuation-requests';
import { MiscellaneousSchema } from '../../contracts/misc';

const context = { url: 'https://dealer.example/trade-in', source: 'Website', user_agent: 'Test' };
const state = {
  leadId: 'lead-1',
  kms: 45000,
  rego: 'ABC123',
  regoState: 'qld',
  answers: { accident: 'No', keys: '2+' },
};

describe('valuation wizard flow (spec 02 §4)', () => {
  it('runs car → contact → condition → offer → done', () => {
    const seen: ValuationStep[] = [VALUATION_STEPS[0]];
    while (seen.at(-1) !== 'done') seen.push(nextValuationStep(seen.at(-1)!));
    expect(seen).toEqual(['car', 'contact', 'condition', 'offer', 'done']);
    expect(nextValuationStep('done')).toBe('done');
  });

  it('after the lead: adjustment answers, then the rego lookup, each valid for the API', () => {
    const requests = conditionRequests(state, context);
    expect(requests.map((r) => r.kind)).toEqual(['valuation_adjustments', 'valuation_rego_lookup']);
    expect(requests[0]).toMatchObject({ lead_id: 'lead-1', adjustmentAnswers: { accident: 'No', keys: '2+' } });
    expect(requests[1]).toMatchObject({ lead_id: 'lead-1', rego: 'ABC123', regoState: 'qld' });
    for (const r of requests) expect(v.safeParse(LeadSubmissionSchema, r).success).toBe(true);
  });

  it('skips the rego lookup without a rego, and sends nothing without a lead', () => {
    expect(conditionRequests({ ...state, rego: '' }, context).map((r) => r.kind)).toEqual(['valuation_adjustments']);
    expect(conditionRequests({ answers: {} }, context)).toEqual([]);
    expect(offerAcceptedRequest({ answers: {} }, context)).toBeUndefined();
  });

  it("accepts the offer with subcategory '3. Offer Accepted', form completed and offer_accepted true", () => {
    const accepted = offerAcceptedRequest(state, context);
    const parsed = v.parse(LeadSubmissionSchema, accepted);
    expect(parsed).toMatchObject({
      kind: 'valuation_offer_accepted',
      lead_id: 'lead-1',
      subcategory: '3. Offer Accepted',
      form_completed: true,
      offer_accepted: true,
    });
  });

  it('saves the result as column_name valuation', () => {
    const body = valuationSaveBody(state);
    expect(body).toEqual({
      column_name: 'valuation',
      lead_id: 'lead-1',
      valuation: { offer_accepted: true, kms: 45000, rego: 'ABC123', regoState: 'qld', accident: 'No', keys: '2+' },
    });
    expect(v.safeParse(MiscellaneousSchema, body).success).toBe(true);
  });

  it("shows kilometres with the ' kms' suffix (spec 02 §5)", () => {
    expect(formatKms(45000)).toBe('45,000 kms');
    expect(formatKmsFigure(45000)).toBe('45,000');
    expect(KMS_QUICK_PICKS.map(formatKms)).toContain('120,000 kms');
  });
});
