/**
 * Maps a site's parsed config onto what the lead API reads (ApiSiteSettings). The API never reads
 * config files itself; servers and the Netlify function call this at start-up.
 */
import type { SiteConfig } from '../config';
import { defaultApiSettings, type ApiSiteSettings } from './api-site-settings';
import type { EmailRecipient } from '../domain/lead-routing';
import { financeSettingsForConfig } from './finance-settings';
import { leadFormRules } from './form-rules';

/** Environment variables that may carry secrets named by the config (never the YAML itself). */
type Env = Record<string, string | undefined>;

export function apiSettingsFor(config: SiteConfig, env: Env, extraOrigins: string[] = []): ApiSiteSettings {
  const { webhook, adf, email } = config.leads;
  const financeRate = financeSettingsForConfig(config.finance)?.defaultInterest;
  return defaultApiSettings(config.slug, {
    allowedOrigins: [...new Set([...(config.url ? [new URL(config.url).origin] : []), ...extraOrigins])],
    crm: {
      ...(webhook
        ? {
            webhookUrl: webhook.url,
            ...(webhook.secretEnv && env[webhook.secretEnv] ? { secret: env[webhook.secretEnv] } : {}),
          }
        : {}),
      ...(adf ? { adfUrl: adf.url } : {}),
      ...(webhook || adf || email.length > 0
        ? { adfVendorName: (adf ? adf.vendorName : undefined) ?? config.legalName }
        : {}),
      ...(email.length > 0 ? { email: emailRecipients(config) } : {}),
    },
    forms: leadFormRules(config),
    deliveryPrices: config.leads.delivery.map((row) => ({
      from: Number(row.from),
      to: Number(row.to),
      price: row.price,
      region: row.region,
    })),
    locations: config.locations
      .filter((l) => l.location_type === 'sales')
      .map((l) => ({
        id: l.id,
        name: l.name,
        dealership_id: l.dealership_id,
        timeZone: l.timeZone,
        ...(l.contact_detail.phone ? { phone: l.contact_detail.phone } : {}),
        address: {
          street: l.address.street,
          city: l.address.city,
          state: l.address.state,
          postcode: l.address.postcode,
        },
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
    ...(config.url ? { publicUrl: config.url } : {}),
    siteName: config.name,
    timeZone: config.timeZone,
    phoneCodeSender: env.SMS_PROVIDER_URL ? 'sms' : 'local',
    reservationHoldHours: config.features.reserve ? config.features.reserve.holdHours : 48,
    // No reserve feature: no deposit is ever charged.
    reserveDepositText: config.features.reserve ? config.features.reserve.depositText : '',
    labels: { ...config.labels },
  });
}

/** The `leads.email` recipients with their dealership and location resolved to ids (the config accepts ids or slugs). */
function emailRecipients(config: SiteConfig): EmailRecipient[] {
  return config.leads.email.map((r) => {
    const location = config.locations.find((l) => l.id === r.location || l.slug === r.location);
    const dealershipId =
      location?.dealership_id ?? config.dealerships.find((d) => d.id === r.dealership || d.slug === r.dealership)?.id;
    return {
      to: r.to,
      format: r.format,
      phoneReveals: r.phoneReveals,
      ...(dealershipId !== undefined ? { dealershipId } : {}),
      ...(location ? { locationId: location.id } : {}),
    };
  });
}

/** True when the config sends leads somewhere: an email recipient, the webhook or ADF. */
export function hasLeadChannel(config: SiteConfig): boolean {
  const { webhook, adf, email } = config.leads;
  return Boolean(webhook || adf || email.length > 0);
}

/** What a site with no lead channel must set (the build's warning, and a production build's error). */
export function noLeadChannelMessage(slug: string): string {
  return `leads.email, leads.webhook and leads.adf are all unset: this site's leads are stored by the lead API but reach no one, so the dealer never receives them. Add an email recipient (leads.email: [{ to: sales@your-dealership.com.au, format: readable }], sent over SMTP_URL), or set leads.webhook or leads.adf (docs/deploy.md); \`scripts/leads.ts undelivered --site ${slug}\` counts the leads waiting.`;
}

/** Build warnings about lead forwarding: a site that forwards leads nowhere. */
export function forwardingWarnings(config: SiteConfig): string[] {
  return hasLeadChannel(config) ? [] : [noLeadChannelMessage(config.slug)];
}
