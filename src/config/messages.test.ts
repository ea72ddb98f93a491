import { describe, expect, it } from 'vitest';
import { createTranslator, DEFAULT_MESSAGES, interpolate, isMessageKey, MESSAGE_AREAS, MESSAGE_KEYS } from './messages';

describe('built-in messages carry the spec wording', () => {
  it.each([
    ['sold.tag', 'JUST SOLD'],
    ['sold.message', "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!"],
    ['sold.similarPrompt', 'Like this and want something similar?'],
    ['sold.findSimilar', 'Find Me Something Similar'],
    ['search.noResults.title', 'No Results Available'],
    [
      'search.noResults.search',
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    ],
    ['dealerComments.pending', 'Dealer comments are pending. Please check back here later.'],
    ['delivery.emptyPostcode', 'Please enter a postcode.'],
    [
      'delivery.noEstimate',
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    ],
    ['watchlist.removedTitle', 'Car Removed'],
    ['finance.bounds', 'Cannot be less than {min} or more than {max}'],
    ['finance.enquireForFinance', 'Enquire for Finance'],
    ['form.errorsHeading', 'Please fix the following errors:'],
    ['form.submitError', 'An error occurred when submitting this form'],
    ['form.unexpectedError', 'An unexpected error occured'],
    ['form.termsRequired', '* You must agree to the terms of use before submitting the form.'],
    ['postcode.invalidFourDigits', 'Invalid postcode. Please enter a 4-digit number.'],
    ['photos.defaultMessage', 'Please send photos for this car'],
    ['budget.noneForBudget', 'No {type}s found for this budget'],
    ['carType.used', 'Used'],
  ] as const)('%s', (key, text) => {
    // Sentences that name the item read as the spec's for a car (issue 21 point 10: a caravan is a caravan).
    expect(interpolate(DEFAULT_MESSAGES[key], { noun: 'car' })).toBe(text);
  });

  it('defines each key in one area only (a repeat would silently replace the other)', () => {
    const keys = MESSAGE_AREAS.flatMap((area) => Object.keys(area));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(MESSAGE_KEYS).toHaveLength(keys.length);
  });

  it('has no empty message', () => {
    expect(MESSAGE_KEYS.filter((key) => DEFAULT_MESSAGES[key].trim() === '')).toEqual([]);
  });
});

describe('interpolate fills {param} placeholders', () => {
  it.each([
    [
      'Cannot be less than {min} or more than {max}',
      { min: '$1,000', max: '$250,000' },
      'Cannot be less than $1,000 or more than $250,000',
    ],
    ['Show Me {count} {noun}', { count: 12, noun: 'cars' }, 'Show Me 12 cars'],
    [
      '{name} is now available in your {list}',
      { name: '2021 Toyota Hilux', list: 'garage' },
      '2021 Toyota Hilux is now available in your garage',
    ],
    ['{a}{a}', { a: 0 }, '00'],
    ['Missing {param} stays', {}, 'Missing {param} stays'],
    ['No placeholders', { unused: 'x' }, 'No placeholders'],
    ['{years} {years|year|years}', { years: 1 }, '1 year'],
    ['{years} {years|year|years}', { years: 5 }, '5 years'],
    ['{years} {years|year|years}', { years: 0.5 }, '0.5 years'],
    ['{count} {type}{count||s} Found', { count: 1, type: 'Car' }, '1 Car Found'],
    ['{count} {type}{count||s} Found', { count: 3, type: 'Car' }, '3 Cars Found'],
  ])('%s', (template, params, expected) => {
    expect(interpolate(template, params)).toBe(expected);
  });
});

describe('counts shown to shoppers read right at 1 (issue 21: "1 years" → "1 year")', () => {
  const t = createTranslator();
  it.each([
    ['formsUi.financeTermYears', { years: 1 }, '1 year'],
    ['formsUi.financeTermYears', { years: 7 }, '7 years'],
    ['finance.termYears', { years: 1 }, '1 year'],
    ['budget.loanTerm', { years: 1 }, 'Loan term 1 year'],
    ['budget.found', { count: 1, type: 'Caravan' }, '1 Caravan Found'],
    ['budget.found', { count: 12, type: 'Caravan' }, '12 Caravans Found'],
  ] as const)('%s %j → %s', (key, params, expected) => {
    expect(t(key, params)).toBe(expected);
  });
});

describe('counts read right for one and for many (issue 21 point 10)', () => {
  const t = createTranslator();
  it.each([
    ['reviews.count', '1,204', '1 review', '1,204 reviews'],
    ['placesUi.ratingCount', '37', '(1 review)', '(37 reviews)'],
    ['placesUi.locationsCount', '3', '1 location', '3 locations'],
    ['filter.seatsValue', '7', '1 seat', '7 seats'],
    ['filter.doorsValue', '5', '1 door', '5 doors'],
    ['vehicle.views', '12', '1 view', '12 views'],
    ['vehiclePage.depositTerms', '48', 'Held for 1 hour, 100% refundable', 'Held for 48 hours, 100% refundable'],
    ['accounts.reserve.held', '48', 'Held for 1 hour, 100% refundable', 'Held for 48 hours, 100% refundable'],
  ] as const)('%s', (key, many, oneText, manyText) => {
    const params = (n: string) => ({ count: n, hours: n });
    expect([t(key, params('1')), t(key, params(many))]).toEqual([oneText, manyText]);
  });
});

describe('createTranslator layers built-in English → site overrides', () => {
  it('uses the built-in text without overrides', () => {
    expect(createTranslator()('carType.used')).toBe('Used');
  });

  it('lets a site override wording (Used → Pre-Owned, JUST SOLD → SOLD)', () => {
    const t = createTranslator({ 'carType.used': 'Pre-Owned', 'sold.tag': 'SOLD' });
    expect([t('carType.used'), t('sold.tag'), t('carType.new')]).toEqual(['Pre-Owned', 'SOLD', 'New']);
  });

  it('lets later layers win and interpolates overridden text', () => {
    const t = createTranslator(
      { 'watchlist.savedTitle': 'Saved!' },
      { 'watchlist.savedTitle': 'Added To Your {List}' },
    );
    expect(t('watchlist.savedTitle', { List: 'Garage' })).toBe('Added To Your Garage');
  });

  it('ignores keys that are not messages', () => {
    const t = createTranslator({ 'not.a.key': 'x', constructor: 'y' });
    expect(isMessageKey('not.a.key')).toBe(false);
    expect(isMessageKey('constructor')).toBe(false);
    expect(t('sold.tag')).toBe('JUST SOLD');
  });
});

describe("the API's messages (config/messages/api.ts)", () => {
  it('take the spec sentences from the page areas, so each sentence has one home', async () => {
    const { API_MESSAGES } = await import('./messages/api');
    expect(API_MESSAGES.postcodeEmpty).toBe(DEFAULT_MESSAGES['delivery.emptyPostcode']);
    expect(API_MESSAGES.noDeliveryEstimate).toBe(DEFAULT_MESSAGES['delivery.noEstimate']);
    expect(API_MESSAGES.formFailed).toBe(DEFAULT_MESSAGES['form.submitError']);
    expect(API_MESSAGES.carAlreadyReserved).toBe(DEFAULT_MESSAGES['accounts.reserve.taken']);
  });

  it('has no empty message', async () => {
    const { API_MESSAGES } = await import('./messages/api');
    expect(Object.entries(API_MESSAGES).filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
