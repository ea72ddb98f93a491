/**
 * The figures a vehicle card carries (also stored in the search document): the car's one finance
 * figure (car-figure.ts), so a card never shows a repayment or rate its vehicle page would not.
 */
import { carFinanceFigure, type FigureCar, type FigureContext } from './car-figure';
import type { Frequency } from './frequency';

/** The card's estimate line: repayment in the site's frequency, with both rates. */
export interface CardEstimate {
  repayment: number;
  frequency: Frequency;
  advertisedRate: number;
  comparisonRate: number;
}

/** The card's figures of the car's finance figure, or undefined when it has none. */
export function cardEstimate(car: FigureCar, context: FigureContext): CardEstimate | undefined {
  const figure = carFinanceFigure(car, context);
  return (
    figure && {
      repayment: figure.repayment,
      frequency: figure.inputs.frequency,
      advertisedRate: figure.rate,
      comparisonRate: figure.comparisonRate,
    }
  );
}
