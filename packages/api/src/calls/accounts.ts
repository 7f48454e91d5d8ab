import { loyaltyCardHolderSchema, type LoyaltyCardHolder } from '../schema';
import { publicGet, type PublicCallOptions } from '../client/request';

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
