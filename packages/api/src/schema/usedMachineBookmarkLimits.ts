// The limits of the bookmark list and the comparison of used machines, and the comparison's
// `ids`: without zod, so that the pages that only count or compare bookmarks (every personal-area
// page moves a visitor's in at sign-in) load none of the machine schemas.

/** How many machines one bookmark list holds, on the device and in the account. */
export const maxMachineBookmarks = 100;

/** How many machines the comparison shows side by side. */
export const maxComparedMachines = 4;

/**
 * The comparison's `ids` parameter (`?ids=a,b`): distinct ids in their order, at most
 * `maxComparedMachines` (further ones are left out); blanks dropped.
 */
export function parseComparedIds(raw: unknown): string[] {
  const text = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : '';
  const ids = text
    .split(',')
    .map((each) => each.trim())
    .filter((each) => each !== '' && each.length <= 64);
  return [...new Set(ids)].slice(0, maxComparedMachines);
}
