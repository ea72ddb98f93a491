import { describe, expect, it } from 'vitest';
import { testSettings, TEST_CARS } from '../testing/harness';
import { leadToAdf } from './adf';
import { reservationLead, reservationPaidLead } from './reservation-leads';

const settings = testSettings('rl');
const car = TEST_CARS[0]!;
const reservation = {
  id: 'r-1',
  carId: car.id,
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '+61412345678',
  expiresAt: Date.parse('2026-11-25T02:00:00Z'),
};

describe('reservation leads', () => {
  it('forwards a reservation to the webhook and as ADF, with the car and the deposit to pay', () => {
    const lead = reservationLead(settings, reservation, car, 20000, 0);
    expect(lead).toMatchObject({
      kind: 'reservation',
      parentLeadId: null,
      carId: 'car-1',
      channels: ['webhook', 'adf'],
      idempotencyKey: 'reservation-r-1',
    });
    expect(lead.payload.message).toBe(
      'Reserved online (2021 Mazda CX-5); held until 2026-11-25T02:00:00.000Z. Deposit $200.00 to be paid online.',
    );
    const adf = leadToAdf({ ...lead }, { vendorName: 'Sunshine Motors', siteName: 'rl' });
    expect(adf).toContain('<make>Mazda</make><model>CX-5</model>');
    expect(adf).toContain('<email>sam@example.com</email>');
    expect(adf).toContain('Forecourt reservation lead');
  });

  it('forwards the confirmed deposit as a child of the reservation lead', () => {
    const paid = reservationPaidLead(
      settings,
      { ...reservation, leadId: 'lead-1' },
      reservation,
      car,
      { ref: 'cs_live_1', amountCents: 50000, test: false },
      0,
    );
    expect(paid).toMatchObject({
      kind: 'reservation_paid',
      parentLeadId: 'lead-1',
      channels: ['webhook', 'adf'],
      payload: { paid_cents: 50000, payment_ref: 'cs_live_1', test_payment: false },
    });
    expect(paid.payload.message).toBe('Deposit of $500.00 paid online; payment cs_live_1.');
  });

  it("writes the hold's end in the time zone of the location holding the car", () => {
    const perth = testSettings('rl', {
      locations: [{ id: 'loc-per', name: 'Perth', timeZone: 'Australia/Perth', openingHours: [], specialHours: [] }],
    });
    const lead = reservationLead(perth, reservation, { ...car, location_id: 'loc-per' }, undefined, 0);
    expect(lead.payload.message).toBe(
      'Reserved online (2021 Mazda CX-5); held until Wed 25 Nov 2026, 10:00 am (Australia/Perth).',
    );
    expect(lead.payload.held_until).toBe('2026-11-25T10:00:00+08:00');
  });

  it('sends only to the channels the site has', () => {
    const hookOnly = testSettings('rl', { crm: { webhookUrl: 'https://crm.example/hook' } });
    expect(reservationLead(hookOnly, reservation, car, undefined, 0).channels).toEqual(['webhook']);
    expect(reservationLead(testSettings('rl', { crm: {} }), reservation, car, undefined, 0).channels).toEqual([]);
  });
});
