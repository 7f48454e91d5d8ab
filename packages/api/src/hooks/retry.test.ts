import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/ApiError';
import { isWorthRetrying, retryDelay } from './retry';
import { errorToastText } from './toastText';

describe('isWorthRetrying', () => {
  it('retries network errors and server failures', () => {
    expect(isWorthRetrying(new ApiError({ status: null }))).toBe(true);
    expect(isWorthRetrying(new ApiError({ status: 500 }))).toBe(true);
    expect(isWorthRetrying(new ApiError({ status: 503, serverMessage: 'Wartung' }))).toBe(true);
  });

  it('never retries a 4xx, an answer the server turned down, an abort or a client error', () => {
    for (const status of [400, 401, 403, 404, 422]) {
      expect(isWorthRetrying(new ApiError({ status }))).toBe(false);
    }
    expect(isWorthRetrying(new ApiError({ status: 200, serverMessage: 'Nein' }))).toBe(false);
    expect(isWorthRetrying(new DOMException('Aborted', 'AbortError'))).toBe(false);
    expect(isWorthRetrying(new Error('Token is missing'))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles per retry around the interval, up to 2^8 times', () => {
    const middle = () => 0.5;
    expect(retryDelay(1, 5000, middle)).toBe(10_000);
    expect(retryDelay(2, 5000, middle)).toBe(20_000);
    expect(retryDelay(12, 10, middle)).toBe(2560);
    expect(retryDelay(1, 5000, () => 0)).toBe(5000);
  });
});

describe('errorToastText', () => {
  it('shows the server’s message, else the general error text', () => {
    const general = 'Es ist ein Fehler aufgetreten.';
    expect(
      errorToastText(new ApiError({ status: 401, serverMessage: 'Token has expired' }), general),
    ).toBe('Token has expired');
    expect(errorToastText(new ApiError({ status: 500 }), general)).toBe(general);
    expect(errorToastText(new ApiError({ status: null }), general)).toBe(general);
    expect(errorToastText(new Error('Token is missing'), general)).toBe(general);
  });
});
