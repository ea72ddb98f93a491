/**
 * The site's finance calculator words (calculator-props.ts, `calculatorLabels`) for the calculator island:
 * written once per build beside the prepared data and bundled into its code, so the pages that show a
 * calculator do not each carry them in their HTML (about 0.2 KB brotli a vehicle page).
 */
import labels from 'virtual:forecourt/calculator-labels';
import type { CalculatorLabels } from './calculator-props';

export const CALCULATOR_LABELS: CalculatorLabels = labels;
