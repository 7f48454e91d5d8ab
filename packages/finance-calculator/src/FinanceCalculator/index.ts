export { FinanceCalculator, type FinanceCalculatorProps } from './FinanceCalculator';
