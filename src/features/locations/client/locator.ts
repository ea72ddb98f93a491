/**
 * Dealer locator: the shopper's postcode → the bundled table's point (or a nearby listed
 * postcode's, said so) → the page's locations re-ordered nearest first with their distance.
 * Nothing leaves the page.
 */
import { lookupPostcode, type PostcodeTable } from '../postcode-lookup';
import { distanceLabel, rankByDistance, type LocatorPoint } from '../locator-model';

/** Wires every [data-locator] form on the page. */
export function wireLocator(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-locator]')) {
    const tableEl = document.getElementById(form.dataset.table ?? '');
    const list = document.getElementById(form.dataset.list ?? '');
    const status = form.querySelector<HTMLElement>('[data-locator-status]');
    const input = form.querySelector<HTMLInputElement>('input[name="postcode"]');
    if (!tableEl || !list || !status || !input) continue;
    const table = JSON.parse(tableEl.textContent ?? '{}') as PostcodeTable;
    const items = [...list.querySelectorAll<HTMLElement>('[data-location-id]')];
    const points: LocatorPoint[] = items.map((el) => ({
      id: el.dataset.locationId ?? '',
      ...(el.dataset.lat ? { lat: Number(el.dataset.lat) } : {}),
      ...(el.dataset.lng ? { lng: Number(el.dataset.lng) } : {}),
    }));
    const byId = new Map(items.map((el) => [el.dataset.locationId, el]));
    const messages = {
      invalid: form.dataset.invalid ?? '',
      unknown: form.dataset.unknown ?? '',
      results: form.dataset.results ?? '',
      nearby: form.dataset.nearby ?? '',
      distance: form.dataset.distance ?? '',
    };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const point = lookupPostcode(input.value, table);
      if (point.kind !== 'found') {
        // Not a postcode is the shopper's typo; a real-looking number we cannot place is ours to own.
        if (point.kind === 'invalid') input.setAttribute('aria-invalid', 'true');
        else input.removeAttribute('aria-invalid');
        status.textContent = point.kind === 'invalid' ? messages.invalid : messages.unknown;
        status.dataset.state = 'error';
        return;
      }
      input.removeAttribute('aria-invalid');
      const typed = input.value.trim();
      status.textContent = point.exact
        ? messages.results.replace('{postcode}', typed)
        : messages.nearby.replace('{postcode}', typed).replace('{nearby}', point.postcode);
      status.dataset.state = 'ok';
      for (const ranked of rankByDistance(points, point)) {
        const el = byId.get(ranked.id);
        if (!el) continue;
        const badge = el.querySelector<HTMLElement>('[data-distance]');
        if (badge) {
          badge.textContent =
            ranked.km === undefined ? '' : messages.distance.replace('{km}', distanceLabel(ranked.km));
          badge.hidden = ranked.km === undefined;
        }
        list.append(el);
      }
    });
  }
}
