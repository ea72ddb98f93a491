/**
 * What the API keeps, as one interface with a SQLite and a PostgreSQL implementation sharing
 * the same SQL. A Storage is bound to one site; times are epoch milliseconds.
 */

/** An email to one recipient in one format: `email:<format>:<address>` (one outbox row each, retried on its own). */
export type EmailChannel = `email:${'readable' | 'adf-xml'}:${string}`;

/** How a lead reaches the dealer: the JSON webhook, an ADF/XML post, or an email to one recipient. */
export type OutboxChannel = 'webhook' | 'adf' | EmailChannel;

/** A lead as stored. */
export interface StoredLead {
  id: string;
  kind: string;
  parentLeadId: string | null;
  carId: string | null;
  eventId: number | null;
  payload: Record<string, unknown>;
  createdAt: number;
}

/** A lead to store, with its forwarding channels and (test drives) the slot it books. */
export interface NewLead extends StoredLead {
  idempotencyKey: string;
  /** Hash of the normalised body: the same key with another body is refused. */
  requestHash: string;
  channels: OutboxChannel[];
  booking?: { locationId: string; slotStart: number };
}

/** A known idempotency key: the same body replays its lead; another body reused the key. */
export type KeyedLeadResult = { status: 'replayed'; lead: StoredLead } | { status: 'key-reused' };

/** Outcome of storing a lead. */
export type InsertLeadResult = { status: 'created'; lead: StoredLead } | KeyedLeadResult | { status: 'slot-taken' };

/** An outbox row claimed for delivery. */
export interface OutboxItem {
  id: string;
  channel: OutboxChannel;
  attempts: number;
  lead: StoredLead;
  /** The lead's idempotency key: email Message-IDs derive from it, so a retried email is recognisably the same. */
  idempotencyKey: string;
}

/** An outbox row not delivered: failed at least once, given up on, or never tried long after it was due. */
export interface UndeliveredRow {
  outboxId: string;
  leadId: string;
  channel: OutboxChannel;
  status: 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number;
  createdAt: number;
}

/** A one-time sign-in code (hash only). */
export interface CodeRow {
  id: string;
  phone: string;
  codeHash: string;
  attempts: number;
  expiresAt: number;
  consumedAt: number | null;
}

/** A reservation. */
export interface ReservationRow {
  id: string;
  carId: string;
  status: 'active' | 'expired' | 'cancelled';
  createdAt: number;
  expiresAt: number;
  /** When the deposit was confirmed paid (by a verified provider notification); null until then. */
  paidAt: number | null;
  paidCents: number | null;
  /** The provider's reference (Stripe Checkout Session id, or test_… locally). */
  paymentRef: string | null;
  /** The lead the reservation was forwarded as; its payment follows as a child lead. */
  leadId: string | null;
}

/** A reservation to create (contact details are stored, never answered). */
export interface NewReservation {
  id: string;
  carId: string;
  idempotencyKey: string;
  name: string;
  email: string;
  phone: string;
}

/** A confirmed deposit payment. */
export interface ReservationPayment {
  ref: string;
  amountCents: number;
}

/** Outcome of recording a payment: newly paid, paid before (nothing changes), or no such reservation. */
export type MarkPaidResult = 'paid' | 'already-paid' | 'unknown';

/** A saved search (used by search alerts). */
export interface SavedSearchRow {
  id: string;
  phone: string;
  name: string;
  query: string;
  createdAt: number;
  lastCheckedAt: number | null;
}

/** Outcome of saving a search: stored, already kept (same path and filters), or refused at the cap. */
export type SaveSearchResult = 'saved' | 'exists' | 'full';

/** A message produced by a search alert. */
export interface AlertMessageRow {
  id: string;
  savedSearchId: string;
  phone: string;
  body: string;
  createdAt: number;
  sentAt: number | null;
}

/** Everything the API stores, for one site. */
export interface Storage {
  readonly dialect: 'sqlite' | 'postgres';
  /** Stores a lead and its outbox rows in one transaction; a known idempotency key replays. */
  insertLead(lead: NewLead): Promise<InsertLeadResult>;
  /** The lead stored under an idempotency key, checked against the body's hash; undefined when the key is new. */
  findLeadByKey(idempotencyKey: string, requestHash: string): Promise<KeyedLeadResult | undefined>;
  getLead(id: string): Promise<StoredLead | undefined>;
  countLeads(): Promise<number>;
  /** Claims up to `limit` due outbox rows for `lockMs` so two workers never send the same row. */
  claimDueOutbox(now: number, limit: number, lockMs: number): Promise<OutboxItem[]>;
  markDelivered(outboxId: string, now: number): Promise<void>;
  /** Records a failed attempt: retry at `nextAttemptAt`, or give up when it is null. */
  markAttemptFailed(outboxId: string, error: string, nextAttemptAt: number | null): Promise<void>;
  /**
   * Rows not delivered: those tried at least once (retrying or given up), and those never tried
   * that were due before `untriedDueBefore` (no worker has run: they would otherwise stay invisible).
   */
  listUndelivered(untriedDueBefore: number): Promise<UndeliveredRow[]>;
  /** Puts a given-up row back in the queue (after the CRM is fixed). */
  requeue(outboxId: string, now: number): Promise<boolean>;

  /** Stores a new code and retires the phone's earlier ones. */
  saveCode(code: CodeRow & { createdAt: number }): Promise<void>;
  latestCode(phone: string): Promise<CodeRow | undefined>;
  /** Counts one verification attempt and returns the new count. */
  addCodeAttempt(id: string): Promise<number>;
  /** Marks the code used; false when it was already used. */
  consumeCode(id: string, now: number): Promise<boolean>;
  createSession(tokenHash: string, phone: string, now: number, expiresAt: number): Promise<void>;
  sessionPhone(tokenHash: string, now: number): Promise<string | undefined>;
  deleteSession(tokenHash: string): Promise<void>;

  addToWatchlist(phone: string, carId: string, now: number): Promise<void>;
  removeFromWatchlist(phone: string, carId: string): Promise<void>;
  listWatchlist(phone: string): Promise<{ carId: string; savedAt: number }[]>;

  /** Counts a view of a car unless this visitor was counted for it on `day` (YYYY-MM-DD); returns the total. */
  countView(carSlug: string, visitor: string, day: string): Promise<number>;
  /** Forgets who viewed what before `day` (their views stay counted). */
  forgetViewVisitorsBefore(day: string): Promise<void>;
  bookedSlots(locationId: string, from: number, to: number): Promise<number[]>;
  saveMiscellaneous(
    id: string,
    columnName: string,
    leadId: string | null,
    payload: unknown,
    now: number,
  ): Promise<void>;

  /**
   * Creates an active reservation, with its lead and outbox rows in the same transaction when given;
   * 'taken' when the car already has one (a replayed key returns the first and writes no lead).
   */
  createReservation(
    r: NewReservation,
    now: number,
    expiresAt: number,
    lead?: NewLead,
  ): Promise<{ status: 'created' | 'replayed'; reservation: ReservationRow } | { status: 'taken' }>;
  activeReservation(carId: string, now: number): Promise<ReservationRow | undefined>;
  getReservation(id: string): Promise<ReservationRow | undefined>;
  /** The contact a reservation was made with (for forwarding its payment); never answered to a browser. */
  reservationContact(id: string): Promise<{ name: string; email: string; phone: string } | undefined>;
  /** Records the deposit as paid once, with the payment's lead and outbox rows in the same transaction. */
  markReservationPaid(id: string, payment: ReservationPayment, now: number, lead?: NewLead): Promise<MarkPaidResult>;

  /** Saves a search unless the phone keeps the same one, or already keeps `limit` (checked in the same transaction). */
  saveSearch(row: Omit<SavedSearchRow, 'lastCheckedAt'>, limit?: number): Promise<SaveSearchResult>;
  listSavedSearches(phone?: string): Promise<SavedSearchRow[]>;
  deleteSavedSearch(id: string, phone: string): Promise<boolean>;
  markSearchChecked(id: string, now: number): Promise<void>;
  addAlertMessage(row: Omit<AlertMessageRow, 'sentAt'>): Promise<void>;
  pendingAlertMessages(limit: number): Promise<AlertMessageRow[]>;
  markAlertSent(id: string, now: number): Promise<void>;
  /** Stops every alert to the phone (an unsubscribe link); idempotent. */
  turnAlertsOff(phone: string, now: number): Promise<void>;
  /** Lets alerts reach the phone again. */
  turnAlertsOn(phone: string): Promise<void>;
  /** The phones that stopped every alert. */
  phonesWithAlertsOff(): Promise<Set<string>>;

  close(): Promise<void>;
}
