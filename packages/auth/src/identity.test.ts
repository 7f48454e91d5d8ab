import { describe, expect, it } from 'vitest';
import { anonymousIdentity, hasRealmRole, hasResourceRole, identityOf } from './identity';

const staffToken = {
  sub: '3f1c',
  preferred_username: 'staff',
  name: 'Sabine Steiner',
  email: 'sabine@example.at',
  realm_access: { roles: ['default-roles-lindner', 'staff'] },
  resource_access: {
    'lindner-pimcore': { roles: ['portal-user'] },
    account: { roles: ['manage-account', 'view-profile'] },
  },
  exp: 1_900_000_000,
};

describe('identityOf', () => {
  it('maps Keycloak’s claims', () => {
    expect(identityOf(staffToken)).toEqual({
      subject: '3f1c',
      preferredUsername: 'staff',
      name: 'Sabine Steiner',
      realmRoles: ['default-roles-lindner', 'staff'],
      resourceRoles: {
        'lindner-pimcore': ['portal-user'],
        account: ['manage-account', 'view-profile'],
      },
    });
  });

  it('is anonymous without a token', () => {
    expect(identityOf(undefined)).toEqual(anonymousIdentity);
  });

  it('reads claims of the wrong shape as absent', () => {
    expect(
      identityOf({
        sub: 42 as unknown as string,
        name: '',
        realm_access: { roles: 'staff' } as unknown as { roles: string[] },
        resource_access: {
          'lindner-pimcore': { roles: ['portal-user', 7] } as unknown as { roles: string[] },
          broken: null as unknown as { roles: string[] },
        },
      }),
    ).toEqual({
      subject: undefined,
      preferredUsername: undefined,
      name: undefined,
      realmRoles: [],
      resourceRoles: { 'lindner-pimcore': ['portal-user'], broken: [] },
    });
  });
});

describe('role checks', () => {
  const staff = identityOf(staffToken);
  const farmer = identityOf({
    sub: '9a2b',
    realm_access: { roles: ['default-roles-lindner'] },
    resource_access: { 'lindner-pimcore': { roles: ['portal-user'] } },
  });

  it('checks realm roles', () => {
    expect(hasRealmRole(staff, 'staff')).toBe(true);
    expect(hasRealmRole(farmer, 'staff')).toBe(false);
    expect(hasRealmRole(anonymousIdentity, 'staff')).toBe(false);
  });

  it('checks the roles of one resource only', () => {
    expect(hasResourceRole(staff, 'portal-user', 'lindner-pimcore')).toBe(true);
    expect(hasResourceRole(staff, 'manage-account', 'lindner-pimcore')).toBe(false);
    expect(hasResourceRole(staff, 'manage-account', 'account')).toBe(true);
    expect(hasResourceRole(staff, 'portal-user', 'unknown-client')).toBe(false);
  });

  it('is not fooled by names of object members', () => {
    expect(hasResourceRole(staff, 'constructor', 'constructor')).toBe(false);
    expect(hasRealmRole(staff, 'toString')).toBe(false);
  });
});
