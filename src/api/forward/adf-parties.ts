/**
 * Who an ADF document is about and for, resolved from a stored lead: the car as the site lists it,
 * the dealership and location that should take the lead (the car's own, else the shopper's
 * choice), and, for a follow-up step, the lead it belongs to (whose contact it carries).
 */
import type { ApiCar, AppDeps } from '../deps';
import type { ApiLocation } from '../../site/api-site-settings';
import type { StoredLead } from '../storage/types';
import { leadRouteFor } from './channels';

/** The car fields an ADF vehicle carries. */
export type AdfCar = Pick<ApiCar, 'id' | 'make' | 'model' | 'car_type'> &
  Partial<Pick<ApiCar, 'year' | 'badge' | 'vin' | 'stocknum' | 'price' | 'km'>>;

/** Who the lead goes to, and who sent it. */
export interface AdfParties {
  /** The vendor name the CRM account knows (config leads.adf.vendorName, else the legal name). */
  vendorName: string;
  /** The site that sent the lead (the ADF provider). */
  siteName: string;
  /** The car of interest as listed; without it the payload's own make, model and stock number are used. */
  car?: AdfCar;
  /** The dealership the lead is for. */
  dealership?: { id: string; name: string };
  /** The location the lead is for: the vendor contact, and the time zone its times are written in. */
  location?: Pick<ApiLocation, 'id' | 'name' | 'timeZone' | 'phone' | 'address'>;
  /** The lead a follow-up step belongs to (valuation answers, a paid deposit). */
  parent?: StoredLead;
}

/**
 * The dealership and location a lead is for, as its emails are routed (leadRouteFor: the car's
 * own, else the shopper's consistent choice); a site of one dealership is always that one.
 */
export function leadPlace(
  payload: Record<string, unknown>,
  car: Pick<ApiCar, 'dealership_id' | 'location_id'> | undefined,
  settings: Pick<AppDeps['settings'], 'dealerships' | 'locations'>,
): Pick<AdfParties, 'dealership' | 'location'> {
  const route = leadRouteFor(settings, { kind: '', payload }, car);
  const location = settings.locations.find((l) => l.id === route.locationId);
  const dealership =
    settings.dealerships.find((d) => d.id === route.dealershipId) ??
    (settings.dealerships.length === 1 ? settings.dealerships[0] : undefined);
  return {
    ...(dealership ? { dealership: { id: dealership.id, name: dealership.name } } : {}),
    ...(location ? { location } : {}),
  };
}

/** What a stored lead is about beyond itself: its first lead (a follow-up step's) and its car as listed. */
export interface LeadRelations {
  parent?: StoredLead | undefined;
  car?: ApiCar | undefined;
}

/** Looks up a lead's first lead and car once per send (the email and ADF of one send share them). */
export async function leadRelations(
  lead: StoredLead,
  deps: Pick<AppDeps, 'storage' | 'carLookup'>,
): Promise<LeadRelations> {
  const parent = lead.parentLeadId ? await deps.storage.getLead(lead.parentLeadId) : undefined;
  const carId = lead.carId ?? parent?.carId ?? undefined;
  return { parent, car: carId ? deps.carLookup?.(carId) : undefined };
}

/** Everything leadToAdf needs beyond the lead, from its relations. */
export function adfParties(
  lead: StoredLead,
  { parent, car }: LeadRelations,
  settings: AppDeps['settings'],
): AdfParties {
  const { crm, site, dealerships } = settings;
  const payload = { ...parent?.payload, ...lead.payload };
  return {
    vendorName: crm.adfVendorName ?? dealerships[0]?.name ?? site,
    siteName: site,
    ...(car ? { car } : {}),
    ...leadPlace(payload, car, settings),
    ...(parent ? { parent } : {}),
  };
}

/** Everything leadToAdf needs beyond the lead, looked up when the lead is sent. */
export async function adfPartiesFor(
  lead: StoredLead,
  deps: Pick<AppDeps, 'settings' | 'storage' | 'carLookup'>,
): Promise<AdfParties> {
  return adfParties(lead, await leadRelations(lead, deps), deps.settings);
}
