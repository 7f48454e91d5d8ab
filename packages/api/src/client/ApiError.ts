import type { FieldErrors } from '../schema';

/** What an error says when the server gave no message (the English general error text). */
export const generalErrorText = 'There has been an error.';

export interface ApiErrorDetails {
  /** HTTP status, null when no answer arrived (network error). */
  status: number | null;
  serverMessage?: string | null;
  fieldErrors?: FieldErrors;
  cause?: unknown;
}

/**
 * A call that did not succeed: a non-200 answer, `success: false`, an answer that does not match
 * its schema, or no answer at all. Its message is the server's, else the general error text.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  status: number | null;
  /** The envelope's message when the server sent one. */
  serverMessage: string | null;
  /** The envelope's `errors` of a rejected request body, else empty. */
  fieldErrors: FieldErrors;

  constructor({ status, serverMessage = null, fieldErrors = {}, cause }: ApiErrorDetails) {
    super(serverMessage ?? generalErrorText, cause === undefined ? undefined : { cause });
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
  }
}

/** True for the rejection of a request whose AbortSignal fired. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The server's own message of a request it refused for a reason it explains (a 4xx with a
 * message: 409 "ausgebucht", 404 an unknown postal code), else null: a failure of the server or
 * the network, for which a general text fits.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === null) return null;
  if (error.status < 400 || error.status >= 500) return null;
  return error.serverMessage || null;
}
