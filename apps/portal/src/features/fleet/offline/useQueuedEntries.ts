import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { deviceDiaryQueue } from './deviceDiaryQueue';
import type { QueuedEntry } from './queuedEntry';

const subscribe = (listener: () => void) => deviceDiaryQueue().subscribe(listener);
const noEntries: readonly QueuedEntry[] = [];

/** The user's entries kept on this device, oldest first; one vehicle's when `vehicleId` is set. */
export function useQueuedEntries(
  userId: string | null,
  vehicleId?: string,
): readonly QueuedEntry[] {
  const all = useSyncExternalStore(
    subscribe,
    () => (userId ? deviceDiaryQueue().entries(userId) : null),
    () => null,
  );
  useEffect(() => {
    if (userId) void deviceDiaryQueue().refresh(userId);
  }, [userId]);
  return useMemo(
    () =>
      all === null
        ? noEntries
        : vehicleId === undefined
          ? all
          : all.filter((entry) => entry.vehicleId === vehicleId),
    [all, vehicleId],
  );
}
