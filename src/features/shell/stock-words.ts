/**
 * How a site names its stock in running text, from its config and labels: "Cars" for a car dealer,
 * "Vehicles" where caravans, motorcycles or trucks are sold too, and the car types in stock in the
 * site's own words (a used-only site that says Pre-Owned never mentions new and demo cars).
 */
import type { SiteConfig } from '../../config';
import type { Translate } from '../../config/messages';

type CarType = 'new' | 'demo' | 'used';

const onlyCars = (config: SiteConfig) => config.stock.itemTypes.length === 1 && config.stock.itemTypes[0] === 'cars';

/** 'Cars' for car dealers, 'Vehicles' where the stock is mixed (caravans, motorcycles, trucks). */
export const stockNoun = (config: SiteConfig) => (onlyCars(config) ? 'Cars' : 'Vehicles');
/** 'Car' or 'Vehicle'. */
export const stockNounSingular = (config: SiteConfig) => (onlyCars(config) ? 'Car' : 'Vehicle');

/** The car types in stock as a phrase for running text, in the site's words: "new, demo and used", "pre-owned". */
export function carTypePhrase(types: readonly CarType[], t: Translate): string {
  return new Intl.ListFormat('en-AU', { type: 'conjunction' }).format(types.map((type) => t(`carType.${type}`).toLowerCase()));
}
