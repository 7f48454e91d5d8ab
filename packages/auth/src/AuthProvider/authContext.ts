import { createContext } from 'react';
import type { SignOnSession } from '../signOnSession';

export interface AuthContextValue {
  session: SignOnSession;
  clientId: string;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
