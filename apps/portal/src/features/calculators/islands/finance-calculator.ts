import { FinanceCalculator } from '@lindner/finance-calculator';
import { financeCalculatorMessages } from '@lindner/finance-calculator/messages';
import { defineIsland } from '../../../shared/islands';

/** The finance calculator on its public page, hydrated on its own. */
export const financeCalculatorIsland = defineIsland({
  name: 'finance-calculator',
  catalogs: [financeCalculatorMessages],
  Component: FinanceCalculator,
});
