export { NumberField, type NumberFieldProps } from './NumberField';
export type { NumberValue } from './numberText';
