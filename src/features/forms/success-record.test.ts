import { describe, expect, it } from 'vitest';
import { leadPlace, parseEnquiryCar, parseSuccessRecord, successContact, summaryRows } from './success-record';

describe('success record', () => {
  it('lists the filled fields the form shows, with select labels', () => {
    const rows = summaryRows(
      [
        { name: 'name', label: 'First Name' },
        { name: 'last_name', label: 'Last Name' },
        { name: 'location_id', label: 'Location' },
        { name: 'kms', label: 'Kilometres' },
      ],
      { name: ' Ann ', last_name: '', location_id: '101', kms: 45000 },
      (name, value) => (name === 'location_id' ? 'Sales' : value),
    );
    expect(rows).toEqual([
      { label: 'First Name', value: 'Ann' },
      { label: 'Location', value: 'Sales' },
      { label: 'Kilometres', value: '45000' },
    ]);
  });

  it('reads back a stored record and drops anything malformed', () => {
    const record = {
      kind: 'enquiry',
      lead_id: 'l1',
      sentAt: 1,
      heading: 'Vehicle enquiry',
      rows: [{ label: 'Name', value: 'Ann' }],
      car: { id: '1001', title: '2025 Toyota HiLux' },
    };
    expect(parseSuccessRecord(JSON.stringify(record))).toEqual(record);
    expect(parseSuccessRecord(JSON.stringify({ ...record, rows: 'x' }))).toBeUndefined();
    expect(parseSuccessRecord('nope')).toBeUndefined();
    expect(parseEnquiryCar(JSON.stringify({ id: '1001', title: 'HiLux' }))).toEqual({ id: '1001', title: 'HiLux' });
    expect(parseEnquiryCar(JSON.stringify({ title: 'HiLux' }))).toBeUndefined();
  });
});

describe('the phone /success shows (issue 20)', () => {
  const contacts = {
    locations: { '7141': 'Penrith yard' },
    dealerships: { penrith: 'Penrith dealership', ipswich: 'Ipswich dealership' },
  };
  it.each([
    ['the location that holds the car', { location_id: '7141', dealership_slug: 'penrith' }, 'Penrith yard'],
    ['the chosen dealership, without a location', { dealership_slug: 'ipswich' }, 'Ipswich dealership'],
    ['an unknown location: its dealership', { location_id: 'nope', dealership_slug: 'penrith' }, 'Penrith dealership'],
    ["no record: the site's", undefined, 'site'],
  ])('%s', (_label, record, expected) => {
    expect(successContact(record, contacts, 'site')).toBe(expected);
  });

  it('the lead’s place comes from the values it was sent with (a car’s own location, or the choice)', () => {
    expect(leadPlace({ location_id: '7141', dealership_slug: 'penrith', name: 'Al' })).toEqual({
      location_id: '7141',
      dealership_slug: 'penrith',
    });
    expect(leadPlace({ location: '7122' })).toEqual({ location_id: '7122' });
    expect(leadPlace({ location_id: '  ' })).toEqual({});
  });
});
