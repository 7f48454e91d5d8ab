import { describe, expect, it } from 'vitest';
import { validateAxleLoadInput, type AxleLoadRawInput } from './validateAxleLoadInput';

/** The form as typed on the German page. */
const validate = (raw: AxleLoadRawInput) => validateAxleLoadInput(raw, 'de');

const typed: AxleLoadRawInput = {
  netWeight: '5000',
  netFrontAxleLoad: '2100',
  netRearAxleLoad: '2900',
  wheelbase: '2,5',
  permittedFrontAxleLoad: '3500',
  permittedRearAxleLoad: '5500',
  permittedTotalWeight: '8000',
  frontWeight: '600',
  frontDistance: '1,0',
  rearWeight: '1000',
  rearDistance: ' 4,05 ',
};

describe('validateAxleLoadInput', () => {
  it('turns the typed worked example into input, with decimal commas and spaces', () => {
    expect(validate(typed)).toEqual({
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

  it('reads a German point before three digits as thousands, in de and de-at', () => {
    const heavy = {
      ...typed,
      netWeight: '4.200',
      netFrontAxleLoad: '1.700',
      netRearAxleLoad: '2.500',
    };
    for (const locale of ['de', 'de-at'] as const) {
      expect(validateAxleLoadInput(heavy, locale)).toMatchObject({
        ok: true,
        input: { netWeight: 4200, netFrontAxleLoad: 1700, netRearAxleLoad: 2500 },
      });
    }
  });

  it('reads the decimal separator of each locale and refuses text it cannot read unambiguously', () => {
    const english = { ...typed, wheelbase: '2.5', rearDistance: '4.05', frontDistance: '1' };
    expect(validateAxleLoadInput(english, 'en')).toMatchObject({ ok: true });
    expect(validateAxleLoadInput({ ...typed, wheelbase: '2,4' }, 'en')).toEqual({
      ok: false,
      errors: { wheelbase: 'notANumber', rearDistance: 'notANumber', frontDistance: 'notANumber' },
    });
    expect(validateAxleLoadInput({ ...typed, wheelbase: '2.4' }, 'de-at')).toEqual({
      ok: false,
      errors: { wheelbase: 'notANumber' },
    });
    expect(validateAxleLoadInput({ ...typed, netWeight: '4.200' }, 'fr')).toMatchObject({
      ok: false,
      errors: { netWeight: 'notANumber' },
    });
  });

  it('accepts numbers as well as strings', () => {
    const result = validate({ ...typed, netWeight: 5000, wheelbase: 2.5 });
    expect(result.ok).toBe(true);
  });

  it('treats an attachment with neither weight nor distance as absent', () => {
    const result = validate({
      ...typed,
      frontWeight: '',
      frontDistance: '',
      rearWeight: undefined,
      rearDistance: null,
    });
    expect(result).toMatchObject({ ok: true, input: { front: null, rear: null } });
  });

  it('asks for the missing half of an attachment', () => {
    const result = validate({ ...typed, frontDistance: '', rearWeight: '' });
    expect(result).toEqual({
      ok: false,
      errors: { frontDistance: 'required', rearWeight: 'required' },
    });
  });

  it('asks for every missing tractor figure', () => {
    expect(validate({})).toEqual({
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
    const result = validate({
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
    expect(validate({ ...typed, wheelbase: '0' })).toEqual({
      ok: false,
      errors: { wheelbase: 'notPositive' },
    });
  });

  it('rejects axle loads that do not add up to the net weight', () => {
    expect(validate({ ...typed, netRearAxleLoad: '2800' })).toEqual({
      ok: false,
      errors: { netFrontAxleLoad: 'axleLoadsDoNotAddUp', netRearAxleLoad: 'axleLoadsDoNotAddUp' },
    });
  });

  it('allows axle loads that miss the net weight by at most 1 kg', () => {
    expect(validate({ ...typed, netRearAxleLoad: '2901' }).ok).toBe(true);
    expect(validate({ ...typed, netRearAxleLoad: '2899' }).ok).toBe(true);
    expect(validate({ ...typed, netRearAxleLoad: '2901,5' }).ok).toBe(false);
  });
});
