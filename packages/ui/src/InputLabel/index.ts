export { InputLabel, type InputLabelProps } from './InputLabel';
export { descriptionId } from './descriptionId';
