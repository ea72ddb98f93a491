/**
 * Typed calls to every lead API endpoint, for the islands. Lead submissions go through the
 * outbox (idempotency key, kept across network failures); everything else is a plain call.
 */
import * as v from 'valibot';
import { MeAnswerSchema, RequestCodeAnswerSchema, type RequestCodeInput, type VerifyCodeInput } from '../schemas/auth';
import { LeadAnswerSchema, type LeadAnswer, type LeadSubmissionInput, type PhoneRevealInput } from '../schemas/lead';
import {
  AvailabilityAnswerSchema,
  DeliveryAnswerSchema,
  ReservationAnswerSchema,
  ReservationStatusSchema,
  ViewAnswerSchema,
  type MiscellaneousInput,
  type ReservationInput,
} from '../schemas/misc';
import { QuoteAnswerSchema, type QuoteRequestInput } from '../schemas/quote';
import { WatchlistAnswerSchema, type WatchlistChangeInput } from '../schemas/watchlist';
import { apiCall, type ApiResult } from './http';
import type { KeyValueStorage, LeadOutbox, OutboxResult } from './outbox';
import { browserHttp, createOutbox } from './page-outbox';
import { MESSAGES } from '../schemas/messages';

/** Where the client runs: real browser globals by default. */
export interface ApiClientOptions {
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  baseUrl?: string;
  newKey?: () => string;
  /** The page's shared outbox (one per page, so two scripts never drain it twice). */
  outbox?: LeadOutbox;
}

/** Builds the client. */
export function createApiClient(options: ApiClientOptions = {}) {
  const http = browserHttp(options);
  const outbox = options.outbox ?? createOutbox(http, options);
  const post = <S extends v.GenericSchema>(path: string, body: unknown, schema: S) => apiCall(http, path, { method: 'POST', body, schema });
  const get = <S extends v.GenericSchema>(path: string, schema: S) => apiCall(http, path, { schema });

  /** A lead answer checked against its schema. */
  const asLead = (result: OutboxResult): ApiResult<LeadAnswer> & { queued: boolean; key: string } => {
    if (!result.ok) return result;
    const parsed = v.safeParse(LeadAnswerSchema, result.data);
    return parsed.success ? { ...result, data: parsed.output } : { ok: false, status: result.status, network: false, message: MESSAGES.formFailed, fields: [], queued: false, key: result.key };
  };

  return {
    outbox,
    /** Any lead form: enquiry, test drive, finance, trade-in, valuation steps, offers, general. */
    submitLead: async (lead: LeadSubmissionInput) => asLead(await outbox.submit('/api/leads', lead)),
    /** The phone-reveal lead event (failures are only logged by the caller). */
    revealPhone: async (reveal: PhoneRevealInput) => asLead(await outbox.submit('/api/leads/phone-reveal', reveal)),
    requestCode: (input: RequestCodeInput) => post('/api/auth/request-code', input, RequestCodeAnswerSchema),
    verifyCode: (input: VerifyCodeInput) => post('/api/auth/verify-code', input, MeAnswerSchema),
    me: () => get('/api/auth/me', MeAnswerSchema),
    signOut: () => post('/api/auth/sign-out', {}, v.object({ success: v.literal(true) })),
    saveCar: (input: WatchlistChangeInput) => post('/api/watchlist/save-car', input, WatchlistAnswerSchema),
    removeCar: (input: WatchlistChangeInput) => post('/api/watchlist/remove-car', input, WatchlistAnswerSchema),
    watchlist: () => get('/api/watchlist', WatchlistAnswerSchema),
    financeQuote: (input: QuoteRequestInput) => post('/api/youx/quote', input, QuoteAnswerSchema),
    saveValuation: (input: MiscellaneousInput) => post('/api/miscellaneous', input, v.object({ success: v.literal(true), id: v.string() })),
    testDriveAvailability: (locationId: string, date: string) =>
      get(`/api/test-drive/availability?${new URLSearchParams({ location_id: locationId, date })}`, AvailabilityAnswerSchema),
    deliveryPrice: (postcode: string) => get(`/api/delivery/price?${new URLSearchParams({ postcode })}`, DeliveryAnswerSchema),
    /** Counts a view; query as the spec sends it (photos_count, updated_at, website_id). */
    carView: (slug: string, query: { photos_count?: number; updated_at?: string; website_id?: string } = {}) => {
      const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined).map(([k, value]) => [k, String(value)]));
      const qs = params.size > 0 ? `?${params}` : '';
      return get(`/cars/${encodeURIComponent(slug)}/view.json${qs}`, ViewAnswerSchema);
    },
    reserve: (input: ReservationInput) => post('/api/reservations', input, ReservationAnswerSchema),
    reservationStatus: (carId: string) => get(`/api/reservations/${encodeURIComponent(carId)}`, ReservationStatusSchema),
  };
}

/** The client's type, for islands that take it as a prop or from context. */
export type ApiClient = ReturnType<typeof createApiClient>;
