import { describe, expect, it } from 'vitest';
import { standingFieldErrors, unplacedFieldErrors } from './serverFieldErrors';

const duplicate = {
  fieldErrors: { vin: 'Dieses Fahrzeug ist bereits erfasst.', 'consumption.fieldEasy': 'zu groß' },
  sent: { vin: 'VBLA1234567890123', consumption: { fieldEasy: 99 } },
};

describe('the server’s field messages on the fields', () => {
  it('stay while the field holds what was sent', () => {
    expect(
      standingFieldErrors(duplicate, duplicate.sent, ['vin', 'consumption', 'modelId']),
    ).toEqual({ vin: 'Dieses Fahrzeug ist bereits erfasst.', consumption: 'zu groß' });
  });

  it('go once the user changes the field', () => {
    expect(
      standingFieldErrors(duplicate, { ...duplicate.sent, vin: 'VBLA1234567890124' }, ['vin']),
    ).toEqual({});
    expect(standingFieldErrors(null, {}, ['vin'])).toEqual({});
  });

  it('leave messages of unknown fields to the banner', () => {
    expect(unplacedFieldErrors(duplicate.fieldErrors, ['vin'])).toEqual(['zu groß']);
  });
});
