/** Production state store: the site's Netlify Blobs store `feed-watch`, one JSON entry keyed by the site's slug. */
import { getStore } from '@netlify/blobs';
import { parseWatchState, type WatchStore } from './store';

/** The store, opened on first use (Netlify provides the Blobs context inside a running function). */
export function blobsWatchStore(site: string): WatchStore {
  const store = () => getStore({ name: 'feed-watch', consistency: 'strong' });
  return {
    read: async () => parseWatchState(await store().get(site, { type: 'json' })),
    write: async (state) => {
      await store().setJSON(site, state);
    },
  };
}
