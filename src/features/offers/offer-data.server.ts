/** The site's visible offers from the `offers` content collection, read once per build. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { getSite } from '../../site/site.server';
import { clockMemoAsync } from '../../site/build-clock';
import { localOffers, visibleOffers } from './offer-view';

/** An offer entry as pages use it. */
export type OfferEntry = CollectionEntry<'offers'>;

/** Visible offers (excluded website ids hide, with the site's exceptions), by name; which are current is a clock answer each reader gets. */
export const getVisibleOffers: () => Promise<OfferEntry[]> = clockMemoAsync(async () => {
  const { config, clock } = getSite();
  const entries = await getCollection('offers');
  const visible = visibleOffers(
    entries.map((e) => ({ ...e.data, entry: e })),
    {
      manufacturer: config.manufacturer,
      websiteId: config.websiteId ?? null,
      exceptionOfferIds: config.offers.exceptionOfferIds,
      now: clock,
    },
  );
  return visible.map((o) => o.entry).sort((a, b) => a.data.name.localeCompare(b.data.name));
});

/** The offers of /pages/local-offers (see localOffers). */
export async function getLocalOffers(): Promise<OfferEntry[]> {
  const all = await getVisibleOffers();
  const ids = new Set(localOffers(all.map((e) => e.data)).map((d) => d.id));
  return all.filter((e) => ids.has(e.data.id));
}
