/**
 * The visitor's consent to third-party content, kept in one first-party cookie so that every
 * gate and the cookie banner read the same decision and update together, and so that a server
 * reads it too: it renders the banner only for a visitor who has not decided, and sets the
 * cookie itself when the banner's form is posted without a script.
 */

export const consentStorageKey = 'lindner-consent';

/** Announced on `window` when something other than this store changed the cookie. */
export const consentChangedEvent = 'lindner-consent';

/** Categories that need consent; 'necessary' needs none and is always on. */
export const optionalConsentCategories = ['map', 'media', 'statistics'] as const;

export type OptionalConsentCategory = (typeof optionalConsentCategories)[number];
export type ConsentCategory = 'necessary' | OptionalConsentCategory;
export type ConsentDecision = 'accepted' | 'declined';
export type ConsentStatus = 'pending' | ConsentDecision;
export type ConsentDecisions = Partial<Record<OptionalConsentCategory, ConsentDecision>>;

export interface ConsentRecord {
  /** A category missing here has not been decided yet. */
  categories: ConsentDecisions;
  /** When the last decision was made, in milliseconds since 1970; null before any. */
  decidedAt: number | null;
}

export const noConsent: ConsentRecord = Object.freeze({
  categories: Object.freeze({}),
  decidedAt: null,
});

const isOptionalCategory = (value: string): value is OptionalConsentCategory =>
  (optionalConsentCategories as readonly string[]).includes(value);

const isDecision = (value: unknown): value is ConsentDecision =>
  value === 'accepted' || value === 'declined';

/** Reads a stored record; anything unreadable counts as no decision, so the banner asks again. */
export function parseConsent(raw: string | null): ConsentRecord {
  if (!raw) return noConsent;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return noConsent;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return noConsent;
  const { categories, decidedAt } = value as { categories?: unknown; decidedAt?: unknown };
  const decisions: ConsentDecisions = {};
  if (typeof categories === 'object' && categories !== null && !Array.isArray(categories)) {
    for (const [category, decision] of Object.entries(categories)) {
      if (isOptionalCategory(category) && isDecision(decision)) decisions[category] = decision;
    }
  }
  return {
    categories: decisions,
    decidedAt: typeof decidedAt === 'number' && Number.isFinite(decidedAt) ? decidedAt : null,
  };
}

export function consentStatus(record: ConsentRecord, category: ConsentCategory): ConsentStatus {
  if (category === 'necessary') return 'accepted';
  return record.categories[category] ?? 'pending';
}

/** True once every optional category is accepted or declined: the banner stops asking. */
export function isDecided(record: ConsentRecord): boolean {
  return optionalConsentCategories.every((category) => record.categories[category] !== undefined);
}

export function withDecisions(
  record: ConsentRecord,
  decisions: ConsentDecisions,
  now: number,
): ConsentRecord {
  return { categories: { ...record.categories, ...decisions }, decidedAt: now };
}

/** The same decision for every optional category. */
export function decideAll(decision: ConsentDecision): ConsentDecisions {
  return Object.fromEntries(optionalConsentCategories.map((category) => [category, decision]));
}

/** What the cookie banner's buttons submit as `choice`. */
export const consentChoices = ['necessary', 'all', 'selection'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/**
 * The decisions a submitted banner stands for: every category declined or accepted, or the
 * ticked `categories` accepted and the rest declined. Read alike by the banner's script and by a
 * server that gets the form.
 */
export function decisionsOfChoice(
  choice: ConsentChoice,
  categories: readonly string[] = [],
): ConsentDecisions {
  if (choice === 'all') return decideAll('accepted');
  if (choice === 'necessary') return decideAll('declined');
  return Object.fromEntries(
    optionalConsentCategories.map((category) => [
      category,
      categories.includes(category) ? 'accepted' : 'declined',
    ]),
  );
}

const oneYearInSeconds = 365 * 24 * 60 * 60;

/** The `Set-Cookie` value (and `document.cookie` assignment) that stores a record. */
export function consentCookie(record: ConsentRecord, secure: boolean): string {
  return `${consentStorageKey}=${encodeURIComponent(JSON.stringify(record))}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The record's raw JSON in a `Cookie` header or `document.cookie`, or null. */
export function consentCookieValue(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== consentStorageKey) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The document's cookie as the store's storage. */
function cookieStorage(document: Document): ConsentStorage {
  return {
    getItem: () => consentCookieValue(document.cookie),
    setItem: (_key, raw) => {
      document.cookie = consentCookie(parseConsent(raw), location.protocol === 'https:');
    },
  };
}

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ConsentStoreOptions {
  /** Returns the storage; may throw or return null where storage is blocked. */
  storage: () => ConsentStorage | null | undefined;
  now?: () => number;
  /** Where changes from outside the store are announced (`consentChangedEvent`); none outside a browser. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export interface ConsentStore {
  /** The current record; the same object until it changes (for useSyncExternalStore). */
  getSnapshot(): ConsentRecord;
  subscribe(listener: () => void): () => void;
  decide(decisions: ConsentDecisions): void;
}

export function createConsentStore({
  storage,
  now = Date.now,
  events = null,
}: ConsentStoreOptions): ConsentStore {
  const listeners = new Set<() => void>();
  // Where storage is blocked or full, the decision still holds for this page view.
  let memoryOnly = false;
  let memoryRaw: string | null = null;
  let snapshotRaw: string | null | undefined;
  let snapshot = noConsent;

  const readRaw = (): string | null => {
    if (memoryOnly) return memoryRaw;
    try {
      const store = storage();
      if (store) return store.getItem(consentStorageKey);
    } catch {
      // Blocked storage reads as no decision.
    }
    return memoryRaw;
  };

  const writeRaw = (raw: string) => {
    memoryRaw = raw;
    try {
      const store = storage();
      if (!store) throw new Error('no storage');
      store.setItem(consentStorageKey, raw);
    } catch {
      memoryOnly = true;
    }
  };

  const notify = () => listeners.forEach((listener) => listener());

  const onChange = () => notify();

  const getSnapshot = () => {
    const raw = readRaw();
    if (raw !== snapshotRaw) {
      snapshotRaw = raw;
      snapshot = parseConsent(raw);
    }
    return snapshot;
  };

  return {
    getSnapshot,
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener(consentChangedEvent, onChange);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener(consentChangedEvent, onChange);
      };
    },
    decide(decisions) {
      writeRaw(JSON.stringify(withDecisions(getSnapshot(), decisions, now())));
      notify();
    },
  };
}

/** The browser's consent store, shared by every gate and the banner. */
export const consentStore = createConsentStore({
  storage: () => (typeof document === 'undefined' ? null : cookieStorage(document)),
  events: typeof window === 'undefined' ? null : window,
});
