import { describe, expect, it } from 'vitest';
import { configProblems, TEST_SITE_FILE as FILE } from '../testing';

describe('claims: strict, with errors naming the file and field (issue 21 point 4)', () => {
  it.each([
    [
      { claims: { usedcar: ['x'] } },
      `${FILE} claims.usedcar: "usedcar" is not a setting here; did you mean "usedCar"?`,
    ],
    [{ claims: { whyBuy: 'Family owned' } }, `${FILE} claims.whyBuy: found "Family owned"; use a list here`],
    [{ claims: { usedCar: ['  '] } }, `${FILE} claims.usedCar[0]: found ""; must not be empty`],
    [{ claims: { usedWarranty: true } }, `${FILE} claims.usedWarranty: found true; use false or a group of settings`],
    [
      { claims: { usedWarranty: {} } },
      `${FILE} claims.usedWarranty.years: is missing; add it (Standard used-car warranty in years (required))`,
    ],
    [{ claims: { usedWarranty: { years: 0 } } }, `${FILE} claims.usedWarranty.years: found 0; must be at least 1`],
    [
      { warranty: { usedYears: 3 } },
      `${FILE} warranty: "warranty" is not a setting any more; moved to claims.usedWarranty (years: instead of usedYears:, byMake: as before); no warranty is shown unless you set it`,
    ],
    [
      { manufacturer: 'Toyota', features: { certifiedPreOwned: { inspectionPoints: 90 } } },
      `${FILE} features.certifiedPreOwned.inspectionPoints: "inspectionPoints" is not a setting any more; the box no longer makes up a promise from numbers: write the program's promise in your own words in features.certifiedPreOwned.text`,
    ],
  ])('%j', (patch, line) => {
    expect(configProblems(patch)).toEqual([line]);
  });

  it('accepts the dealer wording', () => {
    expect(
      configProblems({
        claims: {
          usedCar: ['12 months roadside assist'],
          whyBuy: ['Local since 1969'],
          protect: 'Paint protection',
          usedWarranty: { years: 3, byMake: { Toyota: 5 } },
        },
      }),
    ).toEqual([]);
  });
});
