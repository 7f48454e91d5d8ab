export { parseNumber, formatNumberForInput } from './parseNumber';
