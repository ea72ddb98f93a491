/**
 * A figure made in the browser from a quote that arrived after the build (the strip asked for it):
 * published here so the calculator, another island, opens on the same figure the strip shows.
 */
import { atom } from 'nanostores';
import type { CarFinanceFigure } from '../../domain/finance';

/** The page's car's figure from a quote that arrived in the browser (undefined until one does). */
export const $quotedFigure = atom<CarFinanceFigure | undefined>(undefined);

/** Publishes the figure the strip made from its quote. */
export function publishQuotedFigure(figure: CarFinanceFigure): void {
  $quotedFigure.set(figure);
}
