/**
 * The budget search island's props, prepared at build time: the prices of the search's stock per
 * car type (so the count on its button is the search page's), its defaults and its words.
 */
import { CAR_TYPES, type CarType } from '../../domain/car';
import type { BudgetFrequency } from '../../domain/finance';
import { formatAud } from '../../domain/money';
import { defaultSearchPath } from '../../paths';
import type { Site } from '../../site/site.server';
import { budgetStock, type BudgetStock, type BudgetText } from './budget-view';
import { searchStockCars } from '../../site/search-stock-cars';
import type { Moment } from '../../domain/now';
import { siteNounWords } from '../../site/stock-words';

/** The budget search island's props. */
export interface FinanceBudgetSearchProps {
  /** The search page the form goes to (a plain GET, so it works before the island hydrates). */
  action: string;
  stock: BudgetStock;
  text: BudgetText;
  frequency: BudgetFrequency;
  /** Years of repayments the budget covers (finance.budget.termYears). */
  termYears: number;
  minPrice: number;
  start: { repayment: number; deposit: number };
  /** The car types in stock, with their names. */
  types: Array<{ value: CarType; label: string }>;
  /** The money quick picks that fill the deposit. */
  picks: Array<{ amount: number; label: string }>;
  labels: {
    heading: string;
    intro: string;
    carTypes: string;
    repayment: string;
    /** "(per month)". */
    repaymentPer: string;
    deposit: string;
    picks: string;
    result: string;
    /** "Loan term: 5 years". */
    loanTerm: string;
  };
}

/** The budget search's props for a site. */
export function financeBudgetSearchProps(
  site: Pick<Site, 't' | 'config' | 'shownCars'> & { clock: Moment },
): FinanceBudgetSearchProps {
  const { t, config } = site;
  const budget = config.finance.budget;
  const stock = budgetStock(searchStockCars(site), budget.minPrice);
  // Counted as what the site sells: "12 Cars Found", "12 Vehicles Found" (issue 21 point 10).
  const nouns = siteNounWords(config, t);
  return {
    action: defaultSearchPath(),
    stock,
    text: { found: t('budget.found'), itemNoun: t('financeUi.itemNoun', nouns) },
    frequency: budget.frequency,
    termYears: budget.termYears,
    minPrice: budget.minPrice,
    start: { repayment: budget.defaultRepayment, deposit: budget.defaultDeposit },
    types: CAR_TYPES.filter((type) => stock[type] !== undefined).map((type) => ({
      value: type,
      label: t(`carType.${type}`),
    })),
    picks: budget.quickPicks.map((amount) => ({ amount, label: formatAud(amount) })),
    labels: {
      heading: t('budget.heading', nouns),
      intro: t('financeUi.budgetIntro'),
      carTypes: t('budget.carTypes'),
      repayment: t('budget.repayment'),
      repaymentPer: t(`financeUi.budgetRepaymentPer.${budget.frequency}`),
      deposit: t('budget.deposit'),
      picks: t('financeUi.quickPicks'),
      result: t('financeUi.budgetResult'),
      loanTerm: t('budget.loanTerm', { years: budget.termYears }),
    },
  };
}
