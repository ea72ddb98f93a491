/** The Autogauge block: asks for the market check, shows it when the answer passes the spec's rule, else removes it. */
import { gaugePosition, showAutogauge } from '../autogauge';
import { formatAud } from '../../../domain/money';
import { fetchAutogauge } from './api';

/** Wires the block, if the page has one. */
export async function initAutogauge(root: ParentNode = document): Promise<void> {
  const box = root.querySelector<HTMLElement>('[data-autogauge]');
  if (!box) return;
  const data = await fetchAutogauge(box.dataset.autogauge ?? '');
  if (!data || !showAutogauge(data, Number(box.dataset.minConfidence))) {
    box.remove();
    return;
  }
  // showAutogauge has checked that every figure is a number.
  const listing_price = data.listing_price ?? 0;
  const market_range_min = data.market_range_min ?? 0;
  const market_range_max = data.market_range_max ?? 0;
  const confidence = data.confidence ?? 0;
  box.querySelector('[data-skeleton]')?.remove();
  const marker = box.querySelector<HTMLElement>('[data-marker]');
  if (marker) marker.style.left = `${gaugePosition({ listing_price, market_range_min, market_range_max })}%`;
  const range = (box.dataset.range ?? '')
    .replace('{min}', formatAud(market_range_min))
    .replace('{max}', formatAud(market_range_max));
  const conf = (box.dataset.confidence ?? '').replace('{percent}', String(Math.round(confidence * 100)));
  box.querySelector('[data-range-text]')!.textContent = `${range} · ${conf}`;
  box.querySelector('[data-description]')!.textContent = data.description ?? '';
  box.querySelector<HTMLElement>('[data-result]')!.hidden = false;
}
