import { describe, expect, it } from 'vitest';
import { ApiError, refusalMessage } from './ApiError';

describe('refusalMessage', () => {
  it('is the server’s message of a 4xx it explains', () => {
    expect(refusalMessage(new ApiError({ status: 409, serverMessage: 'Ausgebucht.' }))).toBe(
      'Ausgebucht.',
    );
    expect(
      refusalMessage(new ApiError({ status: 404, serverMessage: 'Unbekannte Postleitzahl.' })),
    ).toBe('Unbekannte Postleitzahl.');
  });

  it('is null where a general text fits: no message, a server failure, no answer, any other error', () => {
    expect(refusalMessage(new ApiError({ status: 400 }))).toBeNull();
    expect(refusalMessage(new ApiError({ status: 400, serverMessage: '' }))).toBeNull();
    expect(refusalMessage(new ApiError({ status: 500, serverMessage: 'Boom.' }))).toBeNull();
    expect(refusalMessage(new ApiError({ status: 302, serverMessage: 'Woanders.' }))).toBeNull();
    expect(refusalMessage(new ApiError({ status: null }))).toBeNull();
    expect(refusalMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
