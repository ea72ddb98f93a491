import { describe, expect, it } from 'vitest';
import {
  comparisonRateRangeText,
  includedFeesText,
  renderDisclaimer,
  shortenDisclaimer,
  unfilledDisclaimerPlaceholders,
} from './disclaimer';
import { FINANCE_PROVIDERS } from './providers';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('shortenDisclaimer: 197 characters, Show More / Show Less (spec 02 §4)', () => {
  it('keeps a short disclaimer whole, without a toggle', () => {
    const text = 'x'.repeat(197);
    expect(shortenDisclaimer(text)).toEqual({ text, truncated: false });
  });

  it('cuts a long one on the last word boundary within 197 characters and adds "..."', () => {
    const full = words(60);
    const short = shortenDisclaimer(full);
    expect(short.truncated).toBe(true);
    expect(short.text.endsWith('...')).toBe(true);
    const body = short.text.slice(0, -3);
    expect(body.length).toBeLessThanOrEqual(197);
    expect(full.startsWith(body)).toBe(true);
    expect(full.charAt(body.length)).toBe(' ');
    // word0 … word32 take 6·10 + 7·23 − 1 = 220 characters; word0 … word28 end at 192.
    expect(body).toBe(words(29));
  });

  it('cuts exactly at 197 when a space follows', () => {
    const full = `${'a'.repeat(197)} tail`;
    expect(shortenDisclaimer(full).text).toBe(`${'a'.repeat(197)}...`);
  });

  it('cuts mid-word only when the first 197 characters hold no space', () => {
    expect(shortenDisclaimer('b'.repeat(300)).text).toBe(`${'b'.repeat(197)}...`);
  });

  it('drops punctuation left at the cut', () => {
    const full = `${'a'.repeat(194)}, ${'c'.repeat(20)}`;
    expect(shortenDisclaimer(full).text).toBe(`${'a'.repeat(194)}...`);
  });
});

describe('disclaimer rendering', () => {
  it('shows the comparison-rate range to 2 decimals', () => {
    expect(comparisonRateRangeText({ from: 8.38, to: 19.42 })).toBe('8.38% to 19.42%');
    expect(comparisonRateRangeText({ from: 9.5, to: 12 })).toBe('9.50% to 12.00%');
  });

  it('lists the included fees of the variant that has them', () => {
    expect(includedFeesText(FINANCE_PROVIDERS['provider-e']!.includedFees)).toBe(
      'an establishment fee of $395, a vehicle security registration fee of $6, a monthly account administration fee of $8 and a dealer agency fee of $912.25',
    );
    expect(includedFeesText([])).toBe('');
  });

  it.each(Object.keys(FINANCE_PROVIDERS))('%s: fills every placeholder', (id) => {
    const text = renderDisclaimer(FINANCE_PROVIDERS[id]!);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain('5 year secured loan of $30,000');
  });

  it('provider A quotes its comparison-rate range', () => {
    expect(renderDisclaimer(FINANCE_PROVIDERS['provider-a']!)).toContain('Comparison rates range from 8.38% to 19.42%');
  });

  it('quotes the finance phone when the site sets one', () => {
    expect(renderDisclaimer({ disclaimerTemplate: 'Call {phone}.', includedFees: [], phone: '1300 000 000' })).toBe(
      'Call 1300 000 000.',
    );
  });

  it('leaves a range or fee list the settings lack visible rather than writing an empty sentence', () => {
    expect(
      renderDisclaimer({ disclaimerTemplate: 'From {comparisonRateRange}; {includedFees}.', includedFees: [] }),
    ).toBe('From {comparisonRateRange}; {includedFees}.');
  });

  it('leaves a placeholder without a value visible so a config mistake shows', () => {
    expect(renderDisclaimer({ disclaimerTemplate: 'Call {phone} or {fax}.', includedFees: [] })).toBe(
      'Call {phone} or {fax}.',
    );
  });

  it.each([
    [{ disclaimerTemplate: 'Call {phone} or {fax}, {phone}.', includedFees: [] }, ['phone', 'fax']],
    [{ disclaimerTemplate: 'Call {phone}.', includedFees: [], phone: '1300 000 000' }, []],
    [{ disclaimerTemplate: '{termYears} {loanAmount} {includedFees}', includedFees: [] }, ['includedFees']],
  ])('unfilled placeholders of %j: %j', (settings, names) => {
    expect(unfilledDisclaimerPlaceholders(settings)).toEqual(names);
  });

  it.each(Object.keys(FINANCE_PROVIDERS))('%s: its own template has nothing unfilled', (id) => {
    expect(unfilledDisclaimerPlaceholders(FINANCE_PROVIDERS[id]!)).toEqual([]);
  });
});
