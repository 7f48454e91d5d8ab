export * from './core';
export { FinanceCalculator, type FinanceCalculatorProps } from './FinanceCalculator';
export { mount, type FinanceCalculatorMountOptions } from './mount';
export { financeCalculatorMessages } from './messages';
