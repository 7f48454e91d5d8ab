import type { Locale } from '@lindner/i18n/core';
import { parseNumber } from '@lindner/ui/numbers';
import type { AxleLoadInput } from './computeAxleLoads';

/** The fields of the calculator's form, flat as in the URL query. */
export const axleLoadFields = [
  'netWeight',
  'netFrontAxleLoad',
  'netRearAxleLoad',
  'wheelbase',
  'permittedFrontAxleLoad',
  'permittedRearAxleLoad',
  'permittedTotalWeight',
  'frontWeight',
  'frontDistance',
  'rearWeight',
  'rearDistance',
] as const;

export type AxleLoadField = (typeof axleLoadFields)[number];

/** What the user typed (or a caller passed): strings as typed, numbers, or nothing. */
export type AxleLoadRawInput = Partial<Record<AxleLoadField, string | number | null | undefined>>;

/** Why a field's value cannot be used; the widget shows a message for each. */
export type AxleLoadErrorKey =
  'required' | 'notANumber' | 'negative' | 'notPositive' | 'axleLoadsDoNotAddUp';

export type AxleLoadErrors = Partial<Record<AxleLoadField, AxleLoadErrorKey>>;

export type AxleLoadValidation =
  { ok: true; input: AxleLoadInput } | { ok: false; errors: AxleLoadErrors };

/** How far the two axle loads may miss the net weight: the data sheets round to whole kg. */
export const axleLoadSumTolerance = 1;

type Parsed = { value: number } | { error: AxleLoadErrorKey } | { empty: true };

// Typed text is read as the locale writes numbers: "4.200" kg in German is 4200 kg, never 4.2.
function parse(raw: string | number | null | undefined, locale: Locale): Parsed {
  if (raw === null || raw === undefined) return { empty: true };
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { error: 'notANumber' };
    return raw < 0 ? { error: 'negative' } : { value: raw };
  }
  const value = parseNumber(raw, locale);
  if (value === undefined) return { empty: true };
  if (Number.isNaN(value)) return { error: 'notANumber' };
  return value < 0 ? { error: 'negative' } : { value };
}

/**
 * Checks the calculator's form and turns it into `computeAxleLoads` input. An attachment whose
 * weight and distance are both empty is absent; one with only one of them is incomplete. Text
 * is read in the locale's way (`parseNumber` of `@lindner/ui`).
 */
export function validateAxleLoadInput(raw: AxleLoadRawInput, locale: Locale): AxleLoadValidation {
  const errors: AxleLoadErrors = {};
  const values: Partial<Record<AxleLoadField, number>> = {};
  const parsed = Object.fromEntries(
    axleLoadFields.map((field) => [field, parse(raw[field], locale)]),
  ) as Record<AxleLoadField, Parsed>;

  const attachmentPresent = {
    front: !('empty' in parsed.frontWeight && 'empty' in parsed.frontDistance),
    rear: !('empty' in parsed.rearWeight && 'empty' in parsed.rearDistance),
  };
  const optional = (field: AxleLoadField) =>
    (field === 'frontWeight' || field === 'frontDistance') && !attachmentPresent.front
      ? true
      : (field === 'rearWeight' || field === 'rearDistance') && !attachmentPresent.rear;

  for (const field of axleLoadFields) {
    const result = parsed[field];
    if ('error' in result) errors[field] = result.error;
    else if ('empty' in result) {
      if (!optional(field)) errors[field] = 'required';
    } else values[field] = result.value;
  }
  if (values.wheelbase === 0) errors.wheelbase = 'notPositive';

  const { netWeight, netFrontAxleLoad, netRearAxleLoad } = values;
  if (
    netWeight !== undefined &&
    netFrontAxleLoad !== undefined &&
    netRearAxleLoad !== undefined &&
    Math.abs(netFrontAxleLoad + netRearAxleLoad - netWeight) > axleLoadSumTolerance
  ) {
    errors.netFrontAxleLoad = 'axleLoadsDoNotAddUp';
    errors.netRearAxleLoad = 'axleLoadsDoNotAddUp';
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const number = (field: AxleLoadField) => values[field] as number;
  return {
    ok: true,
    input: {
      netWeight: number('netWeight'),
      netFrontAxleLoad: number('netFrontAxleLoad'),
      netRearAxleLoad: number('netRearAxleLoad'),
      wheelbase: number('wheelbase'),
      permittedFrontAxleLoad: number('permittedFrontAxleLoad'),
      permittedRearAxleLoad: number('permittedRearAxleLoad'),
      permittedTotalWeight: number('permittedTotalWeight'),
      front: attachmentPresent.front
        ? { weight: number('frontWeight'), distance: number('frontDistance') }
        : null,
      rear: attachmentPresent.rear
        ? { weight: number('rearWeight'), distance: number('rearDistance') }
        : null,
    },
  };
}
