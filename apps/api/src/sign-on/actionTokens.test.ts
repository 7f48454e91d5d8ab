import { describe, expect, it } from 'vitest';
import { actionTokens, bindingOf } from './actionTokens';

const userId = '6f1c2b7e-5d2a-4a53-9d0e-2f3b4c5d6e7f';

describe('action tokens', () => {
  it('reads a key for its purpose until it expires, and for no other purpose', () => {
    let now = Date.UTC(2026, 10, 28, 12);
    const tokens = actionTokens('secret', () => now);
    const key = tokens.issue('reset-credentials', userId, bindingOf('scrypt$hash'));
    expect(tokens.read(key, 'reset-credentials')).toEqual({
      userId,
      binding: bindingOf('scrypt$hash'),
    });
    expect(tokens.read(key, 'verify-email')).toBeNull();
    now += 59 * 60_000;
    expect(tokens.read(key, 'reset-credentials')).not.toBeNull();
    now += 60_000;
    expect(tokens.read(key, 'reset-credentials')).toBeNull();
  });

  it('refuses a key of another secret, or with its account changed', () => {
    const tokens = actionTokens('secret');
    const key = tokens.issue('verify-email', userId, bindingOf('anna@example.org'));
    expect(actionTokens('another secret').read(key, 'verify-email')).toBeNull();
    const [body, signature] = key.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { u: string };
    const changed = Buffer.from(JSON.stringify({ ...payload, u: 'someone-else' })).toString(
      'base64url',
    );
    expect(tokens.read(`${changed}.${signature}`, 'verify-email')).toBeNull();
    expect(tokens.read(undefined, 'verify-email')).toBeNull();
  });
});
