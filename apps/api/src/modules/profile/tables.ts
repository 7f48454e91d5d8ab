import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../database/columns';
import { users } from '../../plugins/users';

// As migrations/0003_profile_settings.sql (avatar files) and 0004 (e-mail confirmations) create
// them; the SQL files are the source of truth. The customer register is plugins/customerRegister.

export const avatarFiles = pgTable(
  'avatar_files',
  {
    uploadId: text('upload_id').notNull(),
    rendition: text('rendition', { enum: ['xs', 'md', 'xs@2x', 'md@2x'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.rendition] })],
);

/** The pending confirmation of a user's new e-mail address (migrations/0004). */
export const emailConfirmations = pgTable('email_confirmations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  locale: text('locale').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
