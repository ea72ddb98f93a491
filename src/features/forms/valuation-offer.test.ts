import { describe, expect, it } from 'vitest';
import { offerCarName, offerView, type OfferTexts } from './valuation-offer';

const texts: OfferTexts = {
  range: 'We can offer {low} to {high} for your {car}.',
  call: 'Our team will call you with an offer for your {car} by the end of {day}.',
  yourCar: 'car',
};
const brisbane = {
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    status: weekday === 0 ? 'Closed' : 'Open',
    open: '08:30',
    close: '17:00',
  })),
  timeZone: 'Australia/Brisbane',
  holidays: [],
};
/** Saturday 28 November 2026, 1 pm in Brisbane. */
const saturday = new Date('2026-11-28T03:00:00Z');

describe('the valuation offer step (issue 21)', () => {
  it("shows the provider's range, in dollars, to accept", () => {
    const view = offerView(
      { answers: {}, rego: 'ABC123', regoState: 'qld', kms: 54000, range: { low: 18250, high: 20500 } },
      texts,
      brisbane,
      saturday,
    );
    expect(view).toEqual({ kind: 'range', text: 'We can offer $18,250 to $20,500 for your ABC123 (QLD), 54,000 kms.' });
  });

  it('without a range, says the team will call, by the end of the next open day (Sunday closed: Monday)', () => {
    const view = offerView({ answers: {}, rego: 'ABC123' }, texts, brisbane, saturday);
    expect(view).toEqual({
      kind: 'call',
      text: 'Our team will call you with an offer for your ABC123 by the end of Monday 30 November.',
    });
  });

  it('never leaves the day out, even for a dealership shown as never open', () => {
    const closed = {
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: 'Closed' })),
      timeZone: 'Australia/Brisbane',
      holidays: [],
    };
    expect(offerView({ answers: {} }, texts, closed, saturday).text).toBe(
      'Our team will call you with an offer for your car by the end of Monday 30 November.',
    );
  });

  it('skips the dealership holiday closures: Christmas Eve afternoon promises Monday 28 December, not Christmas or Boxing Day', () => {
    const christmas = {
      ...brisbane,
      holidays: [
        { date: '2026-12-25', closed: true },
        { date: '2026-12-26', closed: true },
      ],
    };
    // Thursday 24 December 2026, 3 pm in Brisbane; Sunday 27th is closed every week.
    expect(offerView({ answers: {} }, texts, christmas, new Date('2026-12-24T05:00:00Z')).text).toBe(
      'Our team will call you with an offer for your car by the end of Monday 28 December.',
    );
  });

  it.each([
    [{ rego: 'ABC123', regoState: 'nsw', kms: 120000 }, 'ABC123 (NSW), 120,000 kms'],
    [{ kms: 8000 }, '8,000 kms'],
    [{}, 'car'],
  ])('names the car %o as %s', (state, name) => expect(offerCarName(state, 'car')).toBe(name));
});
