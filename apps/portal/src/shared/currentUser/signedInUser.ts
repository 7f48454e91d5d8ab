import type { User } from '@lindner/api/schema';

/** The signed-in user as the personal area knows it (CurrentUser.tsx, UserFetcher.tsx). */
export interface SignedInUser {
  /** The user of `GET /user`; null while loading, when signed out or when the fetch failed. */
  user: User | null;
  /** False until the first fetch of the user has answered (with the user or an error). */
  settled: boolean;
}
