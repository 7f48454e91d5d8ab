import * as z from 'zod/mini';
import { maxMachineBookmarks } from './usedMachineBookmarkLimits';
import { machineIdSchema, machineSummarySchema } from './usedMachines';

// The bookmark list ("Merkliste") of used and demonstrator machines, and their comparison
// (issue 16, point 4). A visitor's bookmarks live on the device (the portal's visitorBookmarks);
// a signed-in user's in the account, where the visitor's move at sign-in.

/** A machine id as the routes take it: what `GET /machines/{id}` answers to. */
const machineId = z.string().check(z.minLength(1), z.maxLength(64));

/** One bookmark: the machine as the list shows it and when it was bookmarked. */
export const machineBookmarkSchema = z.object({
  machine: machineSummarySchema,
  bookmarkedAt: z.iso.datetime({ offset: true }),
});
export type MachineBookmark = z.infer<typeof machineBookmarkSchema>;

/**
 * `GET /bookmarks`, and the answer of `POST /bookmarks`: the user's bookmarks, newest first.
 * A machine that is no longer offered has left the list with its listing.
 */
export const machineBookmarksSchema = z.array(machineBookmarkSchema);

/**
 * `POST /bookmarks`: the visitor's bookmarks moving into the account at sign-in. Ids of machines
 * no longer offered are passed over; ids already bookmarked keep their date; the list keeps at
 * most `maxMachineBookmarks` (the newest).
 */
export const machineBookmarksMergeSchema = z.object({
  machineIds: z.array(machineId).check(z.maxLength(maxMachineBookmarks)),
});
export type MachineBookmarksMerge = z.infer<typeof machineBookmarksMergeSchema>;

/** `PUT /bookmarks/{machineId}` and `DELETE /bookmarks/{machineId}`: the machine's id. */
export const machineBookmarkParamsSchema = z.object({ machineId: machineIdSchema });

/** `PUT /bookmarks/{machineId}` and `DELETE /bookmarks/{machineId}`: which machine, and whether now bookmarked. */
export const machineBookmarkStateSchema = z.object({
  machineId: z.string(),
  bookmarked: z.boolean(),
});
export type MachineBookmarkState = z.infer<typeof machineBookmarkStateSchema>;
