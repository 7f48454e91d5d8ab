import { fetchSettings, useFetch } from '@lindner/api';

/** GET /user/settings: one fetch for all three tabs of the settings. */
export const settingsKey = '/user/settings';

export function useSettings() {
  return useFetch(settingsKey, fetchSettings);
}
