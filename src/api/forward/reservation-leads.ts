/**
 * Reservations and their deposits reach the dealer's CRM as leads through the same outbox
 * (retries, backoff, undelivered list): `reservation` when a car is held, then `reservation_paid`
 * (a child of it) once the provider confirms the deposit. Both carry the contact, so ADF gets them too.
 */
import { randomUUID } from 'node:crypto';
import { formatAudCents } from '../../domain/money';
import type { ApiCar } from '../deps';
import type { ApiSiteSettings } from '../../site/api-site-settings';
import type { NewLead, ReservationPayment } from '../storage/types';
import { leadChannels } from './channels';
import { isoAt, localTime } from './lead-time';

/** Lead kinds of the reserve flow. */
export const RESERVATION_LEAD_KIND = 'reservation';
export const RESERVATION_PAID_LEAD_KIND = 'reservation_paid';

const dollars = (cents: number) => formatAudCents(cents / 100);

function carFields(car: ApiCar | undefined): Record<string, unknown> {
  if (!car) return {};
  return {
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    ...(car.stocknum !== undefined ? { stock_number: car.stocknum } : {}),
    ...(car.year !== undefined ? { year: car.year } : {}),
  };
}

/** The lead for a new reservation (its id and idempotency key follow the reservation's). */
export function reservationLead(
  settings: ApiSiteSettings,
  reservation: { id: string; carId: string; name: string; email: string; phone: string; expiresAt: number },
  car: ApiCar | undefined,
  depositCents: number | undefined,
  now: number,
): NewLead {
  // Written in the time zone of the location holding the car, where the shopper will collect it.
  const zone = settings.locations.find((l) => l.id === car?.location_id)?.timeZone;
  const until = zone
    ? localTime(new Date(reservation.expiresAt).toISOString(), zone)
    : new Date(reservation.expiresAt).toISOString();
  const lead: Omit<NewLead, 'channels'> = {
    id: randomUUID(),
    idempotencyKey: `reservation-${reservation.id}`,
    requestHash: `reservation-${reservation.id}`,
    kind: RESERVATION_LEAD_KIND,
    parentLeadId: null,
    carId: reservation.carId,
    eventId: null,
    createdAt: now,
    payload: {
      name: reservation.name,
      email: reservation.email,
      phone: reservation.phone,
      reservation_id: reservation.id,
      held_until: isoAt(reservation.expiresAt, zone),
      ...(depositCents !== undefined ? { deposit_cents: depositCents } : {}),
      ...carFields(car),
      message: `Reserved online${car ? ` (${car.name})` : ''}; held until ${until}.${depositCents !== undefined ? ` Deposit ${dollars(depositCents)} to be paid online.` : ''}`,
    },
  };
  return { ...lead, channels: leadChannels(settings, lead, car) };
}

/** The lead for a confirmed deposit: a child of the reservation's lead. */
export function reservationPaidLead(
  settings: ApiSiteSettings,
  reservation: { id: string; carId: string; leadId: string | null; expiresAt: number },
  contact: { name: string; email: string; phone: string } | undefined,
  car: ApiCar | undefined,
  payment: ReservationPayment & { test: boolean },
  now: number,
): NewLead {
  const lead: Omit<NewLead, 'channels'> = {
    id: randomUUID(),
    idempotencyKey: `reservation-paid-${reservation.id}`,
    requestHash: `reservation-paid-${reservation.id}`,
    kind: RESERVATION_PAID_LEAD_KIND,
    parentLeadId: reservation.leadId,
    carId: reservation.carId,
    eventId: null,
    createdAt: now,
    payload: {
      ...(contact ?? {}),
      reservation_id: reservation.id,
      paid_cents: payment.amountCents,
      payment_ref: payment.ref,
      test_payment: payment.test,
      held_until: isoAt(reservation.expiresAt, settings.locations.find((l) => l.id === car?.location_id)?.timeZone),
      ...carFields(car),
      message: `Deposit of ${dollars(payment.amountCents)} paid online${payment.test ? ' (TEST: no money taken)' : ''}; payment ${payment.ref}.`,
    },
  };
  return { ...lead, channels: leadChannels(settings, lead, car) };
}
