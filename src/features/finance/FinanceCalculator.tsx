/**
 * The finance calculator island: the calculator (FinanceCalculatorPanel.tsx) in the site's words,
 * which travel in this code (calculator-labels-data.ts) rather than in every page's props.
 */
import { CALCULATOR_LABELS } from './calculator-labels-data';
import type { FinanceCalculatorProps } from './calculator-props';
import { FinanceCalculatorPanel } from './FinanceCalculatorPanel';

export type { FinanceCalculatorProps };

export default function FinanceCalculator(props: FinanceCalculatorProps) {
  return <FinanceCalculatorPanel {...props} labels={CALCULATOR_LABELS} />;
}
