/**
 * Promotional tiles in the car grid (spec 01 §2.2, §3.3, §9; spec 02 §3, §4, §9): shown only
 * within start..expiry, optionally only for some car conditions, at configured grid positions.
 * Field names follow the site config's promotions.tiles.
 */
import type { CarType } from './car';
import { seededRandom } from './random';
import { parseZoned } from './time-zone';

/** Largest random shift, in grid cells, for tiles with randomOffset. */
export const PROMO_RANDOM_OFFSET_MAX = 3;

/** A promotional tile as configured by the site. */
export interface PromoTile<Node = unknown> {
  /** ISO date-time (with offset) or date; a date alone starts at midnight in the site time zone. */
  start?: string;
  /** ISO date-time (with offset) or date; a date alone runs to the end of that day in the site time zone. */
  expiry?: string;
  /** 1-based grid cells the tile occupies (8 → the eighth card). */
  positions: readonly number[];
  /** False keeps the tile configured but hidden. */
  display?: boolean;
  /** Car conditions the tile is for; empty or absent means every search. */
  conditions?: readonly CarType[];
  /** True: only when the search is limited to exactly those conditions; false: when it includes any of them. */
  strictDisplay?: boolean;
  /** Shift the positions by a random 0..3 cells per visit. */
  randomOffset?: boolean;
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

/** Whether the tile fits the car conditions the search is refined to (none selected = all conditions). */
export function matchesConditions(
  tile: Pick<PromoTile, 'conditions' | 'strictDisplay'>,
  selected: readonly CarType[],
): boolean {
  const conditions = tile.conditions ?? [];
  if (conditions.length === 0) return true;
  if (tile.strictDisplay) {
    return selected.length === conditions.length && selected.every((t) => conditions.includes(t));
  }
  return selected.length === 0 || selected.some((t) => conditions.includes(t));
}

/** What placing tiles needs from the page. */
export interface PromoPlacementOptions {
  timeZone: string;
  /** Car conditions the search is refined to. */
  selectedConditions: readonly CarType[];
  /** Seed for tiles with randomOffset (per visit in the browser, fixed in tests and at build). */
  seed?: number;
}

/** A tile at one of its grid cells. */
export interface PlacedPromo<Node> {
  tile: PromoTile<Node>;
  position: number;
}

/** One cell of the grid: a car hit or a promotional tile. */
export type GridCell<Hit, Node> =
  | { kind: 'car'; hit: Hit }
  | { kind: 'promo'; tile: PromoTile<Node>; position: number };

/** The tiles to show now at their final cells, in cell order (each randomOffset tile shifted by one seeded draw). */
export function activePromos<Node>(
  tiles: readonly PromoTile<Node>[],
  now: Date,
  options: PromoPlacementOptions,
): PlacedPromo<Node>[] {
  const random = seededRandom(options.seed ?? 0);
  return tiles
    .filter(
      (tile) =>
        tile.display !== false &&
        isPromoActive(tile, now, options.timeZone) &&
        matchesConditions(tile, options.selectedConditions),
    )
    .flatMap((tile) => {
      const offset = tile.randomOffset ? Math.floor(random() * (PROMO_RANDOM_OFFSET_MAX + 1)) : 0;
      return tile.positions.map((position) => ({ tile, position: position + offset }));
    })
    .sort((a, b) => a.position - b.position);
}

/**
 * Inserts tiles among the hits so each lands in its cell. A tile whose cell is past the end of the
 * grid (more than one after the last car) is left out, and none show when there are no hits.
 */
export function insertPromos<Hit, Node>(
  hits: readonly Hit[],
  placed: readonly PlacedPromo<Node>[],
): GridCell<Hit, Node>[] {
  const cells: GridCell<Hit, Node>[] = hits.map((hit) => ({ kind: 'car', hit }));
  if (hits.length === 0) return cells;
  for (const { tile, position } of [...placed].sort((a, b) => a.position - b.position)) {
    const index = Math.max(0, Math.floor(position) - 1);
    if (index > cells.length) break;
    cells.splice(index, 0, { kind: 'promo', tile, position });
  }
  return cells;
}
