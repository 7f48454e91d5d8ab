import { eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { users, type UserRow } from './tables';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(orm: Orm, id: string): Promise<UserRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await orm.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByUsername(orm: Orm, username: string): Promise<UserRow | undefined> {
  const [row] = await orm.select().from(users).where(eq(users.username, username));
  return row;
}

export interface CallerIdentity {
  subject: string;
  username: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  email: string | undefined;
  roles: string[];
}

/**
 * The portal's user for a verified token. With the development provider every subject is a
 * row already; behind a real Keycloak, users appear here the first time they call the API.
 * Undefined when the token's subject cannot be a user here.
 */
export async function findOrAddCaller(
  orm: Orm,
  caller: CallerIdentity,
): Promise<UserRow | undefined> {
  const known = await findUserById(orm, caller.subject);
  if (known || !uuidPattern.test(caller.subject)) return known;
  await orm
    .insert(users)
    .values({
      id: caller.subject,
      username: caller.username ?? caller.subject,
      // Keycloak holds the password of such a user; no password hashes to '!'.
      passwordHash: '!',
      firstName: caller.givenName ?? null,
      lastName: caller.familyName ?? null,
      email: caller.email ?? null,
      roles: caller.roles,
    })
    .onConflictDoNothing();
  return findUserById(orm, caller.subject);
}

/** The development provider's password change. */
export async function savePasswordHash(orm: Orm, userId: string, passwordHash: string) {
  await orm.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
