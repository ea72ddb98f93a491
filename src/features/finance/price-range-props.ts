/**
 * The price-range island's props, prepared at build time: the shown prices of the search's stock
 * (so the count on its button is the search page's), the slider's bounds and its words.
 */
import { formatAud } from '../../domain/money';
import { MIN_SHOWN_PRICE } from '../../domain/price';
import { priceSliderPageBounds } from '../../domain/search/slider';
import { defaultSearchPath } from '../../paths';
import type { Site } from '../../site/site.server';
import { rangeStock, type SliderBounds } from './price-range-view';
import { searchStockCars } from '../../site/search-stock-cars';
import { siteNounWords } from '../../site/stock-words';
import type { Moment } from '../../domain/now';

/** The price-range island's props. */
export interface FinancePriceRangeProps {
  /** The search page the form goes to (a plain GET, so it works before the island hydrates). */
  action: string;
  /** Sorted shown prices of the search's stock. */
  prices: number[];
  bounds: SliderBounds;
  text: { found: string; itemNoun: string };
  labels: {
    legend: string;
    min: string;
    max: string;
    /** The slider's ends as money, the top one with "+". */
    lowest: string;
    highest: string;
  };
}

/** The price-range page's props for a site. */
export function financePriceRangeProps(
  site: Pick<Site, 't' | 'config' | 'shownCars'> & { clock: Moment },
): FinancePriceRangeProps {
  const { t } = site;
  const nouns = siteNounWords(site.config, t);
  const prices = rangeStock(searchStockCars(site), MIN_SHOWN_PRICE);
  const bounds = priceSliderPageBounds(prices.length > 0 ? { min: prices[0], max: prices.at(-1) } : undefined);
  return {
    action: defaultSearchPath(),
    prices,
    bounds,
    text: { found: t('budget.found'), itemNoun: t('financeUi.itemNoun', nouns) },
    labels: {
      legend: t('financeUi.priceRangeLegend'),
      min: t('financeUi.priceMin'),
      max: t('financeUi.priceMax'),
      lowest: formatAud(bounds.min),
      highest: `${formatAud(bounds.max)}+`,
    },
  };
}
