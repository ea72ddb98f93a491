/**
 * The choices lead forms offer from the site config: the preferred dealerships (after the site's
 * selector filter) and the sales locations. One source for the selects and for the rules the lead
 * API enforces (src/site/api-settings.ts), so a form never requires a choice it does not show.
 */
import type { SiteConfig, SiteLocation } from '../config';

/** One option of a select. */
export interface FormOption {
  value: string;
  label: string;
}

/** Dealerships the preferred-dealership select offers, filtered by make, location type or ids (spec 02 §5). */
export function dealershipOptions(config: Pick<SiteConfig, 'dealerships' | 'locations' | 'forms'>): FormOption[] {
  const { makes, locationTypes, ids } = config.forms.dealershipSelector;
  const wantedMakes = new Set(makes.map((m) => m.toLowerCase()));
  return config.dealerships
    .filter((d) => ids.length === 0 || ids.includes(d.id))
    .filter((d) => {
      if (wantedMakes.size === 0 && locationTypes.length === 0) return true;
      const own = config.locations.filter((l) => l.dealership_id === d.id);
      const makeOk =
        wantedMakes.size === 0 || own.some((l) => l.manufacturers.some((m) => wantedMakes.has(m.toLowerCase())));
      const typeOk =
        locationTypes.length === 0 || own.some((l) => locationTypes.includes((l.location_type || 'sales') as 'sales'));
      return makeOk && typeOk;
    })
    .map((d) => ({ value: d.slug, label: d.name }));
}

/** A location of the location select, with the dealership (slug) it belongs to. */
export interface LocationOption extends FormOption {
  dealership?: string | undefined;
}

/** The location select's options, each with its dealership, so a chosen dealership narrows them. */
export function locationOptions(locations: readonly SiteLocation[]): LocationOption[] {
  return salesLocations(locations).map((l) => ({
    value: l.id,
    label: l.name,
    ...(l.dealership_slug ? { dealership: l.dealership_slug } : {}),
  }));
}

/** The dealerships (slugs) with a location that sells `make`: an offer's form offers only these. */
export function dealershipsSelling(make: string, locations: readonly SiteLocation[]): string[] {
  const wanted = make.trim().toLowerCase();
  const slugs = locations
    .filter((l) => l.dealership_slug && l.manufacturers.some((m) => m.toLowerCase() === wanted))
    .map((l) => l.dealership_slug!);
  return [...new Set(slugs)];
}

/** The makes of the cars a test drive can be booked for, for "which vehicle?" on /book-test-drive. */
export function vehicleMakeOptions(cars: readonly { make: string }[]): FormOption[] {
  return [...new Set(cars.map((c) => c.make.trim()).filter(Boolean))]
    .sort((a, b) => a.localeCompare(b))
    .map((make) => ({ value: make, label: make }));
}

/** Visible sales locations, for the location select and the test-drive booking. */
export function salesLocations(locations: readonly SiteLocation[]): SiteLocation[] {
  return locations.filter((l) => l.visible && (l.location_type || 'sales') === 'sales');
}
