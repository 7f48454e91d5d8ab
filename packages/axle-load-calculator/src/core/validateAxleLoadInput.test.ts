import { describe, expect, it } from 'vitest';
import { validateAxleLoadInput, type AxleLoadRawInput } from './validateAxleLoadInput';

const typed: AxleLoadRawInput = {
  netWeight: '5000',
  netFrontAxleLoad: '2100',
  netRearAxleLoad: '2900',
  wheelbase: '2,5',
  permittedFrontAxleLoad: '3500',
  permittedRearAxleLoad: '5500',
  permittedTotalWeight: '8000',
  frontWeight: '600',
  frontDistance: '1.0',
  rearWeight: '1000',
  rearDistance: ' 4,05 ',
};

describe('validateAxleLoadInput', () => {
  it('turns the typed worked example into input, with decimal commas and spaces', () => {
    expect(validateAxleLoadInput(typed)).toEqual({
      ok: true,
      input: {
        netWeight: 5000,
        netFrontAxleLoad: 2100,
        netRearAxleLoad: 2900,
        wheelbase: 2.5,
        permittedFrontAxleLoad: 3500,
        permittedRearAxleLoad: 5500,
        permittedTotalWeight: 8000,
        front: { weight: 600, distance: 1 },
        rear: { weight: 1000, distance: 4.05 },
      },
    });
  });

  it('accepts numbers as well as strings', () => {
    const result = validateAxleLoadInput({ ...typed, netWeight: 5000, wheelbase: 2.5 });
    expect(result.ok).toBe(true);
  });

  it('treats an attachment with neither weight nor distance as absent', () => {
    const result = validateAxleLoadInput({
      ...typed,
      frontWeight: '',
      frontDistance: '',
      rearWeight: undefined,
      rearDistance: null,
    });
    expect(result).toMatchObject({ ok: true, input: { front: null, rear: null } });
  });

  it('asks for the missing half of an attachment', () => {
    const result = validateAxleLoadInput({ ...typed, frontDistance: '', rearWeight: '' });
    expect(result).toEqual({
      ok: false,
      errors: { frontDistance: 'required', rearWeight: 'required' },
    });
  });

  it('asks for every missing tractor figure', () => {
    expect(validateAxleLoadInput({})).toEqual({
      ok: false,
      errors: {
        netWeight: 'required',
        netFrontAxleLoad: 'required',
        netRearAxleLoad: 'required',
        wheelbase: 'required',
        permittedFrontAxleLoad: 'required',
        permittedRearAxleLoad: 'required',
        permittedTotalWeight: 'required',
      },
    });
  });

  it('rejects negative numbers and text per field', () => {
    const result = validateAxleLoadInput({
      ...typed,
      netWeight: '-5000',
      permittedTotalWeight: 'acht Tonnen',
      rearDistance: '4.0.5',
      frontWeight: -1,
      permittedRearAxleLoad: Number.NaN,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        netWeight: 'negative',
        permittedTotalWeight: 'notANumber',
        rearDistance: 'notANumber',
        frontWeight: 'negative',
        permittedRearAxleLoad: 'notANumber',
      },
    });
  });

  it('rejects a zero wheelbase', () => {
    expect(validateAxleLoadInput({ ...typed, wheelbase: '0' })).toEqual({
      ok: false,
      errors: { wheelbase: 'notPositive' },
    });
  });

  it('rejects axle loads that do not add up to the net weight', () => {
    expect(validateAxleLoadInput({ ...typed, netRearAxleLoad: '2800' })).toEqual({
      ok: false,
      errors: { netFrontAxleLoad: 'axleLoadsDoNotAddUp', netRearAxleLoad: 'axleLoadsDoNotAddUp' },
    });
  });

  it('allows axle loads that miss the net weight by at most 1 kg', () => {
    expect(validateAxleLoadInput({ ...typed, netRearAxleLoad: '2901' }).ok).toBe(true);
    expect(validateAxleLoadInput({ ...typed, netRearAxleLoad: '2899' }).ok).toBe(true);
    expect(validateAxleLoadInput({ ...typed, netRearAxleLoad: '2901.5' }).ok).toBe(false);
  });
});
