/**
 * Promotional tiles in the car grid (spec 01 §2.2, §3.3, §9; spec 02 §3, §4, §9): shown only
 * within start..expiry, optionally only for some car conditions, at configured grid positions.
 */
import type { CarType } from './car';
import { seededRandom } from './random';
import { parseZoned } from './time-zone';

/** A promotional tile as configured by the site. */
export interface PromoTile<Node = unknown> {
  /** ISO date or date-time; a date alone starts at midnight in the site time zone. */
  start?: string;
  /** ISO date or date-time; a date alone runs to the end of that day in the site time zone. */
  expiry?: string;
  /** 1-based grid cell the tile occupies (8 → the eighth card). */
  position: number;
  /** Car conditions the tile is for; empty or absent means every search. */
  display?: readonly CarType[];
  /** True: only when the search is limited to those conditions; false: when it includes any of them. */
  strictDisplay?: boolean;
  /** What the UI renders. */
  node: Node;
}

/**
 * Active when now is within start..expiry (both inclusive). A start or expiry that cannot be parsed
 * hides the tile, so a typo never runs a promotion forever.
 */
export function isPromoActive(tile: Pick<PromoTile, 'start' | 'expiry'>, now: Date, timeZone: string): boolean {
  if (tile.start !== undefined) {
    const start = parseZoned(tile.start, timeZone);
    if (!start || now < start) return false;
  }
  if (tile.expiry !== undefined) {
    const expiry = parseZoned(tile.expiry, timeZone, true);
    if (!expiry || now > expiry) return false;
  }
  return true;
}

/** Whether the tile fits the car conditions the search is refined to (empty = all conditions). */
export function matchesConditions(tile: Pick<PromoTile, 'display' | 'strictDisplay'>, selected: readonly CarType[]): boolean {
  const display = tile.display ?? [];
  if (display.length === 0) return true;
  if (tile.strictDisplay) return selected.length > 0 && selected.every((t) => display.includes(t));
  return selected.length === 0 || selected.some((t) => display.includes(t));
}

/** The site settings for placing tiles. */
export interface PromoPlacementOptions {
  timeZone: string;
  /** Car conditions the search is refined to. */
  selectedConditions: readonly CarType[];
  /** Shift every tile by the same random 0..max cells (one site); the seed makes it reproducible. */
  randomOffset?: { seed: number; max: number };
}

/** One cell of the grid: a car hit or a promotional tile. */
export type GridCell<Hit, Node> = { kind: 'car'; hit: Hit } | { kind: 'promo'; tile: PromoTile<Node> };

/** The tiles to show now, with their final positions, in position order. */
export function activePromos<Node>(tiles: readonly PromoTile<Node>[], now: Date, options: PromoPlacementOptions): PromoTile<Node>[] {
  const offset = options.randomOffset
    ? Math.floor(seededRandom(options.randomOffset.seed)() * (options.randomOffset.max + 1))
    : 0;
  return tiles
    .filter((tile) => isPromoActive(tile, now, options.timeZone) && matchesConditions(tile, options.selectedConditions))
    .map((tile) => ({ ...tile, position: tile.position + offset }))
    .sort((a, b) => a.position - b.position);
}

/**
 * Inserts tiles among the hits so each lands in its cell. A tile whose cell is past the end of the
 * grid (more than one after the last car) is left out, and none show when there are no hits.
 */
export function insertPromos<Hit, Node>(hits: readonly Hit[], tiles: readonly PromoTile<Node>[]): GridCell<Hit, Node>[] {
  const cells: GridCell<Hit, Node>[] = hits.map((hit) => ({ kind: 'car', hit }));
  if (hits.length === 0) return cells;
  for (const tile of [...tiles].sort((a, b) => a.position - b.position)) {
    const index = Math.max(0, Math.floor(tile.position) - 1);
    if (index > cells.length) break;
    cells.splice(index, 0, { kind: 'promo', tile });
  }
  return cells;
}
