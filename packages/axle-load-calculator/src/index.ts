export {
  axleLoadFields,
  axleLoadSumTolerance,
  computeAxleLoads,
  defaultMinimumFrontAxleShare,
  emptyAxleLoadForm,
  frontBallastStep,
  hasAxleLoadValues,
  minimumFrontBallast,
  modelQueryKey,
  modelValues,
  readAxleLoadQuery,
  validateAxleLoadInput,
  writeAxleLoadQuery,
  type Attachment,
  type AxleLoadErrorKey,
  type AxleLoadErrors,
  type AxleLoadField,
  type AxleLoadFormState,
  type AxleLoadInput,
  type AxleLoadLimits,
  type AxleLoadRawInput,
  type AxleLoadResult,
  type AxleLoadValidation,
  type FrontBallastInput,
} from './core';
export { AxleLoadCalculator, type AxleLoadCalculatorProps } from './AxleLoadCalculator';
export { mount, type AxleLoadCalculatorMountOptions } from './mount';
export { axleLoadCalculatorMessages } from './messages';
