import { useContext, useMemo, useSyncExternalStore } from 'react';
import { authFrom, type Auth } from '../auth';
import { AuthContext } from './authContext';

/** The signed-in user and the sign-on actions; re-renders when the token changes. */
export function useAuth(): Auth {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth() needs an <AuthProvider> around it.');
  const { session, clientId } = context;
  const snapshot = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getInitialSnapshot,
  );
  return useMemo(() => authFrom(snapshot, session, clientId), [snapshot, session, clientId]);
}
