import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../config/messages';
import { deliveryAnswerText, typedFuelFigure } from './calculators';

const t = createTranslator();
const templates = {
  result: t('delivery.result', { region: '{region}', price: '{price}' }),
  free: t('delivery.free', { region: '{region}' }),
};

describe('deliveryAnswerText', () => {
  it.each([
    [{ price: 0, region: 'Gladstone' }, 'Free delivery to Gladstone'],
    [{ price: 350, region: 'Rockhampton' }, 'Delivery to Rockhampton: $350'],
    [{ price: 1250, region: 'Far North Queensland' }, 'Delivery to Far North Queensland: $1,250'],
  ])('%o → %s', (answer, text) => {
    expect(deliveryAnswerText(answer, templates)).toBe(text);
  });
});

describe('the fuel calculator reads figures as people type them (issue 21 point 3)', () => {
  it.each([
    ['2.10', 2.1],
    ['$2.10', 2.1],
    ['$2.10/L', 2.1],
    ['2.10 per litre', 2.1],
    ['1,000', 1000],
    ['1000.00', 1000],
    ['1,000 km', 1000],
    ['300km', 300],
    ['1k', 1000],
    ['', undefined],
    ['lots', undefined],
    ['-5', undefined],
  ])('%j → %s', (typed, figure) => {
    expect(typedFuelFigure(typed)).toBe(figure);
  });
});
