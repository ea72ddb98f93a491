import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../config/messages';
import { parseSiteConfig } from '../../config/parse';
import { siteWith } from '../../config/testing';
import { makeCar } from '../../domain/car.fixture';
import { figureFromRecord, quoteAsLender } from '../../domain/finance';
import { calculatorView, fieldsFromInputs, inputsFromFields } from './calculator-model';
import { calculatorLabels, financeCalculatorProps } from './calculator-props';

const site = (finance: Record<string, unknown>) => ({
  t: createTranslator(),
  config: parseSiteConfig(siteWith({ finance }), 'sites/demo/site.yaml'),
  clock: new Date('2026-11-20T00:00:00+10:00'),
});
const car = makeCar({
  id: '42',
  price: 24990,
  car_type: 'used',
  finance_lenders: { 'provider-d': { interestRate: 9.24, termMonths: 48, disclaimer: 'Not for the calculator.' } },
});

describe('finance calculator props', () => {
  it('none without a finance provider', () => {
    expect(financeCalculatorProps(site({}))).toBeUndefined();
  });

  it("on a vehicle page: starts from the car's price and the lender's term, and Apply for Finance asks the enquiry modal", () => {
    const props = financeCalculatorProps(site({ provider: 'provider-d' }), {
      car,
      idPrefix: 'vehicle-finance',
      enquiryModal: true,
    })!;
    expect(props.idPrefix).toBe('vehicle-finance');
    expect(props.start).toEqual({
      fields: { amount: '24,990', termYears: '4', interest: expect.any(String), deposit: '0', residual: '0' },
      frequency: 'weekly',
    });
    expect(props.setup).toMatchObject({ carPrice: 24990, lender: { interestRate: 9.24, termMonths: 48 } });
    expect(props.setup.lender).not.toHaveProperty('disclaimer');
    expect(props.link).toEqual({
      href: expect.stringMatching(/^\/finance\?.*car_id=42.*#finance-form$/),
      label: 'Apply for Finance',
      enquiry: true,
    });
    expect(props).not.toHaveProperty('labels');
    expect(calculatorLabels(site({ provider: 'provider-d' })).fields).toEqual({
      termYears: 'Loan Term',
      interest: 'Interest Rate',
      deposit: 'Deposit / Trade-In',
      residual: 'Residual',
    });
    expect(props).not.toHaveProperty('slider');
  });

  it('away from the car page it links to the car; on /finance it has no link and starts from the default amount', () => {
    expect(financeCalculatorProps(site({ provider: 'provider-d' }), { car, linkToCar: true })?.link).toEqual({
      href: '/cars/2021-toyota-hilux-1',
      label: 'View Car',
      enquiry: false,
    });
    const finance = financeCalculatorProps(site({ provider: 'provider-d' }), { showFinanceLink: false })!;
    expect(finance).not.toHaveProperty('link');
    expect(finance.start.fields.amount).toBe('30,000');
    expect(finance.setup).not.toHaveProperty('carPrice');
  });

  it('the slider variant: the amount on a step of the slider, its ends worded', () => {
    const props = financeCalculatorProps(site({ provider: 'provider-d', calculator: { variant: 'slider' } }), { car })!;
    expect(props.slider).toEqual({ min: 1000, max: 100000, step: 500, minText: 'Min $1,000', maxText: 'Max $100,000' });
    expect(props.start.fields.amount).toBe('25000');
  });

  it('the disclaimer is shortened, with the long text only when it was cut', () => {
    const { short, full } = financeCalculatorProps(site({ provider: 'provider-d' }))!.disclaimer!;
    expect(short).toMatch(/\.\.\.$/);
    expect(full?.startsWith(short.slice(0, -3))).toBe(true);
    expect(financeCalculatorProps(site({ provider: 'provider-d', disclaimer: 'Short words.' }))?.disclaimer).toEqual({
      short: 'Short words.',
    });
  });
});

describe("the calculator opens on the car's one finance figure (issue 21)", () => {
  const lender = {
    interestRate: 7.49,
    comparisonRate: 7.96,
    paymentWeek: 148.05,
    paymentMonth: 641.06,
    deposit: 4000,
    balloon: 12000,
    termYears: 5,
    establishmentFees: 395,
  };
  const figureCar = makeCar({
    id: '7',
    price: 40000,
    year: 2025,
    status: 'in_stock',
    finance_lenders: { 'provider-b': lender },
  });
  const onSite = site({
    provider: 'provider-b',
    estimate: { rule: 'available' },
    calculator: { interest: { min: 7.5, max: 14.5 } },
  });

  it("starts on the lender's term, rate (below the site's 7.5 minimum), deposit and balloon, at the lender's payment", () => {
    const props = financeCalculatorProps(onSite, { car: figureCar })!;
    expect(props.start).toEqual({
      fields: { amount: '40,000', termYears: '5', interest: '7.49', deposit: '4000', residual: '12000' },
      frequency: 'weekly',
    });
    const view = calculatorView(
      props.setup,
      inputsFromFields(props.start.fields, 'weekly'),
      inputsFromFields(props.start.fields, 'weekly'),
    );
    expect([view.repaymentText, view.comparisonRateText, view.fromLender, view.own]).toEqual([
      '$148.05 /wk',
      '7.96% p.a.',
      true,
      false,
    ]);
  });

  it("labels the result as the shopper's own estimate once they change an input, and the lender's again when they change it back", () => {
    const props = financeCalculatorProps(onSite, { car: figureCar })!;
    const start = inputsFromFields(props.start.fields, 'weekly');
    const changed = calculatorView(
      props.setup,
      inputsFromFields({ ...props.start.fields, deposit: '8000' }, 'weekly'),
      start,
    );
    expect([changed.fromLender, changed.own]).toEqual([false, true]);
    expect(calculatorView(props.setup, inputsFromFields(props.start.fields, 'monthly'), start)).toMatchObject({
      repaymentText: '$641.06 /mo',
      fromLender: true,
      own: false,
    });
  });

  it('shows the site warning under its comparison rate, and "year" for a 1-year term', () => {
    const labels = calculatorLabels(onSite);
    expect(labels.warning).toMatch(/^WARNING: This comparison rate is true only/);
    expect([labels.year, labels.years]).toEqual(['year', 'years']);
  });
});

describe('the slider variant stands on a figure a quote brings later (issue 21 point 1)', () => {
  // A car priced off the slider's $500 grid, on a slider site that asks for quotes: no figure at build time.
  const quoteCar = makeCar({ id: '9', price: 24_990, year: 2024, status: 'in_stock', finance_lenders: {} });
  const quoting = site({ provider: 'provider-d', quote: true, calculator: { variant: 'slider' } });

  it('its steps pass through the price the quote is for, so the quoted figure sits on a stop', () => {
    const props = financeCalculatorProps(quoting, { car: quoteCar })!;
    const slider = props.slider!;
    const record = quoteAsLender({ weeklyRepaymentAmount: 131.2, advertisedRate: 8.99, comparisonRate: 9.48 }, 24_990)!;
    const figure = figureFromRecord('quote', record, 24_990, {
      frequency: 'weekly',
      establishmentFee: props.setup.establishmentFee,
      rounding: props.setup.rounding,
    })!;
    const amount = Number(fieldsFromInputs(figure.inputs, true).amount);
    expect(amount).toBe(24_990);
    expect((amount - slider.min) % slider.step, 'the quoted price is a stop of the slider').toBe(0);
    expect(amount).toBeLessThanOrEqual(slider.max);
    expect(props.start.fields.amount, 'it opens on the car price before the quote is in').toBe('24990');
    expect(slider.minText).toBe(`Min $${slider.min.toLocaleString('en-AU')}`);
  });

  it('a site that does not ask for quotes keeps the round slider', () => {
    const props = financeCalculatorProps(site({ provider: 'provider-d', calculator: { variant: 'slider' } }), {
      car: quoteCar,
    })!;
    expect(props.slider).toMatchObject({ min: 1000, max: 100000, step: 500 });
  });
});
