import {
  isPairable,
  pairingAddress,
  traclinkMobileProductId,
  type ContractItemEntry,
  type TraclinkMobile,
  type TraclinkMobilePairing,
} from '@lindner/api/schema';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Orm } from '../../database/connection';
import { loadContractItems } from './repository';
import { traclinkMobilePairings } from './tables';

/** Crockford's base 32: no I, L, O or U, so a code typed by hand is not misread. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new pairing code: 26 characters of 5 random bits each (130 bits). */
export function newPairingCode(): string {
  // 256 is a multiple of 32: the low 5 bits of a random byte are uniform.
  return [...randomBytes(26)].map((byte) => alphabet[byte & 31]).join('');
}

/**
 * The licence the tab shows: one that allows pairing, else the one that ends last; null when the
 * vehicle has no TracLink Mobile licence.
 */
export function mobileLicenceOf(items: readonly ContractItemEntry[]): ContractItemEntry | null {
  const mobile = items.filter((item) => item.productId === traclinkMobileProductId);
  const pool = mobile.some(isPairable) ? mobile.filter(isPairable) : mobile;
  return pool.reduce<ContractItemEntry | null>(
    (latest, item) => (latest === null || item.validTo > latest.validTo ? item : latest),
    null,
  );
}

type PairingRow = typeof traclinkMobilePairings.$inferSelect;

const pairingOf = (row: PairingRow): TraclinkMobilePairing => ({
  code: row.code,
  address: pairingAddress(row.code),
  issuedAt: row.issuedAt.toISOString(),
});

/**
 * The vehicle's licence and, when it allows pairing, its pairing code (issued on first need).
 * The vehicle must be the user's (the route checks it).
 */
export async function loadTraclinkMobile(
  orm: Orm,
  userId: string,
  vehicleId: string,
  today = new Date(),
): Promise<TraclinkMobile> {
  const licence = mobileLicenceOf(
    await loadContractItems(orm, userId, { kind: 'traclink', vehicleId }, today),
  );
  if (!licence || !isPairable(licence)) return { licence, pairing: null };
  await orm
    .insert(traclinkMobilePairings)
    .values({ vehicleId, userId, code: newPairingCode() })
    .onConflictDoNothing({ target: traclinkMobilePairings.vehicleId });
  const [row] = await orm
    .select()
    .from(traclinkMobilePairings)
    .where(
      and(
        eq(traclinkMobilePairings.vehicleId, vehicleId),
        eq(traclinkMobilePairings.userId, userId),
      ),
    );
  return { licence, pairing: row ? pairingOf(row) : null };
}

/**
 * Replaces the vehicle's pairing code by a new one: the old one no longer pairs. `notPairable`
 * when the vehicle has no licence that allows pairing.
 */
export async function renewPairing(
  orm: Orm,
  userId: string,
  vehicleId: string,
  today = new Date(),
): Promise<TraclinkMobile | 'notPairable'> {
  const licence = mobileLicenceOf(
    await loadContractItems(orm, userId, { kind: 'traclink', vehicleId }, today),
  );
  if (!licence || !isPairable(licence)) return 'notPairable';
  const code = newPairingCode();
  await orm
    .insert(traclinkMobilePairings)
    .values({ vehicleId, userId, code })
    .onConflictDoUpdate({
      target: traclinkMobilePairings.vehicleId,
      set: { code, userId, issuedAt: new Date() },
    });
  return loadTraclinkMobile(orm, userId, vehicleId, today);
}
