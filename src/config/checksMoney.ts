/** Cross-field checks of finance settings and the delivery price table. */
import type { ConfigIssue } from './issues';
import type { SiteConfig } from './normalise';

/** Calculator ranges that contradict themselves or their starting values; estimates without a provider. */
export function checkFinance({ finance }: SiteConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const calc = finance.calculator;
  for (const key of ['price', 'term', 'interest', 'deposit', 'residual'] as const) {
    if (calc[key].min > calc[key].max) {
      issues.push({
        path: ['finance', 'calculator', key, 'min'],
        message: `found ${calc[key].min}, above the max of ${calc[key].max}; make min no larger than max`,
      });
    }
  }
  const starts = [
    ['defaultInterest', calc.defaultInterest, calc.interest],
    ['defaultTerm', calc.defaultTerm, calc.term],
  ] as const;
  for (const [key, value, bounds] of starts) {
    // An inverted range is already reported; a second message about it would only confuse.
    if (bounds.min <= bounds.max && (value < bounds.min || value > bounds.max)) {
      issues.push({
        path: ['finance', 'calculator', key],
        message: `found ${value}, outside the calculator's range ${bounds.min}–${bounds.max}; pick a value inside it or widen the range`,
      });
    }
  }
  if (finance.slider.min > finance.slider.max) {
    issues.push({
      path: ['finance', 'slider', 'min'],
      message: `found ${finance.slider.min}, above the max of ${finance.slider.max}; make min no larger than max`,
    });
  }
  if (finance.estimate !== false && finance.provider === null) {
    issues.push({
      path: ['finance', 'estimate'],
      message: 'is on but finance.provider is null; set finance.provider to the lender key of the feed, or set finance.estimate: false',
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
      issues.push({ path: ['leads', 'delivery', i, 'to'], message: `found ${row.to}, below from ${row.from}; make to the last postcode of the range` });
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
