import { diaryKeyPrefix, fleetKey, vehicleKey } from '@lindner/api';
import { localizePath, useLocale } from '@lindner/i18n';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** What a new diary entry changes: the vehicle, the fleet and the diary without a range. */
export function entryRevalidation(id: string): string[] {
  return [vehicleKey(id), fleetKey, diaryKeyPrefix(id)];
}

/** After a diary entry was saved: back to the vehicle's overview. */
export function useBackToOverview(id: string): () => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback(() => {
    void navigate(localizePath('fleet-detail', { id }, locale));
  }, [navigate, id, locale]);
}
