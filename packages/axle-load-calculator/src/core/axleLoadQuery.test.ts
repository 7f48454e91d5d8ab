import { describe, expect, it } from 'vitest';
import {
  emptyAxleLoadForm,
  hasAxleLoadValues,
  readAxleLoadQuery,
  writeAxleLoadQuery,
} from './axleLoadQuery';

describe('the calculator in the URL query', () => {
  it('writes the typed values and the model, leaving empty fields out', () => {
    const form = emptyAxleLoadForm();
    form.modelId = 'lintrac-130';
    form.values.netWeight = '5000';
    form.values.wheelbase = '2,5';
    expect(writeAxleLoadQuery('', form)).toBe('?model=lintrac-130&netWeight=5000&wheelbase=2%2C5');
  });

  it('keeps the page’s other parameters and removes cleared fields', () => {
    const form = emptyAxleLoadForm();
    form.values.rearWeight = '1000';
    expect(writeAxleLoadQuery('?utm_source=mail&netWeight=4000', form)).toBe(
      '?utm_source=mail&rearWeight=1000',
    );
    expect(writeAxleLoadQuery('?netWeight=4000', emptyAxleLoadForm())).toBe('');
  });

  it('reads back what it wrote', () => {
    const form = emptyAxleLoadForm();
    form.modelId = 'geotrac-74ep';
    form.values.frontDistance = '1.2';
    form.values.permittedTotalWeight = '8000';
    expect(readAxleLoadQuery(writeAxleLoadQuery('', form))).toEqual(form);
  });

  it('reads an empty form from a query without calculator values', () => {
    const form = readAxleLoadQuery('?utm_source=mail');
    expect(form).toEqual(emptyAxleLoadForm());
    expect(hasAxleLoadValues(form.values)).toBe(false);
    expect(hasAxleLoadValues(readAxleLoadQuery('?netWeight=1').values)).toBe(true);
  });
});
