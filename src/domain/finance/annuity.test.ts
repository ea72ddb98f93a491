import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityPayment, ratePerPeriod } from './annuity';
import { balanceAfter, referencePayment } from './testing/reference-loan';

describe('annuityPayment', () => {
  // Expected values: balance simulated period by period (testing/reference-loan.ts), and the
  // literal figures that simulation printed, so both the formula and the simulation are pinned.
  it.each([
    // principal, residual, % p.a., periods/yr, years, expected
    [30000, 0, 8.5, 52, 5, 141.7283],
    [30000, 0, 8.5, 26, 5, 283.6422],
    [30000, 0, 8.5, 12, 5, 615.4959],
    [30000, 9000, 8.5, 52, 5, 113.9213],
    [30000, 9000, 8.5, 12, 5, 494.5972],
    [31360.5, 0, 8.5, 52, 5, 148.1557],
    [30000, 0, 15, 12, 7, 578.9026],
    [250000, 0, 0.5, 52, 1, 4819.9527],
    [45000, 13500, 9.95, 26, 5.5, 338.0984],
  ])('%d less residual %d at %d%% over %d/yr × %d yr = %d', (principal, residual, rate, perYear, years, expected) => {
    const payment = annuityPayment({
      principal,
      residual,
      ratePerPeriod: ratePerPeriod(rate, perYear),
      periods: Math.round(years * perYear),
    });
    expect(payment).toBeCloseTo(expected, 3);
    expect(payment).toBeCloseTo(referencePayment(principal, residual, rate, perYear, years), 6);
  });

  it('at zero interest is a straight line down to the residual', () => {
    expect(annuityPayment({ principal: 26000, residual: 0, ratePerPeriod: 0, periods: 260 })).toBe(100);
    expect(annuityPayment({ principal: 30000, residual: 6000, ratePerPeriod: 0, periods: 60 })).toBe(400);
  });

  it('is negative when the residual exceeds the principal at zero interest', () => {
    expect(annuityPayment({ principal: 1000, residual: 2000, ratePerPeriod: 0, periods: 10 })).toBe(-100);
  });

  it('has no payment without periods', () => {
    expect(annuityPayment({ principal: 1000, residual: 0, ratePerPeriod: 0.01, periods: 0 })).toBeNaN();
  });

  it('leaves exactly the residual owing after the last payment (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 250000 }),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.constantFrom(12, 26, 52),
        fc.integer({ min: 2, max: 14 }).map((half) => half / 2),
        (principal, residualShare, rate, perYear, years) => {
          const residual = principal * residualShare;
          const r = ratePerPeriod(rate, perYear);
          const periods = Math.round(years * perYear);
          const payment = annuityPayment({ principal, residual, ratePerPeriod: r, periods });
          expect(balanceAfter(principal, r, periods, payment)).toBeCloseTo(residual, 4);
        },
      ),
    );
  });

  it('rises with the principal and with the rate (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 250000 }),
        fc.integer({ min: 1, max: 50000 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        (principal, more, rate, extraRate) => {
          const at = (p: number, pct: number) =>
            annuityPayment({ principal: p, residual: 0, ratePerPeriod: ratePerPeriod(pct, 52), periods: 260 });
          expect(at(principal + more, rate)).toBeGreaterThan(at(principal, rate));
          if (principal > 0) expect(at(principal, rate + extraRate)).toBeGreaterThan(at(principal, rate));
        },
      ),
    );
  });
});
