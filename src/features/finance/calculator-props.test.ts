import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../config/messages';
import { parseSiteConfig } from '../../config/parse';
import { siteWith } from '../../config/testing';
import { makeCar } from '../../domain/car.fixture';
import { financeCalculatorProps } from './calculator-props';

const site = (finance: Record<string, unknown>) => ({ t: createTranslator(), config: parseSiteConfig(siteWith({ finance }), 'sites/demo/site.yaml') });
const car = makeCar({ id: '42', price: 24990, car_type: 'used', finance_lenders: { 'provider-d': { interestRate: 9.24, termMonths: 48, disclaimer: 'Not for the calculator.' } } });

describe('finance calculator props', () => {
  it('none without a finance provider', () => {
    expect(financeCalculatorProps(site({}))).toBeUndefined();
  });

  it("on a vehicle page: starts from the car's price and the lender's term, and Apply for Finance asks the enquiry modal", () => {
    const props = financeCalculatorProps(site({ provider: 'provider-d' }), { car, idPrefix: 'vehicle-finance', enquiryModal: true })!;
    expect(props.idPrefix).toBe('vehicle-finance');
    expect(props.start).toEqual({ fields: { amount: '24,990', termYears: '4', interest: expect.any(String), deposit: '0', residual: '0' }, frequency: 'weekly' });
    expect(props.setup).toMatchObject({ carPrice: 24990, lender: { interestRate: 9.24, termMonths: 48 } });
    expect(props.setup.lender).not.toHaveProperty('disclaimer');
    expect(props.link).toEqual({ href: expect.stringMatching(/^\/finance\?.*car_id=42.*#finance-form$/), label: 'Apply for Finance', enquiry: true });
    expect(props.labels.fields).toEqual({ termYears: 'Loan Term', interest: 'Interest Rate', deposit: 'Deposit / Trade-In', residual: 'Residual' });
    expect(props).not.toHaveProperty('slider');
  });

  it('away from the car page it links to the car; on /finance it has no link and starts from the default amount', () => {
    expect(financeCalculatorProps(site({ provider: 'provider-d' }), { car, linkToCar: true })?.link).toEqual({ href: '/cars/2021-toyota-hilux-1', label: 'View Car', enquiry: false });
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
    expect(financeCalculatorProps(site({ provider: 'provider-d', disclaimer: 'Short words.' }))?.disclaimer).toEqual({ short: 'Short words.' });
  });
});
