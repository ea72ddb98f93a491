/** Finance-related feed data: lender records keyed by provider, the carried quote, market prices, payment processors. */
import type { FinanceLenderRecord, FinanceQuote, MarketPriceData, PaymentProcessor } from '../domain/car';
import { asRecord, describeFound, isBlank } from './coerce';
import type { RowReader } from './fields';

const LENDER_NUMBERS = [
  'interestRate',
  'comparisonRate',
  'paymentWeek',
  'paymentMonth',
  'deposit',
  'balloon',
  'termYears',
  'termWeeks',
  'termMonths',
  'establishmentFees',
  'totalPayable',
] as const;

/** Each provider's record with numbers read from text; providers whose record is empty are left out. */
export function readFinanceLenders(reader: RowReader, raw: unknown): Record<string, FinanceLenderRecord> {
  const lenders: Record<string, FinanceLenderRecord> = {};
  if (isBlank(raw)) return lenders;
  const byProvider = asRecord(raw);
  if (!byProvider) {
    reader.warn('finance_lenders', `expected an object keyed by provider, found ${describeFound(raw)} (ignored)`);
    return lenders;
  }
  for (const [provider, value] of Object.entries(byProvider)) {
    const r = asRecord(value);
    if (!r) {
      if (!isBlank(value))
        reader.warn(`finance_lenders.${provider}`, `expected an object, found ${describeFound(value)} (ignored)`);
      continue;
    }
    const record: FinanceLenderRecord = {};
    for (const key of LENDER_NUMBERS) {
      // Checked before the field name is built: most records fill only a few of these.
      if (isBlank(r[key])) continue;
      const n = reader.number(`finance_lenders.${provider}.${key}`, r[key]);
      if (n !== undefined) record[key] = n;
    }
    const disclaimer = reader.text(`finance_lenders.${provider}.disclaimer`, r.disclaimer, 'optional', true);
    if (disclaimer !== undefined) record.disclaimer = disclaimer;
    const financeProvider = reader.text(`finance_lenders.${provider}.financeProvider`, r.financeProvider);
    if (financeProvider !== undefined) record.financeProvider = financeProvider;
    if (Object.keys(record).length > 0) lenders[provider] = record;
  }
  return lenders;
}

/** The carried finance quote; without a weekly repayment it is left out. */
export function readQuote(reader: RowReader, raw: unknown): FinanceQuote | undefined {
  const r = objectOrWarn(reader, 'youxQuote', raw);
  if (!r) return undefined;
  const weekly = reader.number('youxQuote.weeklyRepaymentAmount', r.weeklyRepaymentAmount);
  if (weekly === undefined) return undefined;
  const quote: FinanceQuote = { weeklyRepaymentAmount: weekly };
  const advertisedRate = reader.number('youxQuote.advertisedRate', r.advertisedRate);
  if (advertisedRate !== undefined) quote.advertisedRate = advertisedRate;
  const comparisonRate = reader.number('youxQuote.comparisonRate', r.comparisonRate);
  if (comparisonRate !== undefined) quote.comparisonRate = comparisonRate;
  return quote;
}

/** Average and state-average market prices; left out when neither is a number. */
export function readMarketPrices(reader: RowReader, raw: unknown): MarketPriceData | undefined {
  const r = objectOrWarn(reader, 'autograb_data', raw);
  if (!r) return undefined;
  const data: MarketPriceData = {};
  const average = reader.number('autograb_data.average_market_price', r.average_market_price);
  if (average !== undefined) data.average_market_price = average;
  const state = reader.number('autograb_data.state_average_market_price', r.state_average_market_price);
  if (state !== undefined) data.state_average_market_price = state;
  return Object.keys(data).length > 0 ? data : undefined;
}

/** Payment processors (a list, or one object); their deposit overrides the site's reserve deposit. */
export function readPaymentProcessors(reader: RowReader, raw: unknown): PaymentProcessor[] {
  const items = asRecord(raw) ? [raw] : reader.list('payment_processors', raw);
  const processors: PaymentProcessor[] = [];
  items.forEach((item, i) => {
    const r = asRecord(item);
    if (!r) {
      reader.warn(`payment_processors[${i}]`, `expected an object, found ${describeFound(item)} (ignored)`);
      return;
    }
    const processor: PaymentProcessor = {};
    const name = reader.text(`payment_processors[${i}].name`, r.name);
    if (name !== undefined) processor.name = name;
    const deposit = reader.number(`payment_processors[${i}].deposit`, r.deposit);
    if (deposit !== undefined) processor.deposit = deposit;
    if (name !== undefined || deposit !== undefined) processors.push(processor);
  });
  return processors;
}

function objectOrWarn(reader: RowReader, field: string, raw: unknown): Record<string, unknown> | undefined {
  if (isBlank(raw)) return undefined;
  const r = asRecord(raw);
  if (!r) reader.warn(field, `expected an object, found ${describeFound(raw)} (ignored)`);
  return r;
}
