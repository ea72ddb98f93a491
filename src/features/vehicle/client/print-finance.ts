/**
 * The finance figure a vehicle page shows when Print is pressed, handed to the print page (issue 21
 * point 1: the same figure everywhere). The print page reads the car's built page, which cannot hold
 * a quote the page fetched after the build; so the page keeps the lines it shows, for that car, in
 * localStorage as the shopper presses Print (the print page opens in a new tab), and the print page
 * prints them when they are fresh. The PDF reads the page itself and needs none of this.
 */
import { localStore } from '../../../components/browser-storage.client';

/** The parts of the page's finance figure, in the order the sheet prints them (marked `data-print`). */
export const FINANCE_LINES = ['finance-repayment', 'finance-rates', 'finance-basis', 'finance-warning'] as const;

/** The localStorage key. */
export const PRINT_FINANCE_KEY = 'forecourt:print-finance';
/** How long kept lines stand for the page: the print tab reads them within seconds of the press. */
export const PRINT_FINANCE_MS = 10 * 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The finance lines a document shows, in print order (empty when it shows no figure). */
export function financeLinesOf(doc: ParentNode): string[] {
  return FINANCE_LINES.map(
    (key) => doc.querySelector(`[data-print="${key}"]`)?.textContent?.replace(/\s+/g, ' ').trim() || undefined,
  ).filter((line): line is string => line !== undefined);
}

/** Keeps the lines the page shows for `slug` (a blocked storage just prints the built figure). */
export function keepPrintFinance(storage: Store | undefined, slug: string, lines: string[], now: number): void {
  try {
    storage?.setItem(PRINT_FINANCE_KEY, JSON.stringify({ slug, lines, at: now }));
  } catch {
    // The print page prints the built page's figure.
  }
}

/** The lines kept for `slug` within PRINT_FINANCE_MS, or undefined. */
export function keptPrintFinance(storage: Store | undefined, slug: string, now: number): string[] | undefined {
  try {
    const kept = JSON.parse(storage?.getItem(PRINT_FINANCE_KEY) ?? 'null') as {
      slug?: unknown;
      lines?: unknown;
      at?: unknown;
    } | null;
    if (!kept || kept.slug !== slug || typeof kept.at !== 'number') return undefined;
    if (!(now - kept.at >= 0 && now - kept.at <= PRINT_FINANCE_MS)) return undefined;
    const lines = Array.isArray(kept.lines) ? kept.lines.filter((l): l is string => typeof l === 'string') : [];
    return lines.length > 0 ? lines : undefined;
  } catch {
    return undefined;
  }
}

/** Wires the Print links (`data-print-link` holds the car's slug): each press keeps the figure the page shows. */
export function initPrintFinance(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-print-link]')) {
    link.addEventListener('click', () => {
      keepPrintFinance(localStore(), link.dataset.printLink ?? '', financeLinesOf(document), Date.now());
    });
  }
}
