/** Text helpers for drawn SVG: escaping and a rough width estimate to fit headlines. */

import { escapeMarkup } from '../../../src/domain/safe-text';

/** Escapes text for SVG/XML content and attributes (the project's one escaping rule). */
export const esc = escapeMarkup;

/** The largest font size (≤ max) at which text fits the width. */
export function fitSize(text: string, width: number, max: number): number {
  return Math.max(10, Math.min(max, Math.floor(width / (text.length * 0.68))));
}

/** The font stack used in drawn images (local fonts only; DejaVu is what librsvg finds here). */
export const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
