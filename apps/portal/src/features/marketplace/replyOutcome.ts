import { ApiError } from '@lindner/api/client';
import { outcomeOf, type SubmitOutcome } from '../../shared/forms/submitOutcome';

/**
 * How a reply's submit ended, as the form shows it: saved, or turned down with the server's
 * message (409 on one's own ad, 404 for an ad no longer public) and its field messages. A
 * throttled one (HTTP 429) gets the page's own message in the user's language, which says to
 * wait and that the message stays.
 */
export function replyOutcomeOf(
  result: { data: unknown; error: unknown },
  throttledMessage: string,
): SubmitOutcome | null {
  if (result.error instanceof ApiError && result.error.status === 429) {
    return { ok: false, message: throttledMessage, fieldErrors: {} };
  }
  return outcomeOf(result);
}
