import { describe, expect, it } from 'vitest';
import { submitOutcome } from './submitOutcome';

describe('an order not placed', () => {
  it('can be sent again when no answer came', () => {
    expect(submitOutcome(null)).toEqual({ kind: 'network' });
    expect(submitOutcome({ status: null, serverMessage: null, fieldErrors: {} })).toEqual({
      kind: 'network',
    });
  });

  it('was priced differently on a 409', () => {
    expect(
      submitOutcome({ status: 409, serverMessage: 'Die Preise sind neu.', fieldErrors: {} }),
    ).toEqual({ kind: 'pricesChanged', message: 'Die Preise sind neu.' });
  });

  it('was refused on any other answer, its field errors on their fields', () => {
    expect(
      submitOutcome({
        status: 400,
        serverMessage: 'Ungültige Eingabe.',
        fieldErrors: { 'invoiceAddress.zip': 'Ungültige PLZ.', idempotencyKey: 'Ungültig.' },
      }),
    ).toEqual({
      kind: 'refused',
      message: 'Ungültige Eingabe.',
      errors: { address: { zip: 'Ungültige PLZ.' }, other: ['Ungültig.'] },
    });
  });
});
