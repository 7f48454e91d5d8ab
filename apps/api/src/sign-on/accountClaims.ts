import type { UserRow } from '../plugins/users';
import { displayName } from '../plugins/users';

/** Every portal user holds this role of the portal client. */
export const portalClientRoles = ['portal-user'];

/**
 * The claims Keycloak puts into ID and access tokens, so the portal reads the same token
 * from the development provider and from the real realm.
 */
export function accountClaims(user: UserRow, clientId: string) {
  return { sub: user.id, ...profileClaims(user, clientId) };
}

/** The claims beside `sub`, which oidc-provider sets itself in access tokens. */
export function profileClaims(user: UserRow, clientId: string) {
  return {
    preferred_username: user.username,
    name: displayName(user),
    given_name: user.firstName ?? undefined,
    family_name: user.lastName ?? undefined,
    email: user.email ?? undefined,
    // An address the user typed counts once its confirmation link was opened.
    email_verified: user.email !== null && user.emailVerifiedAt !== null,
    realm_access: { roles: user.roles },
    resource_access: { [clientId]: { roles: portalClientRoles } },
  };
}

export const accountClaimNames = [
  'sub',
  'preferred_username',
  'name',
  'given_name',
  'family_name',
  'email',
  'email_verified',
  'realm_access',
  'resource_access',
];
