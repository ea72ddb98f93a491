/**
 * Reserve online: `POST /api/reservations` holds a car for 48 hours (spec 01 §9); a car holds
 * one active reservation, so of two at once one wins and the other gets a clear 409.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { isAvailable } from '../../domain/car';
import { reserveDeposit } from '../../domain/reserve';
import { reservationLead } from '../forward/reservation-leads';
import { rateLimitsOf, type AppDeps } from '../deps';
import { jsonBody, parseWith } from '../http/body';
import { ApiError } from '../http/errors';
import { knownCar } from '../http/known-car';
import { submissionKey } from '../http/idempotency';
import { rateLimit } from '../middleware/rate-limit';
import { id } from '../../contracts/fields';
import { MESSAGES } from '../../contracts/messages';
import { ReservationSchema, type ReservationAnswer, type ReservationStatus } from '../../contracts/misc';

/** Routes under /api/reservations. A new reservation is forwarded to the CRM as a lead (`onStored` starts the local worker). */
export function reservationRoutes(
  deps: AppDeps,
  now: () => number,
  onStored: (leadId: string) => void = () => undefined,
) {
  const limits = rateLimitsOf(deps);
  const app = new Hono();

  app.post('/', rateLimit('reservations', limits.leads, now), async (c) => {
    const body = await jsonBody(c, ReservationSchema);
    const car = knownCar(deps, body.car_id);
    if (car && (!isAvailable(car) || car.reserved)) throw new ApiError(409, MESSAGES.carNotReservable);
    const at = now();
    const key = submissionKey(c, body);
    const reservation = {
      id: randomUUID(),
      carId: body.car_id,
      idempotencyKey: key,
      name: body.name,
      email: body.email,
      phone: body.phone,
    };
    const expiresAt = at + deps.settings.reservationHoldHours * 3_600_000;
    const deposit = car ? reserveDeposit(car, { depositText: deps.settings.reserveDepositText }) : undefined;
    const lead = reservationLead(deps.settings, { ...reservation, expiresAt }, car, deposit?.amountCents, at);
    const result = await deps.storage.createReservation(reservation, at, expiresAt, lead);
    if (result.status === 'taken') throw new ApiError(409, MESSAGES.carAlreadyReserved);
    if (result.status === 'created') onStored(lead.id);
    const r = result.reservation;
    const answer: ReservationAnswer = {
      reservation_id: r.id,
      car_id: r.carId,
      status: r.status,
      expires_at: new Date(r.expiresAt).toISOString(),
    };
    return c.json(answer, result.status === 'created' ? 201 : 200);
  });

  app.get('/:carId', async (c) => {
    const carId = parseWith(id, c.req.param('carId'), 'carId');
    const active = await deps.storage.activeReservation(carId, now());
    const answer: ReservationStatus = {
      car_id: carId,
      reserved: active !== undefined,
      expires_at: active ? new Date(active.expiresAt).toISOString() : null,
    };
    return c.json(answer);
  });

  return app;
}
