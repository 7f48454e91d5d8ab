import { describe, expect, it } from 'vitest';
import { authFrom } from './auth';
import { createSignOnSession } from './signOnSession';
import { FakeSignOnAdapter, staffClaims } from './testing/fakeSignOnAdapter';

describe('authFrom', () => {
  it('gives the signed-in user, the roles and the session’s functions', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'signed-in', claims: staffClaims });
    const session = createSignOnSession(adapter, { loginRequired: true, uiLocales: 'de' });
    await session.initialize();
    const auth = authFrom(session.getSnapshot(), session, 'lindner-pimcore');

    expect(auth).toMatchObject({
      authenticated: true,
      token: adapter.token,
      subject: 'user-staff',
      preferredUsername: 'staff',
      name: 'Sabine Steiner',
      realmRoles: ['default-roles-lindner', 'staff'],
      resourceRoles: { 'lindner-pimcore': ['portal-user'] },
    });
    expect(auth.tokenParsed?.preferred_username).toBe('staff');
    expect(auth.hasRealmRole('staff')).toBe(true);
    expect(auth.hasRealmRole('admin')).toBe(false);
    expect(auth.hasResourceRole('portal-user')).toBe(true);
    expect(auth.hasResourceRole('portal-user', 'account')).toBe(false);
    expect(auth.getToken()).toBe(adapter.token);
    expect(auth.getToken).toBe(session.getToken);
    expect(auth.login).toBe(session.login);
  });

  it('is anonymous with no roles before sign-in', async () => {
    const adapter = new FakeSignOnAdapter({ outcome: 'anonymous' });
    const session = createSignOnSession(adapter, { loginRequired: false, uiLocales: 'de' });
    await session.initialize();
    const auth = authFrom(session.getSnapshot(), session, 'lindner-pimcore');
    expect(auth).toMatchObject({
      authenticated: false,
      token: undefined,
      tokenParsed: undefined,
      subject: undefined,
      realmRoles: [],
      resourceRoles: {},
    });
    expect(auth.hasRealmRole('staff')).toBe(false);
    expect(auth.getToken()).toBeUndefined();
  });
});
