/**
 * The finance disclaimer: rendered from the provider's template, and shortened to 197
 * characters for the collapsed view with Show More / Show Less (spec 02 §4).
 */
import { formatMoney, formatPercent2 } from './money';
import type { ComparisonRateRange, FinanceSettings, IncludedFee } from './settings';

/** Length of the collapsed disclaimer, before the ellipsis. */
export const DISCLAIMER_SHORT_LENGTH = 197;
/** Appended to a shortened disclaimer (197 + 3 = 200 characters at most). */
export const ELLIPSIS = '...';

/** The comparison-rate example every disclaimer is based on: a 5-year secured loan of 30000. */
export const COMPARISON_EXAMPLE = { termYears: 5, loanAmount: 30000 } as const;

/** A disclaimer for the collapsed view, and whether a Show More / Show Less toggle is needed. */
export interface ShortDisclaimer {
  text: string;
  truncated: boolean;
}

/**
 * Cuts a disclaimer longer than 197 characters at the last word boundary within them (a hard
 * cut when the first 197 hold no space), drops trailing punctuation and appends "...".
 */
export function shortenDisclaimer(full: string, limit: number = DISCLAIMER_SHORT_LENGTH): ShortDisclaimer {
  const text = full.trim();
  if (text.length <= limit) return { text, truncated: false };
  const head = text.slice(0, limit);
  const boundary = /\s/.test(text.charAt(limit)) ? limit : head.search(/\s\S*$/);
  const cut = (boundary > 0 ? head.slice(0, boundary) : head).replace(/[\s,;:.\-–—]+$/u, '');
  return { text: `${cut}${ELLIPSIS}`, truncated: true };
}

/** "8.38% to 19.42%". */
export function comparisonRateRangeText(range: ComparisonRateRange): string {
  return `${formatPercent2(range.from)} to ${formatPercent2(range.to)}`;
}

/** "an establishment fee of $395, … and a dealer agency fee of $912.25". */
export function includedFeesText(fees: readonly IncludedFee[]): string {
  const parts = fees.map((fee) => {
    const article = /^[aeiou]/i.test(fee.label) ? 'an' : 'a';
    const label = fee.per === 'month' ? `monthly ${fee.label}` : fee.label;
    return `${fee.per === 'month' ? 'a' : article} ${label} of ${formatMoney(fee.amount)}`;
  });
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

type DisclaimerSettings = Pick<
  FinanceSettings,
  'disclaimerTemplate' | 'comparisonRateRange' | 'includedFees' | 'phone'
>;

const PLACEHOLDER = /\{(\w+)\}/g;

function placeholderValues(settings: DisclaimerSettings): Record<string, string | undefined> {
  return {
    phone: settings.phone,
    termYears: String(COMPARISON_EXAMPLE.termYears),
    loanAmount: formatMoney(COMPARISON_EXAMPLE.loanAmount),
    comparisonRateRange: settings.comparisonRateRange
      ? comparisonRateRangeText(settings.comparisonRateRange)
      : undefined,
    includedFees: settings.includedFees.length > 0 ? includedFeesText(settings.includedFees) : undefined,
  };
}

/**
 * The provider's disclaimer with its placeholders filled: {termYears}, {loanAmount} (the 5-year,
 * $30,000 comparison example), {comparisonRateRange}, {includedFees} and {phone}. A placeholder
 * without a value stays visible; config validation catches it with `unfilledDisclaimerPlaceholders`.
 */
export function renderDisclaimer(settings: DisclaimerSettings): string {
  const values = placeholderValues(settings);
  return settings.disclaimerTemplate.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** Placeholder names in the template that the settings cannot fill, for a build-time config error. */
export function unfilledDisclaimerPlaceholders(settings: DisclaimerSettings): string[] {
  const values = placeholderValues(settings);
  const names = [...settings.disclaimerTemplate.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  return [...new Set(names.filter((name) => values[name] === undefined))];
}
