/** The calculator's wording from the site's translator, in the shape the view model takes. */
import type { Translate } from '../../config/messages';
import type { CalculatorText } from './calculator-model';

/** Templates keep their {placeholders}; the view model fills them. */
export function calculatorText(t: Translate): CalculatorText {
  return {
    repaymentPer: t('finance.repaymentPer'),
    per: { week: t('finance.per.week'), fortnight: t('finance.per.fortnight'), month: t('finance.per.month') },
    enquire: t('finance.enquireForFinance'),
    bounds: t('finance.bounds'),
    comparisonRateValue: t('finance.comparisonRateValue'),
  };
}
