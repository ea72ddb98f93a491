/**
 * Whether the focused element shows a visible focus indicator (WCAG 2.4.7, with the contrast of
 * 1.4.11): an outline or box-shadow that is not "none", differs from the same element unfocused, and
 * stands out 3:1 from what is behind it. The indicator may sit on the element, on a following "peer"
 * (a styled label after a hidden radio) or on an ancestor up to three levels (a card with
 * :focus-within). The unfocused look is read from a shallow clone of each, which cannot hold focus.
 * An outline that a scrolling or clipping ancestor cuts mostly away counts as not visible.
 */
import type { Page } from '@playwright/test';

/** The focused element and what is wrong with its indicator (nothing when it is visible). */
export interface FocusCheck {
  /** e.g. `a "Used Cars"`, for messages. */
  element: string;
  /** The indicator found: where, and its outline or box-shadow. */
  indicator?: string;
  problems: string[];
}

/** The minimum contrast of a focus indicator against what is behind it (WCAG 1.4.11). */
export const MIN_INDICATOR_CONTRAST = 3;

/** Checks the focus indicator of the page's focused element; undefined when nothing is focused. */
export function checkFocusIndicator(page: Page): Promise<FocusCheck | undefined> {
  return page.evaluate((minContrast) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return undefined;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const element = `${el.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;

    // Any CSS colour as [r, g, b, a] (0–255, alpha 0–1), through a canvas so oklab and color-mix work too.
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (css: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const contrast = (a: number[], b: number[]) => {
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (l1! + 0.05) / (l2! + 0.05);
    };
    /** The opaque colour behind `from` (its own background included when `self`), or undefined over a picture. */
    const backdrop = (from: Element | null): number[] | undefined => {
      const layers: Array<[number, number, number, number]> = [];
      for (let node = from; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return undefined;
        const colour = rgba(style.backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      let out = [255, 255, 255];
      for (const [r, g, b, a] of layers.reverse())
        out = [r * a + out[0]! * (1 - a), g * a + out[1]! * (1 - a), b * a + out[2]! * (1 - a)];
      return out;
    };
    const ring = (node: Element) => {
      const s = getComputedStyle(node);
      // A ring drawn by a pseudo-element over the element's own content (an inset ring over a picture).
      const pseudo = ['::after', '::before']
        .map((p) => getComputedStyle(node, p))
        .find((p) => p.content !== 'none' && p.content !== 'normal' && p.boxShadow !== 'none');
      return {
        pseudo: pseudo?.boxShadow ?? 'none',
        outline:
          s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0
            ? 'none'
            : `${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}`,
        outlineColor: s.outlineColor,
        outlineWidth: parseFloat(s.outlineWidth),
        outlineOffset: parseFloat(s.outlineOffset),
        boxShadow: s.boxShadow,
      };
    };
    type Box = { left: number; top: number; right: number; bottom: number };
    const area = (b: Box) => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);
    const grow = (b: Box, by: number): Box => ({
      left: b.left - by,
      top: b.top - by,
      right: b.right + by,
      bottom: b.bottom + by,
    });
    const meet = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    /** The share of an outline's band left visible by the boxes that clip it (overflow other than visible). */
    const visibleShare = (node: Element, offset: number, width: number) => {
      const rect = node.getBoundingClientRect();
      const inner = grow(rect, Math.min(offset, offset + width));
      const outer = grow(rect, Math.max(offset, offset + width));
      let clip: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      let clipper = '';
      for (let up = node.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        clip = meet(clip, up.getBoundingClientRect());
        clipper ||= `${up.tagName.toLowerCase()}${up.id ? `#${up.id}` : ''}`;
      }
      const band = area(outer) - area(inner);
      return { share: band > 0 ? (area(meet(outer, clip)) - area(meet(inner, clip))) / band : 1, clipper };
    };
    const unfocused = (node: Element) => {
      const clone = node.cloneNode(false) as HTMLElement;
      clone.removeAttribute('id');
      clone.setAttribute('aria-hidden', 'true');
      clone.inert = true;
      node.after(clone);
      const look = ring(clone);
      clone.remove();
      return look;
    };

    const candidates: Array<[string, Element]> = [['itself', el]];
    if (el.nextElementSibling) candidates.push(['the label after it', el.nextElementSibling]);
    for (let up = el.parentElement, i = 1; up && i <= 3 && up !== document.body; up = up.parentElement, i++)
      candidates.push([`its ancestor ${up.tagName.toLowerCase()}`, up]);

    const problems: string[] = [];
    for (const [where, node] of candidates) {
      const now = ring(node);
      if (now.outline === 'none' && now.boxShadow === 'none' && now.pseudo === 'none') continue;
      const before = unfocused(node);
      if (before.outline === now.outline && before.boxShadow === now.boxShadow && before.pseudo === now.pseudo)
        continue;
      if (now.outline === 'none' && now.boxShadow === before.boxShadow && now.pseudo !== before.pseudo) {
        // The ring is a pseudo-element's inset shadow over the element's content: in view is all it needs.
        const r = node.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) problems.push('the element showing focus has no size on screen');
        return { element, indicator: `on ${where}: an inset ring over its content (${now.pseudo})`, problems };
      }
      // The indicator's colours: the outline's, and each shadow's (a two-tone ring passes on either).
      const colours = [
        ...(now.outline !== 'none' && now.outline !== before.outline ? [now.outlineColor] : []),
        ...(now.boxShadow !== before.boxShadow
          ? (now.boxShadow.match(/(rgba?|color|oklab|oklch|lab|lch|hsla?)\([^)]*\)|#[0-9a-f]{3,8}/gi) ?? [])
          : []),
      ];
      // A ring drawn inside the element lies over its own content: over a picture, its backdrop is unknown.
      const inset = now.outline !== 'none' ? now.outlineOffset < 0 : /\binset\b/.test(now.boxShadow);
      const behind =
        inset && node.querySelector('img, picture, video, canvas, svg image')
          ? undefined
          : backdrop(inset ? node : node.parentElement);
      if (now.outline !== 'none') {
        const { share, clipper } = visibleShare(node, now.outlineOffset, now.outlineWidth);
        if (share < 0.5)
          problems.push(`only ${Math.round(share * 100)}% of the outline shows: ${clipper} clips it (overflow)`);
      }
      const indicator = `on ${where}: ${now.outline !== 'none' ? `outline ${now.outline}` : `box-shadow ${now.boxShadow}`}`;
      const r = node.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) problems.push('the element showing focus has no size on screen');
      if (behind && colours.length > 0) {
        const best = Math.max(
          ...colours.map((c) => {
            const [cr, cg, cb, ca] = rgba(c);
            return ca === 0
              ? 1
              : contrast(
                  [cr * ca + behind[0]! * (1 - ca), cg * ca + behind[1]! * (1 - ca), cb * ca + behind[2]! * (1 - ca)],
                  behind,
                );
          }),
        );
        if (best < minContrast)
          problems.push(
            `indicator contrast ${best.toFixed(2)}:1 against rgb(${behind.map(Math.round).join(', ')}), needs ${minContrast}:1`,
          );
      }
      return { element, indicator, problems };
    }
    problems.push('no focus indicator: outline and box-shadow are none, or the same as unfocused');
    return { element, problems };
  }, MIN_INDICATOR_CONTRAST);
}
