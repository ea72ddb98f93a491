import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './parse';
import { configProblems, siteWith, TEST_SITE_FILE } from './testing';

const FILE = TEST_SITE_FILE;

const problems = configProblems;

const group = {
  dealerships: [
    { id: 'd1', slug: 'demo-toyota', name: 'Demo Toyota' },
    { id: 'd2', slug: 'demo-kia', name: 'Demo Kia' },
  ],
  locations: [
    { id: 'l1', name: 'Brisbane', slug: 'brisbane', dealership_id: 'd1' },
    { id: 'l2', name: 'Ipswich', slug: 'ipswich', dealership_id: 'd2' },
  ],
};
const email = (recipients: unknown[]) => ({ ...group, leads: { email: recipients } });

describe('leads.email recipients', () => {
  it('accepts readable and ADF recipients, scoped by dealership or location id or slug', () => {
    const config = parseSiteConfig(
      siteWith(
        email([
          { to: 'crm@demo.example', format: 'adf-xml' },
          { to: 'toyota@demo.example', format: 'readable', dealership: 'demo-toyota', phoneReveals: true },
          { to: 'ipswich@demo.example', format: 'readable', location: 'l2' },
        ]),
      ),
      FILE,
    );
    expect(config.leads.email).toEqual([
      { to: 'crm@demo.example', format: 'adf-xml', phoneReveals: false },
      { to: 'toyota@demo.example', format: 'readable', dealership: 'demo-toyota', phoneReveals: true },
      { to: 'ipswich@demo.example', format: 'readable', location: 'l2', phoneReveals: false },
    ]);
  });

  it.each<[string, unknown[], string]>([
    [
      'an address that is not one',
      [{ to: 'sales at demo', format: 'readable' }],
      `${FILE} leads.email[0].to: found "sales at demo"; must be an email address such as sales@dealer.com.au`,
    ],
    [
      'an unknown format',
      [{ to: 'a@demo.example', format: 'pdf' }],
      `${FILE} leads.email[0].format: found "pdf"; use one of "readable", "adf-xml"`,
    ],
    [
      'an unknown dealership',
      [{ to: 'a@demo.example', format: 'readable', dealership: 'demo-ford' }],
      `${FILE} leads.email[0].dealership: found "demo-ford", but no dealership has that id or slug; use one of "demo-toyota", "demo-kia"`,
    ],
    [
      'an unknown location',
      [{ to: 'a@demo.example', format: 'readable', location: 'toowoomba' }],
      `${FILE} leads.email[0].location: found "toowoomba", but no location has that id or slug; use one of "brisbane", "ipswich"`,
    ],
    [
      'a location of another dealership',
      [{ to: 'a@demo.example', format: 'readable', dealership: 'd1', location: 'ipswich' }],
      `${FILE} leads.email[0].location: is "ipswich", a location of dealership "d2", not of "demo-toyota"; remove one of dealership and location (a location already implies its dealership)`,
    ],
    [
      'phone reveals in ADF',
      [{ to: 'a@demo.example', format: 'adf-xml', phoneReveals: true }],
      `${FILE} leads.email[0].phoneReveals: is true with format adf-xml, but ADF needs the shopper's contact and a phone reveal has none; use format: readable for phone reveals`,
    ],
  ])('names file and field for %s', (_name, recipients, message) => {
    expect(problems(email(recipients))).toEqual([message]);
  });
});
