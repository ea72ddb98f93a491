/**
 * The vehicle sheet that print and PDF show, read from a vehicle page's own HTML (elements marked
 * `data-print`). The print page fetches the vehicle page and reads it the same way, so no second
 * copy of the car's data is built per car.
 */
import { financeLinesOf } from './print-finance';

/** What a printed or PDF vehicle sheet holds. */
export interface VehicleSheet {
  title: string;
  subtitle?: string;
  price?: string;
  priceType?: string;
  stock?: string;
  image?: string;
  keyInfo: Array<[string, string]>;
  specs: Array<[string, string]>;
  features: string[];
  comments: string[];
  location?: string;
  address?: string;
  /** The car's one finance figure as its page shows it: repayment, rates, basis, warning (issue 21). */
  finance: string[];
  /** The number to call about the car (the dealer's, unmasked: a printed sheet is for ringing them). */
  phone?: string;
}

const text = (doc: ParentNode, key: string) =>
  doc.querySelector(`[data-print="${key}"]`)?.textContent?.replace(/\s+/g, ' ').trim() || undefined;

const rows = (doc: ParentNode, key: string): Array<[string, string]> =>
  [...doc.querySelectorAll(`[data-print="${key}"] > div`)].map((row) => [
    row.querySelector('dt')?.textContent?.trim() ?? '',
    row.querySelector('dd')?.textContent?.trim() ?? '',
  ]);

/** Reads the sheet from a vehicle page document. */
export function readSheet(doc: ParentNode): VehicleSheet | undefined {
  const title = text(doc, 'title');
  if (!title) return undefined;
  const comments = doc.querySelector('[data-print="comments"]');
  const paragraphs = comments?.querySelector('[data-full]') ?? comments?.querySelector('[data-short]');
  const img = doc.querySelector<HTMLImageElement>('[data-viewer] [data-main], [data-viewer] [data-spin-img]');
  return {
    title,
    subtitle: text(doc, 'subtitle'),
    price: text(doc, 'price'),
    priceType: text(doc, 'price-type'),
    stock: text(doc, 'stock'),
    image: img?.getAttribute('src') ?? undefined,
    keyInfo: rows(doc, 'key-info'),
    specs: rows(doc, 'specs'),
    features: [...doc.querySelectorAll('[data-print="features"] li')]
      .map((li) => li.textContent?.trim() ?? '')
      .filter(Boolean),
    comments: [...(paragraphs?.querySelectorAll('p') ?? [])].map((p) => p.textContent?.trim() ?? '').filter(Boolean),
    location: text(doc, 'location'),
    address: text(doc, 'address'),
    finance: financeLinesOf(doc),
    phone: doc.querySelector('[data-print-phone]')?.getAttribute('data-print-phone')?.trim() || undefined,
  };
}
