/**
 * Where a lead goes in a dealer group: the dealership (and location) that holds the car, else the
 * one the shopper chose; and which email recipients of the site receive it.
 */

/** Email formats: `readable` (HTML and text for people) or `adf-xml` (the ADF 1.0 document as the body, for CRMs). */
export const EMAIL_FORMATS = ['readable', 'adf-xml'] as const;
/** One email format. */
export type EmailFormat = (typeof EMAIL_FORMATS)[number];

/** An email recipient, scoped to a dealership or location (ids) or to every lead. */
export interface EmailRecipient {
  to: string;
  format: EmailFormat;
  /** The dealership it serves (for a location's recipient, that location's dealership). */
  dealershipId?: string;
  locationId?: string;
  /** Also receives phone reveals (readable only: a reveal carries no contact). */
  phoneReveals: boolean;
}

/** The dealership and location a lead is routed to; either may be unknown. */
export interface LeadRoute {
  dealershipId?: string;
  locationId?: string;
}

/** What routing reads: the car's place, the shopper's choices and the site's locations. */
export interface RoutingInput {
  car?: { dealership_id?: string; location_id?: string };
  /** The shopper's chosen location id (test drives, location selects). */
  chosenLocationId?: string;
  /** The shopper's chosen dealership, by slug or id. */
  chosenDealership?: string;
  locations: readonly { id: string; dealership_id?: string }[];
  dealerships: readonly { id: string; slug: string }[];
}

/**
 * The car's dealership first (it holds the car), else the chosen location's, else the chosen
 * dealership. The chosen location stands when it belongs to that dealership, else the car's own.
 */
export function routeLead(input: RoutingInput): LeadRoute {
  const chosenLocation = input.locations.find((l) => l.id === input.chosenLocationId);
  const chosenDealership = input.dealerships.find(
    (d) => d.slug === input.chosenDealership || d.id === input.chosenDealership,
  );
  const dealershipId = input.car?.dealership_id ?? chosenLocation?.dealership_id ?? chosenDealership?.id;
  const locationId =
    chosenLocation && (dealershipId === undefined || chosenLocation.dealership_id === dealershipId)
      ? chosenLocation.id
      : input.car?.location_id;
  return {
    ...(dealershipId !== undefined ? { dealershipId } : {}),
    ...(locationId !== undefined ? { locationId } : {}),
  };
}

/** What a lead is, for choosing recipients. */
export interface LeadShape {
  /** A phone reveal: no contact, only to recipients that asked for reveals. */
  phoneReveal: boolean;
  /** The lead names the shopper (ADF needs a customer contact). */
  hasContact: boolean;
}

/**
 * The recipients of a lead: those without scope; those scoped to its location, or to its
 * dealership; when none of its dealership's matched (no location known, or a yard without an inbox
 * of its own), every inbox of that dealership's locations. When nobody is left at all, every
 * recipient that can take the lead gets it: no lead is lost for want of a routing rule (a phone
 * reveal, no enquiry, goes only where it was asked for).
 */
export function emailRecipientsFor(
  recipients: readonly EmailRecipient[],
  route: LeadRoute,
  lead: LeadShape,
): EmailRecipient[] {
  const able = recipients.filter((r) =>
    lead.phoneReveal ? r.phoneReveals && r.format === 'readable' : r.format === 'readable' || lead.hasContact,
  );
  const scoped = (r: EmailRecipient) => r.locationId !== undefined || r.dealershipId !== undefined;
  const exact = able.filter((r) =>
    r.locationId !== undefined
      ? r.locationId === route.locationId
      : r.dealershipId !== undefined && r.dealershipId === route.dealershipId,
  );
  const dealershipWide =
    exact.length === 0 && route.dealershipId !== undefined
      ? able.filter((r) => scoped(r) && r.dealershipId === route.dealershipId)
      : [];
  const chosen = [...able.filter((r) => !scoped(r)), ...exact, ...dealershipWide];
  // A phone reveal is no enquiry: it goes only where it was asked for, never to another dealership.
  return chosen.length > 0 || lead.phoneReveal ? chosen : able;
}
