/** The compare page: the picked cars side by side, built from their snapshots; remove one or clear all. */
import { $compare, setCompare, startCompare } from './store';

/** Wires the page. */
export function initComparePage(root: HTMLElement): void {
  const table = root.querySelector<HTMLElement>('#compare-table')!;
  const empty = root.querySelector<HTMLElement>('#compare-empty')!;
  const clear = root.querySelector<HTMLButtonElement>('#compare-clear')!;
  const removeLabel = root.dataset.remove ?? 'Remove';
  const removeShort = root.dataset.removeShort ?? removeLabel;
  clear.addEventListener('click', () => setCompare([]));
  startCompare();
  $compare.subscribe((items) => {
    empty.hidden = items.length > 0;
    clear.hidden = items.length === 0;
    table.replaceChildren();
    if (items.length === 0) return;
    const t = document.createElement('table');
    t.className = 'w-full table-fixed border-collapse text-left';
    // A narrow label column and 8.75rem per car: two cars fit a 390 px phone, a third scrolls.
    t.style.minWidth = `${4.5 + items.length * 8.75}rem`;
    const head = t.createTHead().insertRow();
    const corner = document.createElement('td');
    corner.style.width = '4.5rem';
    head.append(corner);
    for (const item of items) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.className = 'p-2 align-top sm:p-3';
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
      a.className = 'font-display text-base font-bold leading-snug text-ink hover:text-brand sm:text-lg';
      a.textContent = item.name;
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'fc-btn fc-btn-outline mt-2 px-3 py-1.5 text-sm';
      remove.textContent = removeShort;
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
      th.className = 'hyphens-auto p-2 text-xs font-semibold text-muted [overflow-wrap:anywhere] sm:p-3 sm:text-sm';
      th.textContent = label;
      row.append(th);
      for (const item of items) {
        const cell = row.insertCell();
        cell.className = 'p-2 text-ink sm:p-3';
        cell.textContent = item.rows.find(([l]) => l === label)?.[1] ?? '—';
      }
    }
    table.append(t);
  });
}
