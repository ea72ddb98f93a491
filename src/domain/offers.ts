/** Special offers: visibility per website and collapsed text (spec 02 §4, §5 Offers, §9). */
import { isBefore, type Moment } from './now';

/** The offer fields these rules read (spec 02 §3). */
export interface OfferVisibilityFields {
  id: string;
  excluded_website_ids?: readonly (string | number)[];
}

/** Collapsed description length. */
export const OFFER_DESCRIPTION_LIMIT = 160;
/** Collapsed disclaimer length. */
export const OFFER_DISCLAIMER_LIMIT = 200;
/** Texts of this length or less start expanded, with no View more link. */
export const OFFER_EXPAND_THRESHOLD = 200;

/**
 * Visible unless the site's website id is in the offer's excluded_website_ids, except offers the
 * site lists as exceptions (config: identity.websiteId, offers.exceptionOfferIds). A site without a
 * website id sees every offer.
 */
export function isOfferVisible(
  offer: OfferVisibilityFields,
  options: { websiteId?: string | number | null; exceptionOfferIds?: readonly string[] },
): boolean {
  const { websiteId } = options;
  if (websiteId === undefined || websiteId === null) return true;
  if (options.exceptionOfferIds?.includes(String(offer.id))) return true;
  return !(offer.excluded_website_ids ?? []).some((id) => String(id) === String(websiteId));
}

/** An offer is on the site from its startsAt (inclusive) until its expiresAt (exclusive); either may be absent. */
export function isOfferCurrent(offer: { startsAt?: Date; expiresAt?: Date }, now: Moment): boolean {
  return (
    (offer.startsAt === undefined || !isBefore(now, offer.startsAt.getTime())) &&
    (offer.expiresAt === undefined || isBefore(now, offer.expiresAt.getTime()))
  );
}

/** What a collapsible offer text shows. */
export interface OfferTextView {
  text: string;
  /** True when the View more / View less link is shown. */
  canToggle: boolean;
}

/** Cuts text at `limit` characters (with "…") unless expanded; texts of 200 or fewer characters show whole, with no link. */
export function offerText(text: string, limit: number, expanded: boolean): OfferTextView {
  const full = text.trim();
  const canToggle = full.length > OFFER_EXPAND_THRESHOLD;
  if (!canToggle || expanded) return { text: full, canToggle };
  return { text: `${full.slice(0, limit).trimEnd()}…`, canToggle };
}

/** The offer description (cut at 160). */
export function offerDescription(text: string, expanded: boolean): OfferTextView {
  return offerText(text, OFFER_DESCRIPTION_LIMIT, expanded);
}

/** The offer disclaimer (cut at 200). */
export function offerDisclaimer(text: string, expanded: boolean): OfferTextView {
  return offerText(text, OFFER_DISCLAIMER_LIMIT, expanded);
}
