export * from './core';
export * from './AxleLoadCalculator';
export { mount, type AxleLoadCalculatorMountOptions } from './mount';
export { axleLoadCalculatorMessages } from './messages';
