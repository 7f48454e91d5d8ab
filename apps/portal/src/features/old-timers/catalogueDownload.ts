// The download of a restricted catalogue: what the island shows after an attempt, and the
// catalogue a visitor asked for before signing in (so that it downloads on the way back).

/** What a restricted catalogue's box shows. */
export type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading' }
  | { status: 'saved' }
  /** No (valid) session: sign in first. */
  | { status: 'signIn' }
  /** Signed in, but the profile holds no customer number: the server's message. */
  | { status: 'refused'; message: string }
  /** The server or the network failed, or too many downloads (its message): try again. */
  | { status: 'failed'; message?: string };

/** The status and message of an error of the API client (`ApiError`) or of anything else. */
interface FailureLike {
  status?: unknown;
  serverMessage?: unknown;
  message?: unknown;
}

/** The client's error for a call without a token (`tokenMissingText` of @lindner/api). */
const tokenMissing = 'Token is missing';

/**
 * What a failed download shows: a 401 (or no token at all) asks to sign in; a 403 shows the
 * server's message, which says that a customer number is needed; anything else offers Retry,
 * with the server's message when it says when (429, too many downloads).
 */
export function downloadFailure(error: unknown): DownloadState {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as FailureLike;
  const message = typeof failure.serverMessage === 'string' ? failure.serverMessage.trim() : '';
  if (failure.status === 401 || failure.message === tokenMissing) return { status: 'signIn' };
  if (failure.status === 403) return { status: 'refused', message };
  if (failure.status === 429 && message) return { status: 'failed', message };
  return { status: 'failed' };
}

/** The key under which the tab remembers the catalogue asked for before signing in. */
export const pendingDownloadKey = 'lindner.oldTimerCatalogue';

/** The part of the Web Storage API this needs; `window.sessionStorage` in the browser. */
export interface DownloadMemory {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const entryOf = (oldTimerId: string, catalogueId: string) =>
  JSON.stringify({ oldTimerId, catalogueId, at: Date.now() });

/** How long a remembered wish holds: a sign-in takes a minute, not an hour. */
export const pendingDownloadMs = 10 * 60 * 1000;

/** Remembers the catalogue a visitor wants before the sign-on page. */
export function rememberDownload(
  memory: DownloadMemory | null,
  oldTimerId: string,
  catalogueId: string,
) {
  try {
    memory?.setItem(pendingDownloadKey, entryOf(oldTimerId, catalogueId));
  } catch {
    // Storage refused (private mode, full): the visitor clicks once more after signing in.
  }
}

/**
 * Whether this catalogue is the one remembered, recently: then it is forgotten (a wish starts
 * one download, not one per visit).
 */
export function takeRememberedDownload(
  memory: DownloadMemory | null,
  oldTimerId: string,
  catalogueId: string,
  now = Date.now(),
): boolean {
  let entry: unknown;
  try {
    const stored = memory?.getItem(pendingDownloadKey);
    if (!stored) return false;
    entry = JSON.parse(stored);
  } catch {
    return false;
  }
  const { oldTimerId: id, catalogueId: catalogue, at } = (entry ?? {}) as Record<string, unknown>;
  if (id !== oldTimerId || catalogue !== catalogueId) return false;
  try {
    memory?.removeItem(pendingDownloadKey);
  } catch {
    // Nothing to forget then.
  }
  return typeof at === 'number' && now - at >= 0 && now - at < pendingDownloadMs;
}

/** The tab's sessionStorage, or null where the browser refuses it. */
export function sessionMemory(): DownloadMemory | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
