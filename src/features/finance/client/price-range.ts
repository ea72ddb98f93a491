/**
 * The price-range slider's browser side: moves a thumb (stopping at the other one), updates the
 * label, the filled track, the count and the search parameter.
 */
import { formatAud } from '../../../domain/money';
import type { Range } from '../../../domain/search/slider';
import { moveRangeThumb, priceRangeView, type SliderBounds } from '../price-range-view';

interface PriceRangeSetup {
  prices: number[];
  bounds: SliderBounds;
  text: { found: string; itemNoun: string };
}

class PriceRangeElement extends HTMLElement {
  private setup?: PriceRangeSetup;
  private range?: Range;

  connectedCallback(): void {
    if (this.setup) return;
    this.setup = JSON.parse(this.dataset.setup ?? '{}') as PriceRangeSetup;
    this.range = { min: Number(this.thumb('min')?.value), max: Number(this.thumb('max')?.value) };
    for (const which of ['min', 'max'] as const) this.thumb(which)?.addEventListener('input', () => this.move(which));
    this.render();
  }

  private thumb(which: 'min' | 'max'): HTMLInputElement | null {
    return this.querySelector<HTMLInputElement>(`input[data-thumb="${which}"]`);
  }

  private move(which: 'min' | 'max'): void {
    if (!this.setup || !this.range) return;
    this.range = moveRangeThumb(this.range, this.setup.bounds, which, Number(this.thumb(which)?.value));
    this.render();
  }

  private render(): void {
    if (!this.setup || !this.range) return;
    const { bounds } = this.setup;
    const view = priceRangeView(this.setup.prices, this.range, bounds, this.setup.text);
    for (const which of ['min', 'max'] as const) {
      const input = this.thumb(which);
      if (!input) continue;
      // Writing back the stopped value keeps the dragged thumb from passing the other one.
      input.value = String(this.range[which]);
      input.setAttribute('aria-valuetext', formatAud(this.range[which]));
    }
    const span = bounds.max - bounds.min;
    const fill = this.querySelector<HTMLElement>('[data-out="fill"]');
    if (fill && span > 0) {
      fill.style.left = `${((this.range.min - bounds.min) / span) * 100}%`;
      fill.style.right = `${((bounds.max - this.range.max) / span) * 100}%`;
    }
    const label = this.querySelector('[data-out="label"]');
    if (label) label.textContent = view.label;
    const price = this.querySelector<HTMLInputElement>('[data-out="price"]');
    if (price) price.value = view.priceParam;
    const button = this.querySelector<HTMLButtonElement>('[data-out="button"]');
    if (button) {
      button.textContent = view.buttonLabel;
      button.disabled = view.disabled;
    }
  }
}

/** Registers <fc-price-range> once. */
export function definePriceRange(): void {
  if (!customElements.get('fc-price-range')) customElements.define('fc-price-range', PriceRangeElement);
}
