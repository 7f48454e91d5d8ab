import { useCurrentUser } from '@lindner/api';
import { useEffect } from 'react';
import type { SignedInUser } from './signedInUser';

/** Fetches the current user (logging "Error fetching user" on failure) and reports it. */
export function UserFetcher({ onChange }: { onChange: (user: SignedInUser) => void }) {
  const { data, hasFetchedOnce, fetchError } = useCurrentUser();
  const settled = hasFetchedOnce || fetchError;
  useEffect(() => onChange({ user: data, settled }), [data, settled, onChange]);
  return null;
}
