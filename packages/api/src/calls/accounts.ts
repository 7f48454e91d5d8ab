import * as z from 'zod/mini';
import { apiGet, apiSend, publicGet, type PublicCallOptions } from '../client/request';
import { fetchSignedFile, type SignedFile } from '../client/signedFile';
import {
  accountDeletionSummarySchema,
  loyaltyCardHolderSchema,
  type AccountDeletionSummary,
  type LoyaltyCardHolder,
} from '../schema';

/** The path of `fetchLoyaltyCardHolder(code)`. */
export const loyaltyCardHolderKey = (code: string) => `/loyalty-cards/${encodeURIComponent(code)}`;

/**
 * GET /loyalty-cards/:code (public, throttled per address): the initials and the dealer of the
 * customer whose loyalty card carries the code; 404 (and 400 for a malformed code) when no card
 * does, with the message "customer not found".
 */
export function fetchLoyaltyCardHolder(
  code: string,
  options: PublicCallOptions = {},
): Promise<LoyaltyCardHolder> {
  return publicGet(loyaltyCardHolderKey(code), loyaltyCardHolderSchema, options);
}

/** The path of `fetchAccountDeletionSummary()`. */
export const accountDeletionKey = '/user/account-deletion';

/**
 * GET /user/data-export: everything the portal holds about the signed-in user as a ZIP (a JSON
 * file, a CSV file per table, the pictures, a README). Throttled per user.
 */
export function fetchDataExport(signal?: AbortSignal): Promise<SignedFile> {
  return fetchSignedFile('/user/data-export', {
    accept: 'application/zip',
    fallbackName: 'lindner-data.zip',
    signal,
  });
}

/** GET /user/account-deletion: what deleting the account removes, and what the law keeps. */
export function fetchAccountDeletionSummary(signal?: AbortSignal): Promise<AccountDeletionSummary> {
  return apiGet(accountDeletionKey, accountDeletionSummarySchema, { signal });
}

/**
 * DELETE /user: deletes the account as the summary says. Refused (403) unless the token's
 * sign-in is at most five minutes old: the user signs in again with the password first.
 */
export function deleteAccount(signal?: AbortSignal): Promise<null> {
  return apiSend('DELETE', '/user', undefined, z.null(), { signal });
}
