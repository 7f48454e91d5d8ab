/**
 * The visitor's consent to third-party content, kept in localStorage under one key so that every
 * gate and the cookie banner read the same decision and update together.
 */

export const consentStorageKey = 'lindner.consent';

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

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ConsentStoreOptions {
  /** Returns the storage; may throw or return null where storage is blocked. */
  storage: () => ConsentStorage | null | undefined;
  now?: () => number;
  /** Where other tabs' changes are announced ('storage' events); none outside a browser. */
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

  const onStorage = (event: Event) => {
    const { key } = event as StorageEvent;
    if (key === consentStorageKey || key === null) notify();
  };

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
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
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
  storage: () => (typeof window === 'undefined' ? null : window.localStorage),
  events: typeof window === 'undefined' ? null : window,
});
