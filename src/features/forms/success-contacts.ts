/**
 * The phone numbers /success can offer, built once per site: each sales location's, and each
 * dealership's (its primary sales location's, else its first with a phone). The page shows the one
 * of the location that holds the car or was chosen (success-record.ts, successContact).
 */
import type { SiteConfig, SiteLocation } from '../../config';
import { formatPhoneNational, telHref } from '../../domain/phone';
import { salesLocations } from '../../site/form-choices';

/** A number to call, worded with whose it is. */
export interface SuccessPhone {
  text: string;
  href: string;
}

/** Location and dealership numbers by id and slug. */
export interface SuccessContacts {
  locations: Record<string, SuccessPhone>;
  dealerships: Record<string, SuccessPhone>;
}

/** Every sales location's and dealership's number; `word` names it ("Penrith on 02 4721 3500"). */
export function successContacts(
  locations: readonly SiteLocation[],
  dealerships: SiteConfig['dealerships'],
  word: (name: string, phone: string) => string,
): SuccessContacts {
  const phoned = salesLocations(locations).filter((l) => l.contact_detail.phone);
  const phoneOf = (l: SiteLocation, name: string): SuccessPhone => {
    const national = formatPhoneNational(l.contact_detail.phone!);
    return { text: word(name, national), href: telHref(national) };
  };
  const byDealership = (slug: string) =>
    [...phoned].sort((a, b) => Number(b.primary) - Number(a.primary)).find((l) => l.dealership_slug === slug);
  return {
    locations: Object.fromEntries(phoned.map((l) => [l.id, phoneOf(l, l.name)])),
    dealerships: Object.fromEntries(
      dealerships.flatMap((d) => {
        const at = byDealership(d.slug);
        return at ? [[d.slug, phoneOf(at, d.name)]] : [];
      }),
    ),
  };
}
