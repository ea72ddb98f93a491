import { describe, expect, it } from 'vitest';
import { createTranslator, parseSiteConfig } from '../config';
import { siteWith } from '../config/testing';
import { carTypePhrase, stockNoun, stockNounSingular } from './stock-words';

const site = (patch: Record<string, unknown> = {}) =>
  parseSiteConfig(siteWith(patch), 'sites/test/site.yaml', { slug: 'test' });

describe('stock words', () => {
  it.each([
    [['cars'], 'Cars', 'Car'],
    [['caravans', 'motorcycles'], 'Vehicles', 'Vehicle'],
    [['cars', 'trucks'], 'Vehicles', 'Vehicle'],
  ])('a site selling %j says %s', (itemTypes, plural, singular) => {
    const config = site({ stock: { itemTypes } });
    expect([stockNoun(config), stockNounSingular(config)]).toEqual([plural, singular]);
  });

  it.each<[('new' | 'demo' | 'used')[], Record<string, string>, string]>([
    [['new', 'demo', 'used'], {}, 'new, demo and used'],
    [['new', 'used'], {}, 'new and used'],
    [['used'], { 'carType.used': 'Pre-Owned' }, 'pre-owned'],
    [['new', 'used'], { 'carType.used': 'Pre-Owned' }, 'new and pre-owned'],
  ])('%j reads %s', (types, labels, phrase) => {
    expect(carTypePhrase(types, createTranslator(labels))).toBe(phrase);
  });
});
