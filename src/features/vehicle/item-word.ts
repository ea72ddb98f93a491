/** A car called what it is in the page's words (issue 21): "car", "caravan"; "Car", "Caravan" at a sentence's start or in a button. */
import type { Translate } from '../../config/messages';
import type { Car } from '../../domain/car';
import { itemNoun } from '../../domain/vehicle-noun';

/** The word for one item of this car's kind: `one` in a sentence, `oneTitle` in a title or button. */
export function itemWord(car: Pick<Car, 'item_type'>, t: Translate, form: 'one' | 'oneTitle' = 'one'): string {
  return t(`noun.${itemNoun(car.item_type)}.${form}`);
}
