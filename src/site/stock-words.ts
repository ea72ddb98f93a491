/**
 * How a site names its stock in running text, from its config and labels: "Cars" for a car dealer,
 * "Vehicles" where caravans, motorcycles or trucks are sold too, and the car types in stock in the
 * site's own words (a used-only site that says Pre-Owned never mentions new and demo cars).
 */
import type { SiteConfig } from '../config';
import type { Translate } from '../config/messages';
import type { Car } from '../domain/car';
import { itemNoun, siteNoun, type VehicleNoun } from '../domain/vehicle-noun';

type CarType = 'new' | 'demo' | 'used';

const onlyCars = (config: SiteConfig) => config.stock.itemTypes.length === 1 && config.stock.itemTypes[0] === 'cars';

/** 'Cars' for car dealers, 'Vehicles' where the stock is mixed (caravans, motorcycles, trucks). */
export const stockNoun = (config: SiteConfig) => (onlyCars(config) ? 'Cars' : 'Vehicles');
/** 'Car' or 'Vehicle'. */
export const stockNounSingular = (config: SiteConfig) => (onlyCars(config) ? 'Car' : 'Vehicle');

/** The car types in stock as a phrase for running text, in the site's words: "new, demo and used", "pre-owned". */
export function carTypePhrase(types: readonly CarType[], t: Translate): string {
  return new Intl.ListFormat('en-AU', { type: 'conjunction' }).format(
    types.map((type) => t(`carType.${type}`).toLowerCase()),
  );
}

/**
 * A kind of stock in the site's words: `one` or `other` in a sentence ("car", "caravans"), `oneTitle`
 * or `title` in a title or button ("Caravan", "Caravans").
 */
export function nounWord(
  noun: VehicleNoun,
  t: Translate,
  form: 'one' | 'other' | 'oneTitle' | 'title' = 'one',
): string {
  return t(`noun.${noun}.${form}`);
}

/** The site's stock as one word for counts and headings: `Noun` "Car" or "Vehicle", `nouns` "cars" or "vehicles" (issue 21 point 10). */
export function siteNounWords(config: SiteConfig, t: Translate): { Noun: string; nouns: string } {
  const noun = siteNoun(config.stock.itemTypes);
  return { Noun: nounWord(noun, t, 'oneTitle'), nouns: nounWord(noun, t, 'other') };
}

/** One item called what it is (issue 21): "car", "caravan"; `oneTitle` for "Car", "Caravan"; `other` for "caravans". */
export function itemWord(
  car: Pick<Car, 'item_type'>,
  t: Translate,
  form: 'one' | 'oneTitle' | 'other' = 'one',
): string {
  return nounWord(itemNoun(car.item_type), t, form);
}
