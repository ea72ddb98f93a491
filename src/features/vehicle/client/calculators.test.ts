import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../config/messages';
import { deliveryAnswerText } from './calculators';

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
