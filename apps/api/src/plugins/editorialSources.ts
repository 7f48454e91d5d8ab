import type { EditorialEntry, EditorialKind } from '@lindner/api/schema';
import type { Locale } from '@lindner/i18n/core';

/** Who wrote an entry, for the mail that tells them staff's decision. */
export interface EntryWriter {
  email: string;
  locale: Locale;
  /** The writer's account, if they wrote signed in: the mail goes when the user goes. */
  userId?: string | null;
}

/** A decision on one pending entry. */
export type EditorialDecision =
  | { approve: true; staffUserId: string; now: Date }
  | { approve: false; reason: string; staffUserId: string; now: Date };

/** What a decision changed: the entry as it now stands, and who wrote it. */
export interface DecidedEntry {
  entry: EditorialEntry;
  writer: EntryWriter;
}

/**
 * One community domain's user-made entries, as the editorial review sees them. The domain owns
 * its table and its rules (the drawing contest publishes on the next working day); the review
 * only lists and decides through this.
 */
export interface EditorialSource {
  /** The kinds this source holds. */
  kinds: readonly EditorialKind[];
  /** Every entry waiting for review. */
  pending(): Promise<EditorialEntry[]>;
  /** The entries a signed-in user wrote, in every state. */
  writtenBy(userId: string): Promise<EditorialEntry[]>;
  /**
   * Approves or rejects one *pending* entry of one of `kinds`; null when there is none with that
   * id (unknown, or decided already), which the review answers with 404.
   */
  decide(
    kind: EditorialKind,
    id: string,
    decision: EditorialDecision,
  ): Promise<DecidedEntry | null>;
}

/**
 * The community domains add their source while they register; the editorial routes, registered
 * after them, read it. Passed to each as an option: a module never imports another.
 */
export class EditorialSources {
  readonly #sources: EditorialSource[] = [];

  add(source: EditorialSource): void {
    this.#sources.push(source);
  }

  all(): readonly EditorialSource[] {
    return this.#sources;
  }

  /** The source that holds `kind`, if a domain registered one. */
  of(kind: EditorialKind): EditorialSource | undefined {
    return this.#sources.find((source) => source.kinds.includes(kind));
  }
}
