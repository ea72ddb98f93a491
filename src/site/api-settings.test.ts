import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../config';
import { apiSettingsFor, forwardingWarnings } from './api-settings';

const places = {
  dealerships: [{ id: 'd1', slug: 'test-motors', name: 'Test Motors' }],
  locations: [
    { id: 'l1', name: 'South', slug: 'south', dealership_id: 'd1' },
    { id: 'l2', name: 'North', slug: 'north', dealership_id: 'd1' },
  ],
};
const config = (leads: Record<string, unknown>) =>
  parseSiteConfig(
    { name: 'Test Motors', legalName: 'Test Motors Pty Ltd', feed: { source: 'feed.json' }, leads, ...places },
    'sites/test/site.yaml',
    { slug: 'test' },
  );

describe('CRM forwarding settings from the site config', () => {
  it.each([
    ['nothing configured', {}, {}, {}],
    [
      'a webhook with its secret from the environment',
      { webhook: { url: 'https://crm.test/hook', secretEnv: 'CRM_SECRET' } },
      { CRM_SECRET: 's3cret' },
      { webhookUrl: 'https://crm.test/hook', secret: 's3cret', adfVendorName: 'Test Motors Pty Ltd' },
    ],
    [
      'a webhook whose secret variable is unset',
      { webhook: { url: 'https://crm.test/hook', secretEnv: 'CRM_SECRET' } },
      {},
      { webhookUrl: 'https://crm.test/hook', adfVendorName: 'Test Motors Pty Ltd' },
    ],
    [
      'ADF by HTTP with its own vendor name',
      { adf: { url: 'https://crm.test/adf', vendorName: 'Test Motors Toyota' } },
      {},
      { adfUrl: 'https://crm.test/adf', adfVendorName: 'Test Motors Toyota' },
    ],
    [
      'email recipients, their dealership or location resolved to ids',
      {
        email: [
          { to: 'crm@test.example', format: 'adf-xml' },
          { to: 'sales@test.example', format: 'readable', dealership: 'test-motors', phoneReveals: true },
          { to: 'yard@test.example', format: 'readable', location: 'north' },
        ],
      },
      {},
      {
        adfVendorName: 'Test Motors Pty Ltd',
        email: [
          { to: 'crm@test.example', format: 'adf-xml', phoneReveals: false },
          { to: 'sales@test.example', format: 'readable', phoneReveals: true, dealershipId: 'd1' },
          { to: 'yard@test.example', format: 'readable', phoneReveals: false, dealershipId: 'd1', locationId: 'l2' },
        ],
      },
    ],
  ])('%s', (_name, leads, env, crm) => {
    expect(apiSettingsFor(config(leads), env).crm).toEqual(crm);
  });
});

describe('forwarding warnings', () => {
  it('warns when a site forwards its leads to no one at all, and says what to set', () => {
    const nowhere =
      /^leads\.email, leads\.webhook and leads\.adf are all unset: .*reach no one.*Add an email recipient.*scripts\/leads\.ts undelivered --site test/;
    expect(forwardingWarnings(config({}))).toEqual([expect.stringMatching(nowhere)]);
    expect(forwardingWarnings(config({ email: [] }))).toEqual([expect.stringMatching(nowhere)]);
    expect(forwardingWarnings(config({ email: [{ to: 'leads@crm.test', format: 'adf-xml' }] }))).toEqual([]);
    expect(forwardingWarnings(config({ webhook: { url: 'https://crm.test/hook' } }))).toEqual([]);
    expect(forwardingWarnings(config({ adf: { url: 'https://crm.test/adf' } }))).toEqual([]);
  });
});

describe('reserve and wording settings from the site config', () => {
  const site = (extra: Record<string, unknown>) =>
    parseSiteConfig({ name: 'Test Motors', feed: { source: 'feed.json' }, ...extra }, 'sites/test/site.yaml', {
      slug: 'test',
    });

  it("carries the site's deposit text (what the API charges) and hold hours, and its labels", () => {
    const settings = apiSettingsFor(
      site({
        features: { reserve: { depositText: '$500 to reserve', holdHours: 24 } },
        labels: { 'vehiclePage.autogauge.none': 'No check' },
      }),
      {},
    );
    expect(settings).toMatchObject({
      reserveDepositText: '$500 to reserve',
      reservationHoldHours: 24,
      labels: { 'vehiclePage.autogauge.none': 'No check' },
    });
  });

  it('charges no deposit on a site without reserve', () => {
    expect(apiSettingsFor(site({ features: { reserve: false } }), {}).reserveDepositText).toBe('');
  });
});

describe('form rules from the site config (spec 02 §5)', () => {
  const location = (id: string, dealership: string, manufacturers: string[], location_type = 'sales') => ({
    id,
    name: `Location ${id}`,
    slug: `location-${id}`,
    dealership_id: dealership,
    location_type,
    manufacturers,
    address: { street: '1 Test St', city: 'Brisbane', state: 'QLD', postcode: '4000' },
    contact_detail: { phone: '+61730001000', opening_hours: [] },
  });
  const site = (
    forms: Record<string, unknown>,
    locations = [location('1', 'd1', ['Toyota']), location('2', 'd2', ['Mazda'])],
  ) =>
    parseSiteConfig(
      {
        name: 'Test Motors',
        feed: { source: 'feed.json' },
        dealerships: [
          { id: 'd1', slug: 'north', name: 'North' },
          { id: 'd2', slug: 'south', name: 'South' },
        ],
        locations,
        forms,
      },
      'sites/test/site.yaml',
      { slug: 'test' },
    );

  it('requires a preferred dealership only from what the select offers after the selector filter', () => {
    expect(apiSettingsFor(site({}), {}).forms.dealershipSlugs).toEqual(['north', 'south']);
    // One left: the select is not shown, so nothing is required of it.
    expect(apiSettingsFor(site({ dealershipSelector: { makes: ['Toyota'] } }), {}).forms.dealershipSlugs).toEqual([
      'north',
    ]);
  });

  it("carries each general category's event id", () => {
    const settings = apiSettingsFor(
      site({ categories: [{ name: 'General Enquiry' }, { name: 'Careers', eventId: 51 }] }),
      {},
    );
    expect(settings.forms.categoryEventIds).toEqual({ 'General Enquiry': 22, Careers: 51 });
  });

  it('requires no location where the site has no sales location to choose', () => {
    expect(apiSettingsFor(site({ locationRequired: 'always' }), {}).forms.locationRequired).toBe('always');
    expect(
      apiSettingsFor(site({ locationRequired: 'always' }, [location('9', 'd1', [], 'service')]), {}).forms
        .locationRequired,
    ).toBe('never');
  });

  it("gives each sales location its own time zone (its state's, or its own setting), phone and address for ADF", () => {
    const penrith = {
      ...location('1', 'd1', ['Toyota']),
      address: { street: '1 Mulgoa Rd', city: 'Penrith', state: 'NSW', postcode: '2750' },
      contact_detail: { phone: '02 4700 0000', opening_hours: [] },
    };
    const perth = { ...location('2', 'd2', ['Mazda']), address: { state: 'WA' } };
    const hill = { ...location('3', 'd2', ['Mazda']), address: { state: 'NSW' }, timeZone: 'Australia/Broken_Hill' };
    const nowhere = { ...location('4', 'd1', []), address: {} };
    const settings = apiSettingsFor(site({}, [penrith, perth, hill, nowhere] as never), {});
    // The site's own zone is the default Brisbane: only the location without a state follows it.
    expect(settings.locations.map((l) => [l.id, l.timeZone])).toEqual([
      ['1', 'Australia/Sydney'],
      ['2', 'Australia/Perth'],
      ['3', 'Australia/Broken_Hill'],
      ['4', 'Australia/Brisbane'],
    ]);
    expect(settings.locations[0]).toMatchObject({
      phone: '02 4700 0000',
      address: { street: '1 Mulgoa Rd', city: 'Penrith', state: 'NSW', postcode: '2750' },
    });
  });
});
