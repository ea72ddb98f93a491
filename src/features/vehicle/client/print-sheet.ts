/** Fills the /print sheet: reads car_id, fetches that vehicle page, reads its sheet and lays it out for paper. */
import { vehiclePath } from '../../../paths';
import { readSheet, type VehicleSheet } from './sheet';
import { keptPrintFinance } from './print-finance';
import { localStore } from '../../../components/browser-storage.client';

const el = <T extends HTMLElement = HTMLElement>(root: ParentNode, sel: string) => root.querySelector<T>(sel);

function section(title: string, body: HTMLElement): HTMLElement {
  const s = document.createElement('section');
  const h = document.createElement('h2');
  h.className = 'mb-2 font-display text-lg font-bold';
  h.textContent = title;
  s.append(h, body);
  return s;
}

function rowsList(rows: Array<[string, string]>): HTMLElement {
  const dl = document.createElement('dl');
  dl.className = 'grid grid-cols-2 gap-x-6 border-t border-line text-sm';
  for (const [name, value] of rows) {
    const dt = document.createElement('dt');
    dt.className = 'border-b border-line py-1.5 text-muted';
    dt.textContent = name;
    const dd = document.createElement('dd');
    dd.className = 'border-b border-line py-1.5 font-semibold';
    dd.textContent = value;
    dl.append(dt, dd);
  }
  return dl;
}

function fill(root: HTMLElement, sheet: VehicleSheet, labels: Record<string, string>, pageUrl: string): void {
  el(root, '[data-title]')!.textContent = sheet.title;
  el(root, '[data-subtitle]')!.textContent = sheet.subtitle ?? '';
  el(root, '[data-price]')!.textContent = sheet.price ?? '';
  el(root, '[data-price-type]')!.textContent = sheet.priceType ?? '';
  const phone = el(root, '[data-phone]');
  if (phone && sheet.phone) {
    phone.textContent = (root.dataset.call ?? '{phone}').replace('{phone}', sheet.phone);
    phone.hidden = false;
  }
  const img = el<HTMLImageElement>(root, '[data-image]');
  if (img && sheet.image) {
    img.src = sheet.image;
    img.alt = sheet.title;
    img.hidden = false;
  }
  const sections = el(root, '[data-sections]')!;
  if (sheet.finance.length) {
    const div = document.createElement('div');
    div.className = 'grid gap-1 text-sm';
    sheet.finance.forEach((line, i) => {
      const p = document.createElement('p');
      p.className = i === 0 ? 'text-lg font-bold' : 'text-muted';
      p.textContent = line;
      div.append(p);
    });
    sections.append(section(labels.finance ?? '', div));
  }
  if (sheet.keyInfo.length) sections.append(section(labels.keyInfo ?? '', rowsList(sheet.keyInfo)));
  if (sheet.specs.length) sections.append(section(labels.specs ?? '', rowsList(sheet.specs)));
  if (sheet.features.length) {
    const p = document.createElement('p');
    p.className = 'text-sm';
    p.textContent = sheet.features.join(' · ');
    sections.append(section(labels.features ?? '', p));
  }
  if (sheet.comments.length) {
    const div = document.createElement('div');
    div.className = 'grid gap-2 text-sm';
    for (const c of sheet.comments) {
      const p = document.createElement('p');
      p.textContent = c;
      div.append(p);
    }
    sections.append(section(labels.comments ?? '', div));
  }
  const printed = (root.dataset.printedFrom ?? '{url}').replace('{url}', pageUrl);
  el(root, '[data-footer]')!.textContent = [sheet.stock, sheet.location, sheet.address, printed]
    .filter(Boolean)
    .join(' · ');
}

/** Renders the sheet for the car named in the query, or the not-found message. */
export async function renderPrintSheet(): Promise<void> {
  const root = el(document, '[data-print-sheet]');
  if (!root) return;
  const status = el(root, '[data-status]')!;
  const slug = new URLSearchParams(location.search).get('car_id')?.trim();
  const labels = JSON.parse(root.dataset.labels ?? '{}') as Record<string, string>;
  try {
    if (!slug) throw new Error('no car_id');
    const path = vehiclePath(slug);
    const res = await fetch(path, { headers: { accept: 'text/html' } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
    const read = readSheet(doc);
    if (!read) throw new Error('no vehicle details');
    // The figure the shopper's page showed when they pressed Print (a quote it fetched), over the built page's.
    const shown = keptPrintFinance(localStore(), slug, Date.now());
    const sheet = shown ? { ...read, finance: shown } : read;
    document.title = `${sheet.title} | ${document.title.split('|').pop()?.trim() ?? ''}`;
    fill(root, sheet, labels, new URL(path, location.origin).href);
    el<HTMLAnchorElement>(root, '[data-back]')!.href = path;
    status.remove();
    el(root, '[data-sheet]')!.hidden = false;
    const button = el<HTMLButtonElement>(root, '[data-print-now]')!;
    button.disabled = false;
    button.addEventListener('click', () => window.print());
  } catch (error) {
    console.error('[print] car not shown', error);
    status.textContent = root.dataset.missing ?? '';
  }
}
