/**
 * How a site names its stock in running text, from its config and labels: "Cars" for a car dealer,
 * "Vehicles" where caravans, motorcycles or trucks are sold too, and lists of the car types in stock
 * with the site's own words (a used-only site that says Pre-Owned never offers "new, demo or used").
 */
import type { SiteConfig } from '../../config';
import type { Translate } from '../../config/messages';

type CarType = 'new' | 'demo' | 'used';

const onlyCars = (config: SiteConfig) => config.stock.itemTypes.length === 1 && config.stock.itemTypes[0] === 'cars';

/** 'Cars' for car dealers, 'Vehicles' where the stock is mixed (caravans, motorcycles, trucks). */
export const stockNoun = (config: SiteConfig) => (onlyCars(config) ? 'Cars' : 'Vehicles');
/** 'Car' or 'Vehicle'. */
export const stockNounSingular = (config: SiteConfig) => (onlyCars(config) ? 'Car' : 'Vehicle');

/**
 * The car types in stock as one phrase, first word as the label has it, the rest in lower case:
 * "New, demo or used" (or), "new, demo and used" (and, in a sentence).
 */
export function carTypePhrase(types: readonly CarType[], t: Translate, join: 'and' | 'or', sentenceStart = true): string {
  const words = types.map((type, i) => {
    const label = t(`carType.${type}`);
    return i === 0 && sentenceStart ? label : label.toLowerCase();
  });
  return new Intl.ListFormat('en-AU', { type: join === 'and' ? 'conjunction' : 'disjunction' }).format(words);
}
