import { eq } from 'drizzle-orm';
import { boolean, date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Orm } from '../database/connection';

// The users every domain serves, and the callers that tokens name. As migrations/0001 (avatar_image:
// 0003, password_changed_at: 0019) create them; the SQL files are the source of truth.

interface AvatarImageColumn {
  versions: Record<string, { xs: string; md: string; 'xs@2x'?: string; 'md@2x'?: string }>;
  width: number;
  height: number;
}

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  salutation: text('salutation', { enum: ['male', 'female'] }),
  title: text('title'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  /** When the address in `email` was confirmed (migrations/0004); null while it is not. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
  phone: text('phone'),
  mobile: text('mobile'),
  fax: text('fax'),
  company: text('company'),
  street: text('street'),
  zip: text('zip'),
  city: text('city'),
  country: text('country'),
  birthDate: date('birth_date', { mode: 'string' }),
  customerNr: text('customer_nr').unique(),
  driverLicense: text('driver_license'),
  avatarUrl: text('avatar_url'),
  /** The avatar for the Image component (migrations/0003); null without one. */
  avatarImage: jsonb('avatar_image').$type<AvatarImageColumn>(),
  roles: text('roles').array().notNull().default([]),
  /** When the password last changed: access tokens issued before are refused (plugins/auth.ts). */
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** Registered at the development provider, address not yet confirmed (migrations/0040). */
  awaitingVerification: boolean('awaiting_verification').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

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
  /** When the token was issued (seconds since the epoch), if it says. */
  issuedAt?: number;
  /** When the user last signed in with the password (OIDC `auth_time`, seconds), if it says. */
  signedInAt?: number;
}

/** The ids of deleted accounts (migrations/0043): never added again from an older token. */
export const deletedAccounts = pgTable('deleted_accounts', {
  id: uuid('id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The portal's user for a verified token. With the development provider every subject is a
 * row already; behind a real Keycloak, users appear here the first time they call the API.
 * Undefined when the token's subject cannot be a user here, or its account was deleted.
 */
export async function findOrAddCaller(
  orm: Orm,
  caller: CallerIdentity,
): Promise<UserRow | undefined> {
  const known = await findUserById(orm, caller.subject);
  if (known || !uuidPattern.test(caller.subject)) return known;
  const [deleted] = await orm
    .select({ id: deletedAccounts.id })
    .from(deletedAccounts)
    .where(eq(deletedAccounts.id, caller.subject));
  if (deleted) return undefined;
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
  const now = new Date();
  await orm
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}

/** How e-mails greet the user. */
export function displayName(row: UserRow): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username;
}
