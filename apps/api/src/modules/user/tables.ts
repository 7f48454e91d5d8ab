import { date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// As migrations/0001_portal_accounts_farms_fleet.sql (avatar_image: 0003) creates them; the SQL files are the source of truth.

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;
