import type { Decorator } from '@storybook/react-vite';
import { DraftScopeProvider } from '../drafts/DraftScope';
import { draftKey, type DraftStorage } from '../drafts/formDrafts';

/** The demo user `newcomer`'s id: stories keep drafts under it. */
export const storyUserId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b02';

/** sessionStorage's behaviour over a Map, for stories (a real reload is not possible there). */
export function memoryDraftStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: DraftStorage = {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
  return { storage, data };
}

/** A stored draft of one form of the story user, as `saveDraft` writes it. */
export function storedDraft(form: string, values: Record<string, unknown>) {
  return { [draftKey(storyUserId, form)]: JSON.stringify({ v: 1, values }) };
}

/**
 * Gives the story a draft scope over `parameters.draftStorage` (a fresh, empty one when not
 * given): the forms keep their drafts there as in the personal area.
 */
export const withDrafts: Decorator = (Story, { parameters }) => {
  const storage =
    (parameters.draftStorage as DraftStorage | undefined) ?? memoryDraftStorage().storage;
  return (
    <DraftScopeProvider scope={{ userId: storyUserId, storage }}>
      <Story />
    </DraftScopeProvider>
  );
};
