import { describe, expect, it } from 'vitest';
import { confirmationReturnUrl, deletionConfirmed } from './deletionConfirmation';

const now = Date.UTC(2026, 10, 29, 5, 0, 0);
const secondsAgo = (seconds: number) => now / 1000 - seconds;

describe('deletionConfirmed', () => {
  it('holds back from the provider with a sign-in of the last five minutes', () => {
    expect(deletionConfirmed('?deletion=confirmed', secondsAgo(20), now)).toBe(true);
    expect(deletionConfirmed('?deletion=confirmed', secondsAgo(300), now)).toBe(true);
  });

  it('does not hold for an older sign-in, without the parameter, or without auth_time', () => {
    expect(deletionConfirmed('?deletion=confirmed', secondsAgo(301), now)).toBe(false);
    expect(deletionConfirmed('', secondsAgo(20), now)).toBe(false);
    expect(deletionConfirmed('?deletion=yes', secondsAgo(20), now)).toBe(false);
    expect(deletionConfirmed('?deletion=confirmed', undefined, now)).toBe(false);
  });
});

describe('confirmationReturnUrl', () => {
  it('is the page with the parameter only', () => {
    expect(
      confirmationReturnUrl(
        'https://portal.example/de/mein-lindner/einstellungen/meine-daten?x=1#a',
      ),
    ).toBe('https://portal.example/de/mein-lindner/einstellungen/meine-daten?deletion=confirmed');
  });
});
