import { FinanceCalculator } from '@lindner/finance-calculator';
import { financeCalculatorMessages } from '@lindner/finance-calculator/messages';
import { defineIsland } from '../../../shared/islands';

/**
 * The finance calculator in a model page's financing section, starting from the model's list
 * price (`price` in EUR, `modelName`), hydrated on its own.
 */
export const modelFinancingIsland = defineIsland({
  name: 'model-financing',
  catalogs: [financeCalculatorMessages],
  Component: FinanceCalculator,
});
