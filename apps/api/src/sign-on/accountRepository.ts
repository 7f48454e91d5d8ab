import { and, eq, or, sql } from 'drizzle-orm';
import type { Orm } from '../database/connection';
import { users, type UserRow } from '../plugins/users';

/** The accounts of the registration and the password reset, in the portal's users table. */

/** The accounts an address belongs to: as their address, or as the name they sign in with. */
export async function accountsWithAddress(orm: Orm, address: string): Promise<UserRow[]> {
  return orm
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${address}`, eq(users.username, address)))
    .limit(5);
}

export interface NewAccount {
  address: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/** A registered account, waiting for its address; undefined when the name was just taken. */
export async function addAccount(orm: Orm, account: NewAccount): Promise<UserRow | undefined> {
  const [row] = await orm
    .insert(users)
    .values({
      username: account.address,
      email: account.address,
      emailVerifiedAt: null,
      awaitingVerification: true,
      firstName: account.firstName,
      lastName: account.lastName,
      passwordHash: account.passwordHash,
      roles: [],
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Confirms a waiting account's address; false when it was confirmed already. */
export async function confirmAddress(orm: Orm, userId: string): Promise<boolean> {
  const now = new Date();
  const rows = await orm
    .update(users)
    .set({ awaitingVerification: false, emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.awaitingVerification, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Replaces the password the reset link was made for; false when it changed meanwhile (the link
 * was used). The link came by mail, so a waiting address counts as confirmed too.
 */
export async function replacePassword(
  orm: Orm,
  user: UserRow,
  passwordHash: string,
): Promise<boolean> {
  const now = new Date();
  const rows = await orm
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: now,
      updatedAt: now,
      ...(user.awaitingVerification ? { awaitingVerification: false, emailVerifiedAt: now } : {}),
    })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
    .returning({ id: users.id });
  return rows.length > 0;
}
