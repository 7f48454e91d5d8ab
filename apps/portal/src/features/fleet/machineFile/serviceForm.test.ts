import { describe, expect, it } from 'vitest';
import { serviceInputOf, serviceValuesOf } from './serviceForm';

describe('the service form', () => {
  it('sends trimmed texts, no parts as null and the dealer’s name only for a dealer', () => {
    expect(
      serviceInputOf({
        date: '2026-10-02',
        operatingHours: 1790,
        workDone: '  Öl gewechselt ',
        parts: '  ',
        doneBy: 'owner',
        dealerName: 'Gwiggner',
      }),
    ).toEqual({
      date: '2026-10-02',
      operatingHours: 1790,
      workDone: 'Öl gewechselt',
      parts: null,
      doneBy: 'owner',
      dealerName: null,
    });
    expect(
      serviceInputOf({
        date: '2026-10-02',
        operatingHours: '17,',
        doneBy: 'dealer',
        dealerName: ' A ',
      }),
    ).toMatchObject({ operatingHours: undefined, doneBy: 'dealer', dealerName: 'A' });
  });

  it('fills the form from an entry to change it', () => {
    expect(
      serviceValuesOf({
        id: '0b5c6d7e-1f2a-4b3c-8d4e-5f6a7b8c9d02',
        date: '2025-04-22',
        operatingHours: 968,
        workDone: 'Öl',
        parts: null,
        doneBy: 'owner',
        dealerName: null,
        writtenBy: 'owner',
        invoice: null,
      }),
    ).toEqual({
      date: '2025-04-22',
      operatingHours: 968,
      workDone: 'Öl',
      parts: '',
      doneBy: 'owner',
      dealerName: '',
    });
  });
});
