import { createContext, useContext, type ReactNode } from 'react';
import type { DraftStorage } from './formDrafts';

/** Whose drafts, and where: set once a user is signed in; without it forms keep no draft. */
export interface DraftScope {
  /** The token's subject. */
  userId: string;
  storage: DraftStorage;
}

const DraftScopeContext = createContext<DraftScope | null>(null);

/** Set by the personal area for the signed-in user; stories set their own. */
export function DraftScopeProvider({
  scope,
  children,
}: {
  scope: DraftScope | null;
  children: ReactNode;
}) {
  return <DraftScopeContext.Provider value={scope}>{children}</DraftScopeContext.Provider>;
}

export function useDraftScope(): DraftScope | null {
  return useContext(DraftScopeContext);
}
