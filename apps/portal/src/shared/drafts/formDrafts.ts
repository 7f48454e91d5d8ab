/**
 * Unsaved form input kept in the tab's sessionStorage, so that nothing typed is lost to a reload
 * or to a sign-on again after the session expired. One entry per signed-in user (the token's
 * subject) and form; removed when the form is saved and, all of them, on logout. Only what the
 * user typed is stored: never tokens, and no files (they cannot be serialised).
 */

/** The part of the Web Storage API the drafts use; `window.sessionStorage` in the browser. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export type DraftValues = Record<string, unknown>;

const prefix = 'lindner.draft:';
const version = 1;

interface StoredDraft {
  v: typeof version;
  values: DraftValues;
}

/** The tab's sessionStorage, or null where the browser refuses it. */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The storage key of one user's draft of one form. */
export function draftKey(userId: string, form: string): string {
  return `${prefix}${userId}:${form}`;
}

/** The draft of a form, or null when there is none (or it cannot be read). */
export function readDraft(storage: DraftStorage, userId: string, form: string): DraftValues | null {
  let text: string | null;
  try {
    text = storage.getItem(draftKey(userId, form));
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<StoredDraft> | null;
    if (stored?.v !== version || !isRecord(stored.values)) return null;
    return stored.values;
  } catch {
    return null;
  }
}

/**
 * Keeps the form's current values. Files and functions are left out. A full or unavailable
 * storage (private mode, quota) loses the draft, never the form.
 */
export function saveDraft(
  storage: DraftStorage,
  userId: string,
  form: string,
  values: DraftValues,
): void {
  const stored: StoredDraft = { v: version, values: storableValues(values) };
  try {
    storage.setItem(draftKey(userId, form), JSON.stringify(stored));
  } catch {
    // Nothing to do: the form still holds the values.
  }
}

/** Forgets a form's draft, after it was saved or discarded. */
export function clearDraft(storage: DraftStorage, userId: string, form: string): void {
  try {
    storage.removeItem(draftKey(userId, form));
  } catch {
    // Unavailable storage holds no draft.
  }
}

/** Forgets every draft of every user, on logout: the next person at this browser sees none. */
export function clearAllDrafts(storage: DraftStorage | null): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // Unavailable storage holds no draft.
  }
}

/**
 * Forgets the drafts of everyone but this user: after a sign-on as someone else in the same tab,
 * the previous user's unsaved input must not stay behind.
 */
export function clearOtherUsersDrafts(storage: DraftStorage, userId: string): void {
  const own = `${prefix}${userId}:`;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix) && !key.startsWith(own)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // Unavailable storage holds no draft.
  }
}

/**
 * The values the form starts with: the saved data, with the draft's entries over it for the
 * fields the form knows. A draft entry of a field the form no longer has is ignored. A field the
 * user emptied (null in the draft, as JSON has no undefined) starts empty: undefined, which
 * react-final-form shows as an empty input (null would make React complain about the input).
 */
export function withDraft<Values extends DraftValues>(
  saved: Values,
  draft: DraftValues | null,
): Values {
  if (!draft) return saved;
  const merged: DraftValues = { ...saved };
  for (const [name, value] of Object.entries(draft)) {
    if (Object.hasOwn(saved, name)) merged[name] = value === null ? undefined : value;
  }
  return merged as Values;
}

/**
 * What to keep of a form's values: every field of the saved data and of the values, a field the
 * user emptied as null (final-form drops it from the values), without files.
 */
export function draftOf(values: DraftValues, saved: DraftValues): DraftValues {
  const draft: DraftValues = {};
  for (const name of new Set([...Object.keys(saved), ...Object.keys(values)])) {
    draft[name] = values[name] ?? null;
  }
  return storableValues(draft);
}

/** Whether the values differ from the saved ones; an empty text, null and no value are alike. */
export function differsFrom(values: DraftValues, saved: DraftValues): boolean {
  const names = new Set([...Object.keys(saved), ...Object.keys(values)]);
  for (const name of names) {
    if (comparable(values[name]) !== comparable(saved[name])) return true;
  }
  return false;
}

function comparable(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'null';
  if (typeof Blob !== 'undefined' && value instanceof Blob) return 'null';
  return JSON.stringify(value);
}

function storableValues(values: DraftValues): DraftValues {
  const result: DraftValues = {};
  for (const name of Object.keys(values)) {
    const value = values[name];
    if (value === undefined || typeof value === 'function') continue;
    if (typeof Blob !== 'undefined' && value instanceof Blob) continue;
    result[name] = value;
  }
  return result;
}

function isRecord(value: unknown): value is DraftValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
