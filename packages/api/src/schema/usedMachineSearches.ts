import * as z from 'zod/mini';
import { requiredText } from './text';
import { machineQueryTextSchema } from './usedMachines';

// Saved searches ("Suchaufträge") of used and demonstrator machines (issue 16, point 4): a
// signed-in user saves the list's filters; machines listed since then that match are mailed
// once a day at most, each mail with a link that ends the saved search.

/** How many searches one user can save. */
export const maxSavedMachineSearches = 10;

/** The longest name of a saved search. */
export const savedMachineSearchNameLength = 80;

/**
 * `POST /machineSearches`: the search as the list's query string (`machineQueryParams(query)`,
 * without the leading "?"; read as `GET /machines` reads its query, the server keeps its
 * canonical form without sort and paging), and the name the user gave it. 400 with the field
 * error `query` for a query the list would refuse; 409 with a message once the user has
 * `maxSavedMachineSearches`.
 */
export const savedMachineSearchInputSchema = z.object({
  name: requiredText(savedMachineSearchNameLength),
  query: machineQueryTextSchema,
});
export type SavedMachineSearchInput = z.input<typeof savedMachineSearchInputSchema>;

/** A saved search as its owner sees it. */
export const savedMachineSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The canonical query string (empty for "every machine"): the list's address is `?{query}`. */
  query: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When new matches were last mailed; null before the first mail. */
  lastMailedAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type SavedMachineSearch = z.infer<typeof savedMachineSearchSchema>;

/** `GET /machineSearches`: the user's saved searches, newest first. */
export const savedMachineSearchesSchema = z.array(savedMachineSearchSchema);

/** `DELETE /machineSearches/{id}`: a saved search's id (a uuid, any case). */
export const savedMachineSearchParamsSchema = z.object({ id: z.guid().check(z.toLowerCase()) });

/** `DELETE /machineSearches/{id}`: the search that ended. */
export const endedMachineSearchSchema = z.object({ id: z.string() });

/**
 * `GET|POST /machineSearches/unsubscribe/{token}`: the token of a mail's link, as it came (one
 * that can be no token is as unknown as an ended search's).
 */
export const machineSearchUnsubscribeParamsSchema = z.object({ token: z.string() });

/**
 * `GET /machineSearches/unsubscribe/{token}` (public): the saved search a mail's link ends, by
 * the token in that link; 404 with a message when the link is unknown or the search already
 * ended. `POST /machineSearches/unsubscribe/{token}` (public) ends it and answers the same.
 */
export const machineSearchUnsubscribeSchema = z.object({
  name: z.string(),
  query: z.string(),
});
export type MachineSearchUnsubscribe = z.infer<typeof machineSearchUnsubscribeSchema>;
