/** Cross-field checks of finance settings and the delivery price table. */
import { FINANCE_PROVIDER_IDS, financeProvider, mergeFinanceSettings } from '../domain/finance';
import type { ConfigIssue } from './issues';
import type { SiteConfig } from './normalise';

type Bounds = { min?: number; max?: number };
/** The calculator figures a check reads, whether from a merged provider record or the site alone. */
type AppliedFigures = Partial<Record<'price' | 'term' | 'interest' | 'deposit' | 'residual' | 'slider', Bounds>> & {
  defaultInterest?: number;
  defaultTerm?: number;
};

/**
 * Calculator ranges that contradict themselves or their starting values, checked on the figures
 * that apply (the provider record with the site's figures over it; the site's own figures alone
 * without a provider); estimates without a provider.
 */
export function checkFinance({ finance }: SiteConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const calc = finance.calculator;
  const record = finance.provider === null ? undefined : financeProvider(finance.provider);
  const siteFigures = {
    ...calc,
    price: calc.price && { min: calc.price.min, max: calc.price.max },
    slider: finance.slider,
  };
  const applied: AppliedFigures = record ? mergeFinanceSettings(record, siteFigures) : siteFigures;
  const inverted = (bounds: { min?: number; max?: number } | undefined) =>
    bounds?.min !== undefined && bounds.max !== undefined && bounds.min > bounds.max;
  for (const key of ['price', 'term', 'interest', 'deposit', 'residual'] as const) {
    const bounds = applied[key];
    if (inverted(bounds)) {
      issues.push({
        path: ['finance', 'calculator', key, 'min'],
        message: `found ${bounds?.min}, above the max of ${bounds?.max}; make min no larger than max`,
      });
    }
  }
  const starts = [
    ['defaultInterest', applied.defaultInterest, applied.interest],
    ['defaultTerm', applied.defaultTerm, applied.term],
  ] as const;
  for (const [key, value, bounds] of starts) {
    // An inverted range is already reported; a second message about it would only confuse.
    if (value === undefined || bounds?.min === undefined || bounds.max === undefined || inverted(bounds)) continue;
    if (value < bounds.min || value > bounds.max) {
      issues.push({
        path: ['finance', 'calculator', key],
        message: `found ${value}, outside the calculator's range ${bounds.min}–${bounds.max}; pick a value inside it or widen the range`,
      });
    }
  }
  if (inverted(applied.slider)) {
    issues.push({
      path: ['finance', 'slider', 'min'],
      message: `found ${applied.slider?.min}, above the max of ${applied.slider?.max}; make min no larger than max`,
    });
  }
  if (finance.estimate !== false && finance.provider === null) {
    issues.push({
      path: ['finance', 'estimate'],
      message: `is on but finance.provider is null; set finance.provider to one of ${FINANCE_PROVIDER_IDS.join(', ')}, or set finance.estimate: false`,
    });
  }
  return issues;
}

/** Delivery rows with inverted or overlapping postcode ranges. */
export function checkLeads({ leads }: SiteConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const rows = leads.delivery;
  rows.forEach((row, i) => {
    if (row.from > row.to) {
      issues.push({
        path: ['leads', 'delivery', i, 'to'],
        message: `found ${row.to}, below from ${row.from}; make to the last postcode of the range`,
      });
    }
    rows.slice(0, i).forEach((other, j) => {
      if (row.from <= other.to && other.from <= row.to) {
        issues.push({
          path: ['leads', 'delivery', i],
          message: `postcodes ${row.from}–${row.to} overlap row ${j} (${other.from}–${other.to}); give each postcode one price`,
        });
      }
    });
  });
  return issues;
}
