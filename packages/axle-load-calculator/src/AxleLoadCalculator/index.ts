export { AxleLoadCalculator, type AxleLoadCalculatorProps } from './AxleLoadCalculator';
