/** The card context of the site being built, made once per build, and its stock cars as cards read them. */
import type { Car } from '../domain/car';
import type { FigureContext } from '../domain/finance/car-figure';
import { cardCarWith, cardContextFor, type CardCar, type CardContext } from './card-context';
import { cardEstimateContext } from './finance-settings';
import { getSite } from './site.server';

let cached: CardContext | undefined;
let cardRules: { estimate: FigureContext | undefined } | undefined;

/** Built once per build; also serialised into islands that render cards. */
export function getCardContext(): CardContext {
  return (cached ??= cardContextFor(getSite()));
}

/** A stock car of the site being built as its card reads it (with the estimate where `finance.estimate.onCards`). */
export function cardCarOf(car: Car): CardCar {
  if (!cardRules) {
    const { config, clock } = getSite();
    cardRules = { estimate: cardEstimateContext(config.finance, clock) };
  }
  return cardCarWith(car, cardRules.estimate);
}
