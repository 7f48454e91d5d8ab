import type { AxleLoadModel } from '@lindner/api/schema';
import type { Locale } from '@lindner/i18n/core';
import { formatNumberForInput } from '@lindner/ui/numbers';
import type { AxleLoadField } from './validateAxleLoadInput';

type ModelField = Exclude<
  AxleLoadField,
  'frontWeight' | 'frontDistance' | 'rearWeight' | 'rearDistance'
>;

/**
 * The form fields a picked model fills in, written as the locale writes numbers ("2,4" m in
 * de-at); a figure the model lacks leaves its field empty.
 */
export function modelValues(model: AxleLoadModel, locale: Locale): Record<ModelField, string> {
  const text = (value: number | null) =>
    value === null ? '' : formatNumberForInput(value, locale);
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
