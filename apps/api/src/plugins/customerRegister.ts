import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Orm } from '../database/connection';
import { dealers } from './dealerDirectory';
import { users, type UserRow } from './users';

// Lindner's customer register, which the profile (a user adds their number) and the accounts
// (the loyalty card's landing) read. As migrations/0027_customer_register.sql and
// 0041_loyalty_cards.sql create the tables; the SQL files are the source of truth.

/**
 * Each customer number Lindner has given, with the postal code of the customer's address, against
 * which a user's claim of the number is checked. `users.customer_nr` holds the number once claimed.
 */
export const customers = pgTable('customers', {
  customerNr: text('customer_nr').primaryKey(),
  firstName: text('first_name'),
  lastName: text('last_name').notNull(),
  zip: text('zip').notNull(),
  country: text('country').notNull(),
  dealerId: text('dealer_id').references(() => dealers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CustomerRow = typeof customers.$inferSelect;

/** The loyalty cards: the hash of each card's code and whose card it is. */
export const loyaltyCards = pgTable('loyalty_cards', {
  codeHash: text('code_hash').primaryKey(),
  customerNr: text('customer_nr')
    .notNull()
    .references(() => customers.customerNr),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Crockford's base 32: no I, L, O or U, so that a code read aloud or typed is not misread. */
const codeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codeLength = 20;

/** A new card's code: 20 random characters of Crockford's base 32 (100 bits). */
export function newLoyaltyCardCode(): string {
  let code = '';
  for (let index = 0; index < codeLength; index += 1) code += codeAlphabet[randomInt(32)];
  return code;
}

/** The hash a card's code is kept as; the code as the card prints it (upper case). */
export function loyaltyCardCodeHash(code: string): string {
  return createHash('sha256').update(code.toUpperCase(), 'utf8').digest('hex');
}

/** The customer a card's code names, with the customer's dealer; undefined for no valid card. */
export async function findCardHolder(orm: Orm, code: string) {
  const [row] = await orm
    .select({ customer: customers, dealer: dealers })
    .from(loyaltyCards)
    .innerJoin(customers, eq(customers.customerNr, loyaltyCards.customerNr))
    .leftJoin(dealers, eq(dealers.id, customers.dealerId))
    .where(
      and(eq(loyaltyCards.codeHash, loyaltyCardCodeHash(code)), isNull(loyaltyCards.revokedAt)),
    );
  return row;
}

/** How a claim of a customer number ended; only `added` changed anything. */
export type CustomerNumberClaim =
  { outcome: 'added'; row: UserRow } | { outcome: 'unknown' | 'taken' | 'alreadySet' };

/**
 * Gives the user the customer number when the register holds it and the proof holds for its
 * row (the postal code the user gave, the card they hold), no other user has it and the user
 * has none yet. The register's row is locked while it is claimed, so two users claiming one
 * number at once are answered one after the other (the second: `taken`); users.customer_nr
 * stays unique either way.
 */
export async function claimCustomerNumber(
  orm: Orm,
  userId: string,
  customerNr: string,
  proof: (customer: CustomerRow) => boolean,
): Promise<CustomerNumberClaim> {
  return orm.transaction(async (tx) => {
    const [user] = await tx
      .select({ customerNr: users.customerNr })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (user?.customerNr) return { outcome: 'alreadySet' as const };
    const [customer] = await tx
      .select()
      .from(customers)
      .where(eq(customers.customerNr, customerNr))
      .for('update');
    if (!customer || !proof(customer)) return { outcome: 'unknown' as const };
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.customerNr, customerNr));
    if (holder) return { outcome: 'taken' as const };
    const [row] = await tx
      .update(users)
      .set({ customerNr, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.customerNr)))
      .returning();
    return { outcome: 'added' as const, row: row! };
  });
}
