/** Local-storage key of the time until which the contract-item notifications stay hidden. */
export const contractExpiryDismissalKey = 'lindner.contractItemNotifications.hiddenUntil';

/** DESIGN.md "Decisions": dismissing hides the banner for 24 hours. */
export const defaultDismissDuration = 86_400_000;

export type DismissalStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether the banner was dismissed and its time has not yet run out. */
export function isDismissed(storage: DismissalStorage | null, now: number): boolean {
  let stored: string | null;
  try {
    stored = storage?.getItem(contractExpiryDismissalKey) ?? null;
  } catch {
    return false;
  }
  const until = Number(stored);
  return stored !== null && Number.isFinite(until) && now < until;
}

/** Hides the banner from `now` for `duration` milliseconds; returns the stored end. */
export function dismiss(
  storage: DismissalStorage | null,
  now: number,
  duration: number = defaultDismissDuration,
): number {
  const until = now + duration;
  try {
    storage?.setItem(contractExpiryDismissalKey, String(until));
  } catch {
    // Storage may be off (private mode): the banner then stays hidden for this visit only.
  }
  return until;
}
