// Loaded on the first download only: the API client's signed call (with its response schemas)
// stays out of every visit of an old-timer's page.
import { fetchRestrictedCatalogue } from '@lindner/api/client';
import { saveFile } from '../../../shared/saveFile';

/** Fetches a restricted catalogue with the user's token and saves it as the browser's download. */
export async function downloadCatalogue(
  oldTimerId: string,
  catalogueId: string,
  signal?: AbortSignal,
): Promise<void> {
  const { blob, fileName } = await fetchRestrictedCatalogue(oldTimerId, catalogueId, signal);
  saveFile(blob, fileName);
}
