import type { User } from '@lindner/api/schema';

/** The user's name as the portal shows it; null when the profile holds none. */
export function displayName(user: Pick<User, 'firstName' | 'lastName'> | null): string | null {
  const parts = [user?.firstName, user?.lastName].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}
