import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../config';
import { siteWith } from '../config/testing';
import { apiSettingsFor } from './api-settings';
import { leadFormRules } from './form-rules';

const places = {
  dealerships: [
    { id: 'd1', slug: 'north-motors', name: 'North Motors' },
    { id: 'd2', slug: 'south-motors', name: 'South Motors' },
  ],
  locations: [
    { id: 'l1', name: 'North', slug: 'north', dealership_id: 'd1' },
    { id: 'l2', name: 'South', slug: 'south', dealership_id: 'd2' },
  ],
};
const config = (patch: Record<string, unknown>) =>
  parseSiteConfig(siteWith(patch), 'sites/test/site.yaml', { slug: 'test' });

describe('lead form rules from the site config (spec 02 §5 Forms)', () => {
  it('a minimal site: comments required, no terms box, no location or dealership to choose', () => {
    expect(leadFormRules(config({}))).toEqual({
      messageRequired: true,
      termsRequired: false,
      locationRequired: 'never',
      dealershipSlugs: [],
      dealershipSelectHidden: false,
      categoryEventIds: { 'General Enquiry': 22 },
      locationDealerships: {},
    });
  });

  it.each([
    ['a terms box: ticking it is required', { forms: { terms: { href: '/terms-of-use/' } } }, { termsRequired: true }],
    ['a terms box that may be left unticked', { forms: { terms: { required: false } } }, { termsRequired: false }],
    ['comments optional on this site', { forms: { messageRequired: false } }, { messageRequired: false }],
    [
      'a location required where there is none to choose is never required',
      { forms: { locationRequired: 'always' } },
      { locationRequired: 'never' },
    ],
    [
      'a location required with sales locations to choose from',
      { ...places, forms: { locationRequired: 'new-cars' } },
      { locationRequired: 'new-cars' },
    ],
    ['each location names its dealership', places, { locationDealerships: { l1: 'north-motors', l2: 'south-motors' } }],
    [
      'the dealership select hidden',
      { ...places, forms: { preferredDealership: 'hidden' } },
      { dealershipSelectHidden: true },
    ],
    [
      'categories with their event ids',
      { forms: { categories: [{ name: 'Service', eventId: 31 }] } },
      { categoryEventIds: { Service: 31 } },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(leadFormRules(config(patch))).toMatchObject(expected);
  });

  it('are exactly what the lead API enforces', () => {
    const site = config({ ...places, forms: { locationRequired: 'always', messageRequired: false } });
    expect(apiSettingsFor(site, {}).forms).toEqual(leadFormRules(site));
  });
});
