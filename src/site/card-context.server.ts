/** The card context of the site being built, made once per build, and its stock cars as cards read them. */
import type { Car } from '../domain/car';
import type { FigureContext } from '../domain/finance/car-figure';
import { clockMemo } from './build-clock';
import { cardCarWith, cardContextFor, type CardCar, type CardContext } from './card-context';
import { cardEstimateContext } from './finance-settings';
import { getSite } from './site.server';

let cached: CardContext | undefined;

/** Built once per build, with the build's clock (an island that renders cards gets the instant instead: features/search/island-data.server.ts). */
export function getCardContext(): CardContext {
  return (cached ??= cardContextFor({ ...getSite(), now: getSite().clock }));
}

/** The card rules of the build (the finance estimate's year is a clock answer, passed on to each card that reads it). */
const cardRules = clockMemo((): { estimate: FigureContext | undefined } => {
  const { config, clock } = getSite();
  return { estimate: cardEstimateContext(config.finance, clock) };
});

/** A stock car of the site being built as its card reads it (with the estimate where `finance.estimate.onCards`). */
export function cardCarOf(car: Car): CardCar {
  return cardCarWith(car, cardRules().estimate);
}
