import type { AxleLoadModel } from '@lindner/api/schema';
import type { AxleLoadField } from './validateAxleLoadInput';

type ModelField = Exclude<
  AxleLoadField,
  'frontWeight' | 'frontDistance' | 'rearWeight' | 'rearDistance'
>;

/** The form fields a picked model fills in; a figure the model lacks leaves its field empty. */
export function modelValues(model: AxleLoadModel): Record<ModelField, string> {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    netWeight: text(model.netWeight),
    netFrontAxleLoad: text(model.netFrontAxleLoad),
    netRearAxleLoad: text(model.netRearAxleLoad),
    wheelbase: text(model.wheelbase),
    permittedFrontAxleLoad: text(model.permittedFrontAxleLoad),
    permittedRearAxleLoad: text(model.permittedRearAxleLoad),
    permittedTotalWeight: text(model.permittedTotalWeight),
  };
}
