import { describe, expect, it } from 'vitest';
import { keepPrintFinance, keptPrintFinance, PRINT_FINANCE_MS } from './print-finance';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};
const LINES = ['From $131.20 per week', '8.99% p.a. advertised · 9.48% p.a. comparison'];

describe('the figure a page showed when Print was pressed reaches the print page (issue 21 point 1)', () => {
  it('is kept for that car and read back fresh', () => {
    const store = memory();
    keepPrintFinance(store, 'car-a', LINES, 1_000);
    expect(keptPrintFinance(store, 'car-a', 1_000 + 5_000)).toEqual(LINES);
  });

  it('is not used for another car, once stale, or when nothing was shown', () => {
    const store = memory();
    keepPrintFinance(store, 'car-a', LINES, 1_000);
    expect(keptPrintFinance(store, 'car-b', 2_000)).toBeUndefined();
    expect(keptPrintFinance(store, 'car-a', 1_000 + PRINT_FINANCE_MS + 1)).toBeUndefined();
    keepPrintFinance(store, 'car-a', [], 1_000);
    expect(keptPrintFinance(store, 'car-a', 2_000)).toBeUndefined();
  });

  it('survives storage that is blocked or holds junk', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => keepPrintFinance(blocked, 'car-a', LINES, 1)).not.toThrow();
    expect(keptPrintFinance(blocked, 'car-a', 1)).toBeUndefined();
    const junk = memory();
    junk.setItem('forecourt:print-finance', '{not json');
    expect(keptPrintFinance(junk, 'car-a', 1)).toBeUndefined();
    expect(keptPrintFinance(undefined, 'car-a', 1)).toBeUndefined();
  });
});
