import * as z from 'zod/mini';
import { contractItemEntrySchema, type ContractItemEntry } from './checkout';
import type { ContractItemStatus } from './contractItems';

/** The catalogue product of a TracLink Mobile licence (the phone app as the vehicle's logger). */
export const traclinkMobileProductId = 'traclink-mobile';

/**
 * Statuses of a TracLink Mobile licence with which the app may be paired: it runs (a cancelled
 * one until its end, one being upgraded until the upgrade). An ordered one is not set up yet.
 */
export const pairableStatuses: readonly ContractItemStatus[] = [
  'active',
  'expiring',
  'equipped',
  'cancelled',
  'upgrade',
];

export function isPairable(licence: Pick<ContractItemEntry, 'status'>): boolean {
  return pairableStatuses.includes(licence.status);
}

/** The address the phone app opens to pair: its own scheme, never a page of the portal. */
export function pairingAddress(code: string): string {
  return `traclinkmobile://pair?${new URLSearchParams({ code }).toString()}`;
}

/** The code and the address (for the QR code and the link) that pair the app with a vehicle. */
export const traclinkMobilePairingSchema = z.object({
  code: z.string(),
  address: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
});
export type TraclinkMobilePairing = z.infer<typeof traclinkMobilePairingSchema>;

/**
 * `GET /contractItems/traclinkMobile/{vehicleId}`: the vehicle's TracLink Mobile licence (null
 * without one) and, with a licence that allows it (`isPairable`), the pairing; else null.
 */
export const traclinkMobileSchema = z.object({
  licence: z.nullable(contractItemEntrySchema),
  pairing: z.nullable(traclinkMobilePairingSchema),
});
export type TraclinkMobile = z.infer<typeof traclinkMobileSchema>;

/** The path of the TracLink Mobile calls: one of the caller's vehicles. */
export const traclinkMobileParamsSchema = z.object({ vehicleId: z.uuid({ error: 'invalid' }) });
