import { ApiError } from '@lindner/api/client';
import { describe, expect, it } from 'vitest';
import { inquiryOutcomeOf } from './inquiryOutcome';

describe('the outcome of an inquiry', () => {
  it('is sent, or ignored while another one runs', () => {
    expect(inquiryOutcomeOf({ data: { id: '1' }, error: null }, 'wait')).toEqual({ ok: true });
    expect(inquiryOutcomeOf({ data: null, error: null }, 'wait')).toBeNull();
  });

  it("keeps the server's field messages of a turned-down inquiry", () => {
    const error = new ApiError({
      status: 422,
      serverMessage: 'Bitte prüfe die markierten Felder.',
      fieldErrors: { privacyConsent: 'Bitte stimme der Datenschutzerklärung zu.' },
    });
    expect(inquiryOutcomeOf({ data: null, error }, 'wait')).toEqual({
      ok: false,
      message: 'Bitte prüfe die markierten Felder.',
      fieldErrors: { privacyConsent: 'Bitte stimme der Datenschutzerklärung zu.' },
    });
  });

  it('says to wait when the server throttles', () => {
    const error = new ApiError({ status: 429, serverMessage: 'Too Many Requests' });
    expect(inquiryOutcomeOf({ data: null, error }, 'Bitte warte')).toEqual({
      ok: false,
      message: 'Bitte warte',
      fieldErrors: {},
    });
  });
});
