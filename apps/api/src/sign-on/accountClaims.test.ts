import { describe, expect, it } from 'vitest';
import type { UserRow } from '../plugins/users';
import { profileClaims } from './accountClaims';

const user = (fields: Partial<UserRow>) =>
  ({ username: 'anna', firstName: 'Anna', lastName: 'Huber', roles: [], ...fields }) as UserRow;

describe('the token’s email_verified', () => {
  it('is true only for an address whose confirmation link was opened', () => {
    const confirmed = new Date('2026-11-20T10:00:00Z');
    expect(
      profileClaims(user({ email: 'anna@example.at', emailVerifiedAt: confirmed }), 'portal')
        .email_verified,
    ).toBe(true);
    expect(
      profileClaims(user({ email: 'anna@example.at', emailVerifiedAt: null }), 'portal')
        .email_verified,
    ).toBe(false);
    expect(
      profileClaims(user({ email: null, emailVerifiedAt: null }), 'portal').email_verified,
    ).toBe(false);
  });
});
