/**
 * Maps a site's parsed config onto what the lead API reads (ApiSiteSettings). The API never reads
 * config files itself; servers and the Netlify function call this at start-up.
 */
import type { SiteConfig } from '../../config';
import { defaultApiSettings, type ApiSiteSettings } from '../../api/settings';
import { financeSettingsForConfig } from '../finance/settings';
import { dealershipOptions, salesLocations } from './form-choices';

/** Environment variables that may carry secrets named by the config (never the YAML itself). */
type Env = Record<string, string | undefined>;

export function apiSettingsFor(config: SiteConfig, env: Env, extraOrigins: string[] = []): ApiSiteSettings {
  const { webhook, adf } = config.leads;
  const terms = config.forms.terms;
  const financeRate = financeSettingsForConfig(config.finance)?.defaultInterest;
  return defaultApiSettings(config.slug, {
    allowedOrigins: [...new Set([...(config.url ? [new URL(config.url).origin] : []), ...extraOrigins])],
    crm: {
      ...(webhook ? { webhookUrl: webhook.url, ...(webhook.secretEnv && env[webhook.secretEnv] ? { secret: env[webhook.secretEnv] } : {}) } : {}),
      ...(adf ? { adfUrl: adf.url } : {}),
      ...(webhook || adf ? { adfVendorName: (adf ? adf.vendorName : undefined) ?? config.legalName } : {}),
    },
    forms: {
      messageRequired: config.forms.messageRequired,
      termsRequired: terms !== false && terms.required,
      // No location to choose from: no form shows the select, so none can require it.
      locationRequired: salesLocations(config.locations).length > 0 ? config.forms.locationRequired : 'never',
      // What the select offers after forms.dealershipSelector: one left means no select, so nothing to require.
      dealershipSlugs: dealershipOptions(config).map((d) => d.value),
      dealershipSelectHidden: config.forms.preferredDealership !== 'shown',
      categoryEventIds: Object.fromEntries(config.forms.categories.map((c) => [c.name, c.eventId])),
      locationDealerships: Object.fromEntries(config.locations.flatMap((l) => (l.dealership_slug ? [[l.id, l.dealership_slug]] : []))),
    },
    deliveryPrices: config.leads.delivery.map((row) => ({ from: Number(row.from), to: Number(row.to), price: row.price, region: row.region })),
    locations: config.locations
      .filter((l) => l.location_type === 'sales')
      .map((l) => ({
        id: l.id,
        name: l.name,
        dealership_id: l.dealership_id,
        timeZone: l.timeZone,
        ...(l.contact_detail.phone ? { phone: l.contact_detail.phone } : {}),
        address: { street: l.address.street, city: l.address.city, state: l.address.state, postcode: l.address.postcode },
        openingHours: l.contact_detail.opening_hours
          .filter((h) => h.status === 'Open' && h.open && h.close)
          .map((h) => ({ weekday: h.weekday, open: h.open!, close: h.close! })),
        specialHours: l.special_hours.map((s) => ({
          date: s.date,
          status: s.status,
          open: s.open,
          close: s.close,
        })),
      })),
    // The provider's starting rate (with the site's override); no provider keeps the API's default rates.
    ...(financeRate === undefined ? {} : { finance: { advertisedRate: financeRate, comparisonRate: financeRate + 1 } }),
    dealerships: config.dealerships.map((d) => ({ id: d.id, slug: d.slug, name: d.name })),
    phoneCodeSender: env.SMS_PROVIDER_URL ? 'sms' : 'local',
    reservationHoldHours: config.features.reserve ? config.features.reserve.holdHours : 48,
    // No reserve feature: no deposit is ever charged.
    reserveDepositText: config.features.reserve ? config.features.reserve.depositText : '',
    labels: { ...config.labels },
  });
}

/** Build warnings about lead forwarding the config asks for but nothing can deliver, or leaves out. */
export function forwardingWarnings(config: SiteConfig): string[] {
  const { webhook, adf, email } = config.leads;
  const warnings: string[] = [];
  if (email) {
    const others = webhook || adf ? 'leads still go to the webhook/ADF endpoint configured' : 'leads are stored but forwarded nowhere';
    warnings.push(`leads.email is set, but Forecourt has no e-mail sender: ${others}. Use leads.adf (ADF/XML by HTTP POST) or leads.webhook, or forward by e-mail from the CRM (docs/deploy.md).`);
  }
  if (!webhook && !adf) {
    warnings.push(`neither leads.webhook nor leads.adf is set: this site's leads are stored by the lead API but forwarded to no CRM, so the dealer never receives them. Set one of them (docs/deploy.md); \`scripts/leads.ts undelivered --site ${config.slug}\` counts the leads waiting.`);
  }
  return warnings;
}
