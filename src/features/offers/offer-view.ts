/** Offer links and visibility for a site (spec 02 §2 Offers, §5 Offers). */
import { isOfferCurrent, isOfferVisible } from '../../domain/offers';
import type { Moment } from '../../domain/now';
import { makeModelSearchPath, offerEnquiryPath, offerPath } from '../../paths';

/** The offer fields these rules read. */
export interface OfferData {
  id: string;
  name: string;
  manufacturer?: string;
  model?: { name: string; slug?: string; override_url?: string };
  excluded_website_ids: (string | number)[];
  local?: boolean;
  startsAt?: Date;
  expiresAt?: Date;
}

/** The site settings offers depend on. */
export interface OfferSite {
  /** The single manufacturer of a franchise site, or null for a multi-brand site. */
  manufacturer: string | null;
  websiteId?: string | number | null;
  exceptionOfferIds: readonly string[];
  /** The build's clock: offers outside their startsAt/expiresAt window are left out. */
  now: Moment;
}

/** /offers/{id}, or /offers/{manufacturer}/{id} on a site with no single manufacturer (when the offer names one). */
export function offerHref(
  offer: Pick<OfferData, 'id' | 'manufacturer'>,
  site: Pick<OfferSite, 'manufacturer'>,
): string {
  return site.manufacturer === null && offer.manufacturer
    ? offerPath(offer.id, offer.manufacturer)
    : offerPath(offer.id);
}

/** The enquire action: the contact page with the offer id (the enquiry form reads ?offer=). */
export function offerEnquireHref(offer: Pick<OfferData, 'id'>): string {
  return offerEnquiryPath(offer.id);
}

/**
 * "Explore {model}": the model's override URL, else the model's search page, else the make's,
 * whichever this build has (`hasPath`); undefined hides the link rather than point at nothing.
 */
export function exploreHref(
  offer: Pick<OfferData, 'manufacturer' | 'model'>,
  site: Pick<OfferSite, 'manufacturer'>,
  hasPath: (path: string) => boolean,
): string | undefined {
  if (!offer.model) return undefined;
  if (offer.model.override_url) return offer.model.override_url;
  const make = offer.manufacturer ?? site.manufacturer ?? undefined;
  if (!make) return undefined;
  const candidates = [makeModelSearchPath(make, offer.model.slug ?? offer.model.name), makeModelSearchPath(make)];
  return candidates.find(hasPath);
}

/** The offers this site shows, in the given order: current ones, less those excluded by website id (with the site's exceptions). */
export function visibleOffers<T extends OfferData>(offers: readonly T[], site: OfferSite): T[] {
  return offers.filter(
    (o) =>
      isOfferCurrent(o, site.now) &&
      isOfferVisible(o, { websiteId: site.websiteId ?? null, exceptionOfferIds: site.exceptionOfferIds }),
  );
}

/** /pages/local-offers: offers flagged local; when a site flags none, every visible offer (so the page is never empty by omission). */
export function localOffers<T extends OfferData>(offers: readonly T[]): T[] {
  const local = offers.filter((o) => o.local);
  return local.length > 0 ? local : [...offers];
}
