import { ApiError } from '@lindner/api/client';
import { outcomeOf, type SubmitOutcome } from '../../shared/forms/submitOutcome';

/**
 * How an inquiry's submit ended, as the form shows it. A throttled one (HTTP 429) gets the page's
 * own message in the visitor's language, which says to wait and that nothing is lost.
 */
export function inquiryOutcomeOf(
  result: { data: unknown; error: unknown },
  throttledMessage: string,
): SubmitOutcome | null {
  if (result.error instanceof ApiError && result.error.status === 429) {
    return { ok: false, message: throttledMessage, fieldErrors: {} };
  }
  return outcomeOf(result);
}
