/**
 * The saved-cars page's searches (spec 02 §3, §9): the shopper's recent searches (this browser's
 * history), each of which can be followed for new-match alerts, and the searches they follow, each
 * of which can be stopped. Both lists are read after hydration (history) or sign-in (the API); the
 * built HTML has them empty, as the server knows neither.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { SearchHistoryEntry } from '../../domain/search/search-history';
import { savedSearchApiPath, savedSearchesApiPath } from '../../paths';
import { callApi } from '../accounts/account-api.client';
import { $session, SESSION_SERVER_SNAPSHOT, startSession } from '../accounts/session-store';
import { readSearchHistory } from '../search/search-history-store';
import { describeSearch, savedSearchUrl } from './search-link';

/** The searches' wording. */
export interface SearchAlertsText {
  followedHeading: string;
  recentHeading: string;
  follow: string;
  unfollow: string;
  noSaved: string;
  noRecent: string;
  searchSaved: string;
}

export interface WatchlistSearchAlertsProps {
  text: SearchAlertsText;
}

/** A followed search as the API lists it. */
interface SavedSearch {
  id: string;
  name: string;
  path: string;
  filters: Record<string, string | string[]>;
}

const ROW = 'flex flex-wrap items-center justify-between gap-2 rounded-brand border border-line bg-panel p-3';
const LINK = 'font-semibold text-brand underline';

export default function WatchlistSearchAlerts({ text }: WatchlistSearchAlertsProps) {
  const session = useStore($session, { ssr: () => SESSION_SERVER_SNAPSHOT });
  const [recent, setRecent] = useState<SearchHistoryEntry[] | undefined>(undefined);
  const [followed, setFollowed] = useState<SavedSearch[] | undefined>(undefined);
  const [note, setNote] = useState('');
  useEffect(() => {
    startSession();
    setRecent(readSearchHistory(localStorage));
  }, []);
  useEffect(() => {
    if (session.status !== 'signed-in') return;
    void callApi<{ searches: SavedSearch[] }>(savedSearchesApiPath).then(
      (result) => result.ok && setFollowed(result.data.searches),
    );
  }, [session.status]);

  const follow = async (entry: SearchHistoryEntry) => {
    const result = await callApi<{ searches: SavedSearch[] }>(savedSearchesApiPath, {
      method: 'POST',
      body: { name: describeSearch(entry.filters).slice(0, 80), path: entry.path, filters: entry.filters },
    });
    setNote(result.ok ? text.searchSaved : result.message);
    if (result.ok) setFollowed(result.data.searches);
  };
  const unfollow = async (search: SavedSearch) => {
    const result = await callApi<{ searches: SavedSearch[] }>(savedSearchApiPath(search.id), { method: 'DELETE' });
    if (result.ok) setFollowed(result.data.searches);
  };

  return (
    <aside className="space-y-8">
      <section aria-labelledby="garage-followed-heading">
        <h2 id="garage-followed-heading" className="font-display text-xl font-bold text-ink">
          {text.followedHeading}
        </h2>
        <ul id="garage-followed" className="mt-3 grid gap-3">
          {followed?.length === 0 ? <li className="text-muted">{text.noSaved}</li> : null}
          {followed?.map((search) => (
            <li key={search.id} className={ROW}>
              <a className={LINK} href={savedSearchUrl(search.filters)}>
                {describeSearch(search.filters)}
              </a>
              <button type="button" className="fc-btn fc-btn-outline" onClick={() => void unfollow(search)}>
                {text.unfollow}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="garage-recent-heading">
        <h2 id="garage-recent-heading" className="font-display text-xl font-bold text-ink">
          {text.recentHeading}
        </h2>
        <p id="garage-search-note" className="mt-2 text-sm font-semibold text-ok" aria-live="polite">
          {note}
        </p>
        <ul id="garage-recent" className="mt-3 grid gap-3">
          {recent?.length === 0 ? <li className="text-muted">{text.noRecent}</li> : null}
          {recent?.map((entry) => (
            <li key={entry.path + JSON.stringify(entry.filters)} className={ROW}>
              <a className={LINK} href={savedSearchUrl(entry.filters)}>
                {describeSearch(entry.filters)}
              </a>
              <button type="button" className="fc-btn fc-btn-primary" onClick={() => void follow(entry)}>
                {text.follow}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
