/**
 * Issue 21, point 3: no library error text (valibot's "Invalid type: Expected number but received …")
 * ever reaches a shopper. Every schema a form or island sends through is checked two ways: each
 * number a shopper types has its own sentence, and junk in any field answers in plain words.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RequestCodeSchema, VerifyCodeSchema } from './auth';
import { UnsubscribeSchema } from './alerts';
import { PARSE_CONFIG } from './errors';
import { LEAD_KINDS, LeadSubmissionSchema, PhoneRevealSchema } from './lead';
import { buildLeadPayload } from './lead-payload';
import type { LeadFormRules } from '../site/form-rules';
import { checkLead } from './lead-validation';
import { MESSAGES } from './messages';
import {
  AvailabilityQuerySchema,
  DeliveryQuerySchema,
  MiscellaneousSchema,
  ReservationSchema,
  ViewQuerySchema,
} from './misc';
import { PaymentCheckoutSchema } from './payment';
import { QuoteRequestSchema } from './quote';
import { SavedSearchSchema } from './saved-search';
import { ValuationRangeRequestSchema } from './valuation';
import { WatchlistChangeSchema } from './watchlist';

/** Every request schema: what the forms, the vehicle page's islands and the account pages send. */
const REQUEST_SCHEMAS: Record<string, v.GenericSchema> = {
  LeadSubmissionSchema,
  PhoneRevealSchema,
  RequestCodeSchema,
  VerifyCodeSchema,
  QuoteRequestSchema,
  MiscellaneousSchema,
  DeliveryQuerySchema,
  AvailabilityQuerySchema,
  ViewQuerySchema,
  ReservationSchema,
  PaymentCheckoutSchema,
  SavedSearchSchema,
  WatchlistChangeSchema,
  UnsubscribeSchema,
  ValuationRangeRequestSchema,
};

/** valibot's own wording: "Invalid type: Expected number but received …", "Invalid key: Received …". */
const LIBRARY_TEXT = /Invalid [\w ]+: (Expected|Received)|Expected .* but received/;

type Node = {
  kind?: string;
  type?: string;
  message?: unknown;
  pipe?: Node[];
  entries?: Record<string, Node>;
  options?: Node[];
  wrapped?: Node;
  item?: Node;
  key?: Node;
  value?: Node;
};

/** Every schema and check in a schema tree, with where it sits. */
function* walk(node: Node, at: string): Generator<{ node: Node; at: string }> {
  yield { node, at };
  for (const child of node.pipe ?? []) if (child !== node) yield* walk(child, `${at}|${child.type}`);
  for (const [name, child] of Object.entries(node.entries ?? {})) yield* walk(child, `${at}.${name}`);
  for (const [i, child] of (node.options ?? []).entries()) yield* walk(child, `${at}[${i}]`);
  if (node.wrapped) yield* walk(node.wrapped, at);
  if (node.item) yield* walk(node.item, `${at}[]`);
  if (node.value && node.value !== node) yield* walk(node.value, `${at}{}`);
}

const NUMBER_CHECKS = new Set(['number', 'integer', 'min_value', 'max_value', 'gt_value', 'lt_value']);

/** Numbers a shopper types (prices, deposits, terms, kms, years) without their own sentence. */
function unworded(schema: v.GenericSchema): string[] {
  const missing: string[] = [];
  for (const { node, at } of walk(schema as unknown as Node, '')) {
    if (!node.pipe?.some((step) => step.type === 'number')) continue;
    for (const step of node.pipe)
      if (NUMBER_CHECKS.has(step.type ?? '') && step.message === undefined) missing.push(`${at} ${step.type}`);
  }
  return missing;
}

/** Field names of each lead kind, read from the schema itself. */
function leadFields(kind: string): string[] {
  const option = (LeadSubmissionSchema.pipe[2] as unknown as Node).options!.find(
    (o) => (o.entries?.kind as { literal?: string })?.literal === kind,
  )!;
  return Object.keys(option.entries ?? {}).filter((name) => name !== 'kind');
}

const RULES: LeadFormRules = {
  messageRequired: true,
  termsRequired: true,
  locationRequired: 'always',
  dealershipSlugs: ['a', 'b'],
  dealershipSelectHidden: false,
};

const JUNK: unknown[] = ['$5k!', 'five thousand', -1, 1e12, 3.5, {}, [], true, 'x'.repeat(6000), '<b>hi</b>'];

describe('plain words on every form (issue 21)', () => {
  it.each(Object.entries(REQUEST_SCHEMAS))('%s: every number a shopper types has its own sentence', (_name, schema) => {
    expect(unworded(schema)).toEqual([]);
  });

  it.each(Object.entries(REQUEST_SCHEMAS))('%s: junk in any field answers in plain words', (_name, schema) => {
    const fields = schema === LeadSubmissionSchema ? [] : Object.keys((schema as unknown as Node).entries ?? {});
    for (const field of fields) {
      for (const junk of JUNK) {
        const result = v.safeParse(schema, { [field]: junk }, PARSE_CONFIG);
        for (const issue of result.issues ?? [])
          expect(issue.message, `${field} = ${JSON.stringify(junk).slice(0, 40)}`).not.toMatch(LIBRARY_TEXT);
      }
    }
    expect(
      v
        .safeParse(schema, 'not a body', PARSE_CONFIG)
        .issues?.map((i) => i.message)
        .join(' ') ?? '',
    ).not.toMatch(LIBRARY_TEXT);
  });

  it.each(LEAD_KINDS)(
    'the %s form: junk in any field answers in plain words, in the browser and on the server alike',
    (kind) => {
      for (const field of leadFields(kind)) {
        for (const junk of JUNK) {
          const check = checkLead({ kind, [field]: junk }, RULES);
          const messages = check.ok ? [] : check.issues.map((i) => i.message);
          for (const message of messages)
            expect(message, `${kind}.${field} = ${JSON.stringify(junk).slice(0, 40)}`).not.toMatch(LIBRARY_TEXT);
        }
      }
    },
  );

  it.each([
    ['$5k', 5000],
    ['5,000', 5000],
    ['5000.00', 5000],
    ['$45,990', 45990],
  ])('the finance form takes a price typed as %j (as %d)', (typed, value) => {
    const body = buildLeadPayload(
      { kind: 'finance' },
      { name: 'Ann', email: 'ann@example.com', phone: '0412 345 678', purchase_price: typed, deposit: typed },
      { url: 'https://dealer.example/finance', userAgent: 'test', visitedPages: [], linkedQueryParams: {} },
      ['purchase_price', 'deposit', 'term_years'],
    );
    const parsed = v.safeParse(LeadSubmissionSchema, body, PARSE_CONFIG);
    expect(
      parsed.success && parsed.output.kind === 'finance' && [parsed.output.purchase_price, parsed.output.deposit],
    ).toEqual([value, value]);
  });

  it('answers a price it cannot read in plain words, like "Enter an amount in dollars, like 5000."', () => {
    const body = buildLeadPayload(
      { kind: 'finance' },
      { name: 'Ann', email: 'ann@example.com', phone: '0412 345 678', purchase_price: 'five grand' },
      { url: 'https://dealer.example/finance', userAgent: 'test', visitedPages: [], linkedQueryParams: {} },
      ['purchase_price'],
    );
    const check = checkLead(body, {
      ...RULES,
      messageRequired: false,
      termsRequired: false,
      locationRequired: 'never',
      dealershipSlugs: [],
    });
    expect(check.ok ? [] : check.issues).toEqual([{ path: 'purchase_price', message: MESSAGES.amountInvalid }]);
    expect(MESSAGES.amountInvalid).toBe('Enter an amount in dollars, like 5000.');
  });
});
