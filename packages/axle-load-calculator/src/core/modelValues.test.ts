import { describe, expect, it } from 'vitest';
import { demoModels } from '../testing/demoModels';
import { modelValues } from './modelValues';
import { validateAxleLoadInput } from './validateAxleLoadInput';

const lintrac = { ...demoModels[0]!, wheelbase: 2.4, netWeight: 4200 };

describe('modelValues', () => {
  it('prefills a picked model in the locale number format', () => {
    expect(modelValues(lintrac, 'de-at')).toMatchObject({ wheelbase: '2,4', netWeight: '4200' });
    expect(modelValues(lintrac, 'fr-fr')).toMatchObject({ wheelbase: '2,4' });
    expect(modelValues(lintrac, 'en')).toMatchObject({ wheelbase: '2.4' });
  });

  it('prefills values the calculator reads back as the same numbers in every locale', () => {
    for (const locale of ['de', 'de-at', 'en', 'fr', 'fr-fr'] as const) {
      const values = {
        ...modelValues(lintrac, locale),
        netFrontAxleLoad: '1700',
        netRearAxleLoad: '2500',
      };
      expect(validateAxleLoadInput(values, locale)).toMatchObject({
        ok: true,
        input: { wheelbase: 2.4, netWeight: 4200 },
      });
    }
  });
});
