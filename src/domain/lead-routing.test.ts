import { describe, expect, it } from 'vitest';
import { emailRecipientsFor, routeLead, type EmailRecipient, type RoutingInput } from './lead-routing';

const site: Pick<RoutingInput, 'locations' | 'dealerships'> = {
  dealerships: [
    { id: 'd1', slug: 'toyota-toowoomba' },
    { id: 'd2', slug: 'hyundai-mg-penrith' },
  ],
  locations: [
    { id: 'l1', dealership_id: 'd1' },
    { id: 'l2a', dealership_id: 'd2' },
    { id: 'l2b', dealership_id: 'd2' },
  ],
};

describe('routeLead', () => {
  it.each([
    [
      "the car's dealership and yard",
      { car: { dealership_id: 'd2', location_id: 'l2b' } },
      { dealershipId: 'd2', locationId: 'l2b' },
    ],
    [
      "the car's dealership over the one chosen",
      { car: { dealership_id: 'd1' }, chosenDealership: 'hyundai-mg-penrith' },
      { dealershipId: 'd1' },
    ],
    [
      "a chosen yard of the car's dealership",
      { car: { dealership_id: 'd2', location_id: 'l2a' }, chosenLocationId: 'l2b' },
      { dealershipId: 'd2', locationId: 'l2b' },
    ],
    [
      "the car's yard when the chosen one is another dealership's",
      { car: { dealership_id: 'd2', location_id: 'l2a' }, chosenLocationId: 'l1' },
      { dealershipId: 'd2', locationId: 'l2a' },
    ],
    [
      'no car: the chosen yard and its dealership',
      { chosenLocationId: 'l2a' },
      { dealershipId: 'd2', locationId: 'l2a' },
    ],
    ['no car: the chosen dealership by slug', { chosenDealership: 'toyota-toowoomba' }, { dealershipId: 'd1' }],
    ['no car: the chosen dealership by id', { chosenDealership: 'd2' }, { dealershipId: 'd2' }],
    ['nothing known', { chosenDealership: 'elsewhere', chosenLocationId: 'nowhere' }, {}],
  ])('%s', (_name, input, route) => expect(routeLead({ ...site, ...input })).toEqual(route));
});

const r = (to: string, scope: Partial<EmailRecipient> = {}): EmailRecipient => ({
  to,
  format: 'readable',
  phoneReveals: false,
  ...scope,
});
const crm: EmailRecipient = { to: 'crm', format: 'adf-xml', phoneReveals: false };
const group = [
  crm,
  r('toowoomba', { dealershipId: 'd1' }),
  r('penrith-a', { dealershipId: 'd2', locationId: 'l2a' }),
  r('penrith-b', { dealershipId: 'd2', locationId: 'l2b' }),
];
const contact = { phoneReveal: false, hasContact: true };

describe('emailRecipientsFor', () => {
  it.each([
    ["a dealership's lead: the CRM and that dealership", { dealershipId: 'd1' }, ['crm', 'toowoomba']],
    ["a yard's lead: the CRM and that yard only", { dealershipId: 'd2', locationId: 'l2b' }, ['crm', 'penrith-b']],
    [
      'a dealership lead with no yard: every yard of the dealership',
      { dealershipId: 'd2' },
      ['crm', 'penrith-a', 'penrith-b'],
    ],
    [
      'a yard without an inbox: every yard of its dealership',
      { dealershipId: 'd2', locationId: 'l2-service' },
      ['crm', 'penrith-a', 'penrith-b'],
    ],
    ['no dealership known: the unscoped recipients', {}, ['crm']],
  ])('%s', (_name, route, expected) =>
    expect(emailRecipientsFor(group, route, contact).map((x) => x.to)).toEqual(expected),
  );

  it('sends a lead nobody is scoped to, with no unscoped recipient, to every recipient rather than losing it', () => {
    const scopedOnly = group.slice(1);
    expect(emailRecipientsFor(scopedOnly, { dealershipId: 'd9' }, contact).map((x) => x.to)).toEqual([
      'toowoomba',
      'penrith-a',
      'penrith-b',
    ]);
  });

  it('sends ADF only for a lead with a contact, and phone reveals only readable to who asked', () => {
    const withReveals = [
      ...group,
      r('reveals', { phoneReveals: true }),
      { ...crm, to: 'crm-reveals', phoneReveals: true },
    ];
    expect(
      emailRecipientsFor(withReveals, { dealershipId: 'd1' }, { phoneReveal: false, hasContact: false }).map(
        (x) => x.to,
      ),
    ).toEqual(['reveals', 'toowoomba']);
    expect(
      emailRecipientsFor(withReveals, { dealershipId: 'd1' }, { phoneReveal: true, hasContact: false }).map(
        (x) => x.to,
      ),
    ).toEqual(['reveals']);
    expect(emailRecipientsFor(group, { dealershipId: 'd1' }, { phoneReveal: true, hasContact: false })).toEqual([]);
    // Another dealership's reveal inbox never receives this dealership's reveals.
    const logan = [r('logan', { dealershipId: 'd2', phoneReveals: true })];
    expect(emailRecipientsFor(logan, { dealershipId: 'd1' }, { phoneReveal: true, hasContact: false })).toEqual([]);
    expect(
      emailRecipientsFor(logan, { dealershipId: 'd2' }, { phoneReveal: true, hasContact: false }).map((x) => x.to),
    ).toEqual(['logan']);
  });
});
