/**
 * Typed calls to every lead API endpoint, for the islands. Lead submissions go through the
 * outbox (idempotency key, kept across network failures); everything else is a plain call.
 */
import * as v from 'valibot';
import {
  MeAnswerSchema,
  RequestCodeAnswerSchema,
  type RequestCodeInput,
  type VerifyCodeInput,
} from '../../../contracts/auth';
import {
  LeadAnswerSchema,
  type LeadAnswer,
  type LeadSubmissionInput,
  type PhoneRevealInput,
} from '../../../contracts/lead';
import {
  AvailabilityAnswerSchema,
  DeliveryAnswerSchema,
  ReservationAnswerSchema,
  ReservationStatusSchema,
  ViewAnswerSchema,
  type MiscellaneousInput,
  type ReservationInput,
} from '../../../contracts/misc';
import { QuoteAnswerSchema, type QuoteRequestInput } from '../../../contracts/quote';
import { WatchlistAnswerSchema, type WatchlistChangeInput } from '../../../contracts/watchlist';
import { apiCall, type ApiResult } from './http';
import type { KeyValueStorage, LeadOutbox, OutboxResult } from './outbox';
import { browserHttp, createOutbox } from './page-outbox';
import { MESSAGES } from '../../../contracts/messages';
import {
  deliveryPriceApiPath,
  financeQuoteApiPath,
  leadsApiPath,
  meApiPath,
  miscellaneousApiPath,
  phoneRevealApiPath,
  removeCarApiPath,
  requestCodeApiPath,
  reservationStatusApiPath,
  reservationsApiPath,
  saveCarApiPath,
  signOutApiPath,
  testDriveAvailabilityApiPath,
  vehicleViewJsonPath,
  verifyCodeApiPath,
  watchlistApiPath,
} from '../../../paths';

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
  const post = <S extends v.GenericSchema>(path: string, body: unknown, schema: S) =>
    apiCall(http, path, { method: 'POST', body, schema });
  const get = <S extends v.GenericSchema>(path: string, schema: S) => apiCall(http, path, { schema });

  /** A lead answer checked against its schema. */
  const asLead = (result: OutboxResult): ApiResult<LeadAnswer> & { queued: boolean; key: string } => {
    if (!result.ok) return result;
    const parsed = v.safeParse(LeadAnswerSchema, result.data);
    return parsed.success
      ? { ...result, data: parsed.output }
      : {
          ok: false,
          status: result.status,
          network: false,
          message: MESSAGES.formFailed,
          fields: [],
          queued: false,
          key: result.key,
        };
  };

  return {
    outbox,
    /** Any lead form: enquiry, test drive, finance, trade-in, valuation steps, offers, general. */
    submitLead: async (lead: LeadSubmissionInput) => asLead(await outbox.submit(leadsApiPath, lead)),
    /** The phone-reveal lead event (failures are only logged by the caller). */
    revealPhone: async (reveal: PhoneRevealInput) => asLead(await outbox.submit(phoneRevealApiPath, reveal)),
    requestCode: (input: RequestCodeInput) => post(requestCodeApiPath, input, RequestCodeAnswerSchema),
    verifyCode: (input: VerifyCodeInput) => post(verifyCodeApiPath, input, MeAnswerSchema),
    me: () => get(meApiPath, MeAnswerSchema),
    signOut: () => post(signOutApiPath, {}, v.object({ success: v.literal(true) })),
    saveCar: (input: WatchlistChangeInput) => post(saveCarApiPath, input, WatchlistAnswerSchema),
    removeCar: (input: WatchlistChangeInput) => post(removeCarApiPath, input, WatchlistAnswerSchema),
    watchlist: () => get(watchlistApiPath, WatchlistAnswerSchema),
    financeQuote: (input: QuoteRequestInput) => post(financeQuoteApiPath, input, QuoteAnswerSchema),
    saveValuation: (input: MiscellaneousInput) =>
      post(miscellaneousApiPath, input, v.object({ success: v.literal(true), id: v.string() })),
    testDriveAvailability: (locationId: string, date: string) =>
      get(testDriveAvailabilityApiPath(locationId, date), AvailabilityAnswerSchema),
    deliveryPrice: (postcode: string) => get(deliveryPriceApiPath(postcode), DeliveryAnswerSchema),
    /** Counts a view; query as the spec sends it (photos_count, updated_at, website_id). */
    carView: (slug: string, query: { photos_count?: number; updated_at?: string; website_id?: string } = {}) => {
      const params = new URLSearchParams(
        Object.entries(query)
          .filter(([, value]) => value !== undefined)
          .map(([k, value]) => [k, String(value)]),
      );
      const qs = params.size > 0 ? `?${params}` : '';
      return get(`${vehicleViewJsonPath(slug)}${qs}`, ViewAnswerSchema);
    },
    reserve: (input: ReservationInput) => post(reservationsApiPath, input, ReservationAnswerSchema),
    reservationStatus: (carId: string) => get(reservationStatusApiPath(carId), ReservationStatusSchema),
  };
}

/** The client's type, for islands that take it as a prop or from context. */
export type ApiClient = ReturnType<typeof createApiClient>;
