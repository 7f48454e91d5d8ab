/** The claims of an access token as Keycloak issues them (and the development provider too). */
export interface ParsedToken {
  sub?: string;
  preferred_username?: string;
  name?: string;
  email?: string;
  realm_access?: { roles: string[] };
  resource_access?: Record<string, { roles: string[] }>;
  /** Expiry, in seconds since 1970. */
  exp?: number;
  iat?: number;
  /** When the user last entered the password, in seconds since 1970. */
  auth_time?: number;
  [claim: string]: unknown;
}

/** Who is signed in, read from the access token. */
export interface Identity {
  subject: string | undefined;
  preferredUsername: string | undefined;
  name: string | undefined;
  realmRoles: string[];
  resourceRoles: Record<string, string[]>;
}

export const anonymousIdentity: Identity = {
  subject: undefined,
  preferredUsername: undefined,
  name: undefined,
  realmRoles: [],
  resourceRoles: {},
};

/**
 * The identity in a token. A claim of the wrong shape reads as absent, so a token from a
 * misconfigured realm never grants a role by accident.
 */
export function identityOf(token: ParsedToken | undefined): Identity {
  if (!token) return anonymousIdentity;
  return {
    subject: text(token.sub),
    preferredUsername: text(token.preferred_username),
    name: text(token.name),
    realmRoles: rolesIn(token.realm_access),
    resourceRoles: resourceRolesIn(token.resource_access),
  };
}

export function hasRealmRole(identity: Identity, role: string): boolean {
  return identity.realmRoles.includes(role);
}

export function hasResourceRole(identity: Identity, role: string, resource: string): boolean {
  return Object.hasOwn(identity.resourceRoles, resource)
    ? (identity.resourceRoles[resource] ?? []).includes(role)
    : false;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function rolesIn(access: unknown): string[] {
  if (typeof access !== 'object' || access === null || !('roles' in access)) return [];
  const { roles } = access;
  return Array.isArray(roles)
    ? roles.filter((role): role is string => typeof role === 'string')
    : [];
}

function resourceRolesIn(access: unknown): Record<string, string[]> {
  if (typeof access !== 'object' || access === null || Array.isArray(access)) return {};
  const roles: Record<string, string[]> = {};
  for (const [resource, entry] of Object.entries(access)) roles[resource] = rolesIn(entry);
  return roles;
}
