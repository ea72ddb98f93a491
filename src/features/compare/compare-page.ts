/** The compare page: the picked cars side by side, built from their snapshots; remove one or clear all. */
import { $compare, setCompare, startCompare } from './store';

/** Wires the page. */
export function initComparePage(root: HTMLElement): void {
  const table = root.querySelector<HTMLElement>('#compare-table')!;
  const empty = root.querySelector<HTMLElement>('#compare-empty')!;
  const clear = root.querySelector<HTMLButtonElement>('#compare-clear')!;
  const removeLabel = root.dataset.remove ?? 'Remove';
  clear.addEventListener('click', () => setCompare([]));
  startCompare();
  $compare.subscribe((items) => {
    empty.hidden = items.length > 0;
    clear.hidden = items.length === 0;
    table.replaceChildren();
    if (items.length === 0) return;
    const t = document.createElement('table');
    t.className = 'w-full table-fixed border-collapse text-left';
    // A narrow label column and about 11rem per car: two cars fit a phone, a third scrolls.
    t.style.minWidth = `${6 + items.length * 11}rem`;
    const head = t.createTHead().insertRow();
    const corner = document.createElement('td');
    corner.style.width = '6rem';
    head.append(corner);
    for (const item of items) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.className = 'p-3 align-top';
      if (item.image) {
        const img = document.createElement('img');
        img.src = item.image;
        img.alt = '';
        img.width = 240;
        img.height = 160;
        img.className = 'mb-2 aspect-[3/2] w-full rounded-brand object-cover';
        th.append(img);
      }
      const a = document.createElement('a');
      a.href = item.href;
      a.className = 'font-display text-lg font-bold text-ink hover:text-brand';
      a.textContent = item.name;
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'fc-btn fc-btn-outline mt-2';
      remove.textContent = removeLabel;
      remove.setAttribute('aria-label', `${removeLabel}: ${item.name}`);
      remove.addEventListener('click', () => setCompare($compare.get().filter((i) => i.id !== item.id)));
      th.append(a, document.createElement('br'), remove);
      head.append(th);
    }
    const labels = [...new Set(items.flatMap((i) => i.rows.map(([label]) => label)))];
    const body = t.createTBody();
    for (const label of labels) {
      const row = body.insertRow();
      row.className = 'border-t border-line';
      const th = document.createElement('th');
      th.scope = 'row';
      th.className = 'p-3 text-sm font-semibold text-muted';
      th.textContent = label;
      row.append(th);
      for (const item of items) {
        const cell = row.insertCell();
        cell.className = 'p-3 text-ink';
        cell.textContent = item.rows.find(([l]) => l === label)?.[1] ?? '—';
      }
    }
    table.append(t);
  });
}
