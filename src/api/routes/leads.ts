/**
 * Lead submission (spec 02 §7) and the phone-reveal lead event (spec 01 §7). A lead is committed
 * with its outbox rows before the answer; the idempotency key (header or body) makes a retry
 * answer with the first lead, never a second one.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { zonedDate } from '../availability/zoned-time';
import { availableSlots } from '../availability/slots';
import { rateLimitsOf, type AppDeps } from '../deps';
import { parseWith, readJson } from '../http/body';
import { ApiError, handleError } from '../http/errors';
import { submissionKey } from '../http/idempotency';
import { knownCar } from '../http/known-car';
import {
  checkFormOrigin,
  FORM_SUCCESS_PATH,
  formErrorPage,
  formLeadBody,
  formSubmissionKey,
  readFormFields,
  refererUrl,
} from '../http/form-post';
import { rateLimit } from '../middleware/rate-limit';
import { LeadSubmissionSchema, PhoneRevealSchema, type LeadAnswer, type LeadSubmission } from '../../contracts/lead';
import { checkLeadRules, leadEventId } from '../../contracts/lead-rules';
import { MESSAGES } from '../../contracts/messages';
import type { NewLead, StoredLead } from '../storage/types';
import { checkLead } from '../../contracts/lead-validation';
import { leadChannels, PHONE_REVEAL_KIND } from '../forward/channels';

function hashOf(payload: unknown): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

/** Routes under /api/leads. */
export function leadRoutes(deps: AppDeps, now: () => number, onStored: (leadId: string) => void) {
  const limits = rateLimitsOf(deps);
  const app = new Hono();
  const log = deps.log ?? console.log;
  const jsonErrors = handleError(log);
  // A no-JS form post is answered for a browser page: every failure (the rate limit included)
  // as an HTML page naming the problems, with the way back to the form.
  app.onError((error, c) => {
    if (!c.req.path.endsWith('/leads/form')) return jsonErrors(error, c);
    if (!(error instanceof ApiError)) log(`[forecourt] POST /api/leads/form failed: ${error.stack ?? error.message}`);
    const failure = error instanceof ApiError ? error : new ApiError(500, MESSAGES.serverError);
    for (const [name, value] of Object.entries(failure.headers ?? {})) c.header(name, value);
    return c.html(formErrorPage(failure, refererUrl(c, deps.settings.allowedOrigins)?.href), failure.status);
  });
  app.use('*', rateLimit('leads', limits.leads, now));

  /** The slot a test drive books, checked against the location's free slots. */
  const booking = async (lead: LeadSubmission, at: number): Promise<NewLead['booking']> => {
    if (lead.kind !== 'test_drive' || !lead.appointment) return undefined;
    const locationId = lead.location_id ?? lead.location;
    const location = deps.settings.locations.find((l) => l.id === locationId);
    if (!location)
      throw new ApiError(400, MESSAGES.locationRequired, [{ path: 'location_id', message: MESSAGES.locationRequired }]);
    const start = Date.parse(lead.appointment);
    const date = zonedDate(start, location.timeZone);
    const booked = new Set(await deps.storage.bookedSlots(location.id, start - 86_400_000, start + 86_400_000));
    const free = availableSlots(location, date, {
      slotMinutes: deps.settings.testDrive.slotMinutes,
      notBefore: at + deps.settings.testDrive.leadTimeMinutes * 60_000,
      booked,
    });
    if (!free.some((slot) => Date.parse(slot.start) === start)) {
      const message = booked.has(start) ? MESSAGES.slotTaken : MESSAGES.slotUnavailable;
      throw new ApiError(409, message, [{ path: 'appointment', message }]);
    }
    return { locationId: location.id, slotStart: start };
  };

  /** The answer a lead gets, first time or replayed. */
  const answerFor = (lead: StoredLead): LeadAnswer => ({
    success: true,
    lead_id: lead.id,
    ...(lead.eventId !== null ? { event_id: lead.eventId } : {}),
  });

  /** The first answer when this key already stored this body; a 409 when it stored another; undefined when new. */
  const replayed = async (key: string, requestHash: string): Promise<LeadAnswer | undefined> => {
    const known = await deps.storage.findLeadByKey(key, requestHash);
    if (known?.status === 'key-reused') throw new ApiError(409, MESSAGES.idempotencyMismatch);
    return known ? answerFor(known.lead) : undefined;
  };

  const store = async (
    lead: Omit<NewLead, 'id' | 'createdAt' | 'channels' | 'requestHash'>,
    requestHash = hashOf(lead.payload),
    parent?: StoredLead,
  ): Promise<LeadAnswer> => {
    // A follow-up step goes where its first lead went (that lead's car and choices route it).
    const carId = lead.carId ?? parent?.carId;
    const channels = leadChannels(deps.settings, lead, carId ? deps.carLookup?.(carId) : undefined, parent);
    const id = randomUUID();
    const result = await deps.storage.insertLead({ ...lead, id, createdAt: now(), channels, requestHash });
    if (result.status === 'key-reused') throw new ApiError(409, MESSAGES.idempotencyMismatch);
    if (result.status === 'slot-taken')
      throw new ApiError(409, MESSAGES.slotTaken, [{ path: 'appointment', message: MESSAGES.slotTaken }]);
    if (result.status === 'created') onStored(result.lead.id);
    return answerFor(result.lead);
  };

  /**
   * Validates a lead body (schema, the site's form rules, the parent lead) and stores it once per key.
   * A resent submission is answered from its key before anything else is checked: its own booking
   * has taken the slot, and the notice window may have closed since, but the shopper's lead is stored.
   */
  const accept = async (body: unknown, key: string): Promise<LeadAnswer> => {
    const lead = parseWith(LeadSubmissionSchema, body);
    const { idempotency_key: _ignored, ...payload } = lead;
    const requestHash = hashOf(payload);
    const first = await replayed(key, requestHash);
    if (first) return first;
    const issues = checkLeadRules(lead, deps.settings.forms);
    if (issues.length > 0)
      throw new ApiError(400, issues.length === 1 && issues[0] ? issues[0].message : MESSAGES.invalidBody, issues);
    const parentLeadId = 'lead_id' in lead ? lead.lead_id : null;
    const parent = parentLeadId === null ? undefined : await deps.storage.getLead(parentLeadId);
    if (parentLeadId !== null && !parent) {
      throw new ApiError(404, MESSAGES.leadNotFound, [{ path: 'lead_id', message: MESSAGES.leadNotFound }]);
    }
    let slot: NewLead['booking'];
    try {
      slot = await booking(lead, now());
    } catch (error) {
      // The same submission may have been stored by a resend racing this one since the lookup above.
      const raced = error instanceof ApiError && error.status === 409 ? await replayed(key, requestHash) : undefined;
      if (raced) return raced;
      throw error;
    }
    return store(
      {
        idempotencyKey: key,
        kind: lead.kind,
        parentLeadId,
        carId: 'car_id' in lead ? (lead.car_id ?? null) : null,
        eventId: leadEventId(lead, deps.settings.forms) ?? null,
        payload,
        booking: slot,
      },
      requestHash,
      parent,
    );
  };

  app.post('/', async (c) => {
    const body = await readJson(c);
    return c.json(await accept(body, submissionKey(c, body)));
  });

  /** The no-JS path: a lead form posted as a form, same schema and rules, 303 to /success. */
  app.post('/form', async (c) => {
    checkFormOrigin(c, deps.settings.allowedOrigins);
    const page = refererUrl(c, deps.settings.allowedOrigins);
    const body = formLeadBody(await readFormFields(c), page, (c.req.header('user-agent') ?? '').slice(0, 500));
    // The browser engine's own check: the same schema and rules, with a sentence for every blank field.
    const check = checkLead(body, deps.settings.forms);
    if (!check.ok) throw new ApiError(400, MESSAGES.invalidBody, check.issues);
    await accept(body, formSubmissionKey(c, deps.settings.site, body, now()));
    return c.redirect(FORM_SUCCESS_PATH, 303);
  });

  app.post('/phone-reveal', async (c) => {
    const body = await readJson(c);
    const key = submissionKey(c, body);
    const { idempotency_key: _ignored, ...reveal } = parseWith(PhoneRevealSchema, body);
    // A reveal is about a car the site sells: an unknown one is neither stored nor forwarded.
    knownCar(deps, reveal.car_id);
    return c.json(
      await store({
        idempotencyKey: key,
        kind: PHONE_REVEAL_KIND,
        parentLeadId: null,
        carId: reveal.car_id,
        eventId: null,
        payload: { kind: PHONE_REVEAL_KIND, ...reveal },
      }),
    );
  });

  return app;
}
