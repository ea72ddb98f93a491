/**
 * The saved-cars page (watchlist / garage / favourites): who is signed in (with Sign Out), the
 * shopper's cars with their current price and availability, removal, the recent searches to follow
 * for alerts and the followed ones.
 */
import { readSearchHistory } from '../search/search-history-store';
import { homePath, savedSearchApiPath, savedSearchesApiPath } from '../../paths';
import { callApi } from '../accounts/account-api';
import { $session, signOutTo } from '../accounts/session-store';
import { describeSearch, savedSearchUrl } from './search-link';
import { namedFavouriteLabel, type FavouriteLabels } from './favourite-labels';
import type { GarageCar } from './garage-cars';
import { watchlistStore } from './store';
import { startWatchlist } from './watchlist-runtime';

interface GarageText {
  empty: string;
  signInPrompt: string;
  status: Record<string, string>;
  unlisted: string;
  follow: string;
  unfollow: string;
  noSaved: string;
  noRecent: string;
  searchSaved: string;
}

interface SavedSearch {
  id: string;
  name: string;
  path: string;
  filters: Record<string, string | string[]>;
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = '') => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
};

/** Wires the page. */
export async function initGaragePage(root: HTMLElement): Promise<void> {
  const labels = JSON.parse(root.dataset.labels ?? '{}') as FavouriteLabels;
  const text = JSON.parse(root.dataset.text ?? '{}') as GarageText;
  const list = root.querySelector<HTMLElement>('#garage-list')!;
  const status = root.querySelector<HTMLElement>('#garage-status')!;
  const cars = (await fetch(root.dataset.carsUrl ?? '').then((r) => r.json()).catch(() => ({}))) as Record<string, GarageCar>;
  startWatchlist(labels);

  watchlistStore.$watchlist.subscribe((state) => {
    list.replaceChildren();
    const session = $session.get().status;
    status.textContent = session === 'signed-out' ? text.signInPrompt : state.entries.length === 0 ? text.empty : '';
    for (const entry of state.entries) {
      const car = cars[entry.id];
      const item = el('li', 'flex gap-4 rounded-brand border border-line bg-panel p-3');
      const image = car?.image ?? entry.primary_image_url;
      if (image) {
        const img = el('img', 'h-20 w-28 shrink-0 rounded-brand object-cover');
        img.src = image;
        img.alt = '';
        img.width = 112;
        img.height = 80;
        item.append(img);
      }
      const body = el('div', 'flex-1');
      const link = el('a', 'font-display text-lg font-bold text-ink hover:text-brand', car?.name ?? entry.name);
      link.href = car?.href ?? `/cars/${encodeURIComponent(entry.slug)}`;
      const h2 = el('h2');
      h2.append(link);
      body.append(h2);
      if (car) body.append(el('p', 'text-xl font-extrabold text-ink', car.price));
      body.append(el('p', 'text-sm font-semibold text-muted', car ? (text.status[car.status] ?? text.unlisted) : text.unlisted));
      const remove = el('button', 'fc-btn fc-btn-outline self-start', labels.remove);
      remove.type = 'button';
      remove.disabled = entry.id in state.pending;
      remove.setAttribute('aria-label', namedFavouriteLabel(labels.remove, entry.name));
      remove.addEventListener('click', () => {
        void watchlistStore.toggle({ id: entry.id, name: entry.name, slug: entry.slug, make: entry.make, model: entry.model, status: car?.status ?? 'unavailable' }, true, () => undefined);
      });
      item.append(body, remove);
      list.append(item);
    }
  });
  initSearchAlerts(root, text);
  initAccount(root);
}

/** "Signed in as 0412 345 678" and Sign Out, which leaves for the home page (this page is for signed-in shoppers). */
function initAccount(root: HTMLElement): void {
  const account = root.querySelector<HTMLElement>('#garage-account')!;
  const phone = account.querySelector<HTMLElement>('[data-phone]')!;
  const button = account.querySelector<HTMLButtonElement>('button')!;
  $session.subscribe((session) => {
    account.hidden = session.status !== 'signed-in';
    if (session.status === 'signed-in') phone.textContent = session.phone;
  });
  button.addEventListener('click', () => {
    button.disabled = true;
    void signOutTo(homePath());
  });
}

function initSearchAlerts(root: HTMLElement, text: GarageText): void {
  const recent = root.querySelector<HTMLElement>('#garage-recent')!;
  const followed = root.querySelector<HTMLElement>('#garage-followed')!;
  const note = root.querySelector<HTMLElement>('#garage-search-note')!;
  const render = (saved: SavedSearch[]) => {
    followed.replaceChildren();
    if (saved.length === 0) followed.append(el('li', 'text-muted', text.noSaved));
    for (const s of saved) {
      const li = el('li', 'flex flex-wrap items-center justify-between gap-2 rounded-brand border border-line bg-panel p-3');
      const a = el('a', 'font-semibold text-brand underline', describeSearch(s.filters));
      a.href = savedSearchUrl(s.filters);
      const stop = el('button', 'fc-btn fc-btn-outline', text.unfollow);
      stop.type = 'button';
      stop.addEventListener('click', async () => {
        const result = await callApi<{ searches: SavedSearch[] }>(savedSearchApiPath(s.id), { method: 'DELETE' });
        if (result.ok) render(result.data.searches);
      });
      li.append(a, stop);
      followed.append(li);
    }
  };
  recent.replaceChildren();
  const history = readSearchHistory(localStorage);
  if (history.length === 0) recent.append(el('li', 'text-muted', text.noRecent));
  for (const entry of history) {
    const li = el('li', 'flex flex-wrap items-center justify-between gap-2 rounded-brand border border-line bg-panel p-3');
    const a = el('a', 'font-semibold text-brand underline', describeSearch(entry.filters));
    a.href = savedSearchUrl(entry.filters);
    const follow = el('button', 'fc-btn fc-btn-primary', text.follow);
    follow.type = 'button';
    follow.addEventListener('click', async () => {
      const result = await callApi<{ searches: SavedSearch[] }>(savedSearchesApiPath, { method: 'POST', body: { name: describeSearch(entry.filters).slice(0, 80), path: entry.path, filters: entry.filters } });
      note.textContent = result.ok ? text.searchSaved : result.message;
      if (result.ok) render(result.data.searches);
    });
    li.append(a, follow);
    recent.append(li);
  }
  $session.subscribe(async (session) => {
    if (session.status !== 'signed-in') return;
    const result = await callApi<{ searches: SavedSearch[] }>(savedSearchesApiPath);
    if (result.ok) render(result.data.searches);
  });
}
