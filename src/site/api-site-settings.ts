/**
 * What the lead API needs to know about one dealer site. The site config (src/config/) is mapped
 * onto this by the server start-up code; the API never reads config files itself.
 */
import type { EmailRecipient } from '../domain/lead-routing';
import { DEFAULT_RESERVE_DEPOSIT_TEXT } from '../domain/reserve';
import type { LeadFormRules } from './form-rules';

/** Weekly opening hours of a location: weekday 0 (Sunday) to 6 (Saturday), "HH:mm" local time. */
export interface OpeningHoursEntry {
  weekday: number;
  open: string;
  close: string;
}

/** A special (holiday) day: closed, or open with other hours. `date` is YYYY-MM-DD local. */
export interface SpecialHoursEntry {
  date: string;
  status: 'Open' | 'Closed';
  open?: string;
  close?: string;
}

/** A sales location: takes test drives and leads. */
export interface ApiLocation {
  id: string;
  name: string;
  dealership_id?: string;
  /** IANA time zone of the location, e.g. Australia/Brisbane (from its state, or set in site.yaml). */
  timeZone: string;
  /** Phone shown to shoppers; the ADF vendor contact. */
  phone?: string;
  /** Street address; the ADF vendor address. */
  address?: { street?: string; city?: string; state?: string; postcode?: string };
  openingHours: OpeningHoursEntry[];
  specialHours: SpecialHoursEntry[];
}

/** One row of the delivery price table: postcodes from..to inclusive cost `price` to `region`. */
export interface DeliveryPriceRow {
  from: number;
  to: number;
  price: number;
  region: string;
}

/** Where and how leads are forwarded to the dealer's CRM. */
export interface CrmSettings {
  /** JSON webhook; signed with `secret`. */
  webhookUrl?: string;
  /** HMAC-SHA256 key for the signature header. */
  secret?: string;
  /** ADF/XML endpoint, for CRMs that want ADF 1.0 over HTTP POST. */
  adfUrl?: string;
  /** Vendor name written into the ADF document (usually the dealership). */
  adfVendorName?: string;
  /** Email recipients (config `leads.email`), sent over SMTP_URL; each lead goes to those routed to it. */
  email?: EmailRecipient[];
}

/** Everything the lead API reads about a site. */
export interface ApiSiteSettings {
  /** Site slug; stored with every row so one PostgreSQL database can serve many sites. */
  site: string;
  /** Origins allowed to call the API from a browser (the site's own). */
  allowedOrigins: string[];
  crm: CrmSettings;
  /** Site-dependent lead form rules (spec 02 §5 Forms). */
  forms: LeadFormRules;
  deliveryPrices: DeliveryPriceRow[];
  locations: ApiLocation[];
  /** Test-drive slot length and how far ahead of now the first bookable slot must start. */
  testDrive: { slotMinutes: number; leadTimeMinutes: number };
  /** Default rates for the finance quote (percent per year); the quote basis is the finance domain's. */
  finance: { advertisedRate: number; comparisonRate: number };
  dealerships: { id: string; slug: string; name: string }[];
  /** The site's public address (config `url`): readable lead emails link to the car's page there. */
  publicUrl?: string;
  /** The site's trading name (config `name`), for lead email subjects. */
  siteName?: string;
  /** The site's time zone (config `timeZone`), for times in lead emails when no location is known. */
  timeZone?: string;
  /** local: sign-in codes go to the server log; sms: to the configured SMS sender. */
  phoneCodeSender: 'local' | 'sms';
  /** Reserve: how long a reservation holds the car (spec 01 §9: 48 hours). */
  reservationHoldHours: number;
  /** Reserve: the site's deposit text (config features.reserve.depositText); the deposit rule reads the amount from it. */
  reserveDepositText: string;
  /** The site's wording overrides (config `labels`), for the few sentences the API writes (the Autogauge description). */
  labels: Record<string, string>;
}

/** Defaults for everything a minimal site leaves out. */
export function defaultApiSettings(site: string, overrides: Partial<ApiSiteSettings> = {}): ApiSiteSettings {
  return {
    site,
    allowedOrigins: [],
    crm: {},
    forms: {
      messageRequired: true,
      termsRequired: false,
      locationRequired: 'never',
      dealershipSlugs: [],
      dealershipSelectHidden: false,
    },
    deliveryPrices: [],
    locations: [],
    testDrive: { slotMinutes: 30, leadTimeMinutes: 120 },
    // 8.5 is the default interest one dealer group uses (spec 02 §9); comparison rate a little above it.
    finance: { advertisedRate: 8.5, comparisonRate: 9.5 },
    dealerships: [],
    phoneCodeSender: 'local',
    reservationHoldHours: 48,
    reserveDepositText: DEFAULT_RESERVE_DEPOSIT_TEXT,
    labels: {},
    ...overrides,
  };
}
