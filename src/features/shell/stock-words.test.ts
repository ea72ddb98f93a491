import { describe, expect, it } from 'vitest';
import { createTranslator, parseSiteConfig } from '../../config';
import { siteWith } from '../../config/testing';
import { carTypePhrase, stockNoun, stockNounSingular } from './stock-words';

const site = (patch: Record<string, unknown> = {}) => parseSiteConfig(siteWith(patch), 'sites/test/site.yaml', { slug: 'test' });

describe('stock words', () => {
  it.each([
    [['cars'], 'Cars', 'Car'],
    [['caravans', 'motorcycles'], 'Vehicles', 'Vehicle'],
    [['cars', 'trucks'], 'Vehicles', 'Vehicle'],
  ])('a site selling %j says %s', (itemTypes, plural, singular) => {
    const config = site({ stock: { itemTypes } });
    expect([stockNoun(config), stockNounSingular(config)]).toEqual([plural, singular]);
  });

  it.each<[('new' | 'demo' | 'used')[], 'and' | 'or', boolean, Record<string, string>, string]>([
    [['new', 'demo', 'used'], 'or', true, {}, 'New, demo or used'],
    [['new', 'demo', 'used'], 'and', false, {}, 'new, demo and used'],
    [['new', 'used'], 'or', true, {}, 'New or used'],
    [['used'], 'and', false, { 'carType.used': 'Pre-Owned' }, 'pre-owned'],
    [['new', 'used'], 'or', true, { 'carType.used': 'Pre-Owned' }, 'New or pre-owned'],
  ])('%j joined with %s reads %s', (types, join, start, labels, phrase) => {
    expect(carTypePhrase(types, createTranslator(labels), join, start)).toBe(phrase);
  });
});
