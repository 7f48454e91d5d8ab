import { describe, expect, it } from 'vitest';
import { offerState, parseOfferDate } from './offer';

describe('offerState', () => {
  it('holds up to and including the last day', () => {
    expect(offerState('2024-06-21', new Date(2024, 5, 21, 23, 59))).toBe('valid');
    expect(offerState('2024-06-21', new Date(2024, 0, 1))).toBe('valid');
  });

  it('has ended the day after', () => {
    expect(offerState('2024-06-21', new Date(2024, 5, 22, 0, 0))).toBe('ended');
  });

  it('never ends without a valid date', () => {
    expect(offerState(undefined, new Date(2030, 0, 1))).toBe('none');
    expect(offerState('21.06.2024', new Date(2030, 0, 1))).toBe('none');
    expect(offerState('2024-02-30', new Date(2030, 0, 1))).toBe('none');
  });
});

describe('parseOfferDate', () => {
  it('accepts existing ISO dates only', () => {
    expect(parseOfferDate(' 2024-02-29 ')).toBe('2024-02-29');
    expect(parseOfferDate('2023-02-29')).toBeNull();
    expect(parseOfferDate(20240621)).toBeNull();
  });
});
