import type { FailedAnswer } from './coupon';
import { placeFieldErrors, type PlacedFieldErrors } from './serverErrors';

/** What the page says about an order the server did not place. */
export type SubmitOutcome =
  | { kind: 'network' }
  | { kind: 'pricesChanged'; message: string | null }
  | { kind: 'refused'; message: string | null; errors: PlacedFieldErrors };

/**
 * Without an answer the same order can be sent again (its idempotency key kept); a 409 means
 * the prices changed; any other answer refuses the order, its field errors on their fields.
 */
export function submitOutcome(error: FailedAnswer | null): SubmitOutcome {
  if (error === null || error.status === null) return { kind: 'network' };
  if (error.status === 409) return { kind: 'pricesChanged', message: error.serverMessage };
  return {
    kind: 'refused',
    message: error.serverMessage,
    errors: placeFieldErrors(error.fieldErrors),
  };
}
