import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadAgainWhenOnline } from '../../../shared/LoadAgainWhenOnline';
import { entriesWaitOnDevice } from './entriesWaitOnDevice';
import { queueChangesChannel } from './queueDatabase';

// The sending code (the API's calls, the toasts' texts) loads only where something waits.
const loadSender = () =>
  import('./DiaryQueueSender').then(({ DiaryQueueSender }) => ({ default: DiaryQueueSender }));
const DiaryQueueSender = lazy(loadSender);

/** How often the device is looked at for entries kept meanwhile (it costs no network). */
const lookEveryMs = 30_000;

/**
 * Starts sending the user's diary entries kept on this device once there are any: at once, when
 * one is kept (the queue tells its tabs), when the browser comes back online, or at the latest
 * within half a minute. Mounted by the personal area on every page; renders nothing.
 */
export function KeptEntriesSender({ userId }: { userId: string }) {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (waiting) return;
    let stopped = false;
    const look = () => {
      entriesWaitOnDevice(userId)
        .then((wait) => {
          if (wait && !stopped) setWaiting(true);
        })
        // A browser without IndexedDB keeps nothing to send.
        .catch(() => undefined);
    };
    look();
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(queueChangesChannel);
    channel?.addEventListener('message', look);
    window.addEventListener('online', look);
    const timer = window.setInterval(look, lookEveryMs);
    return () => {
      stopped = true;
      channel?.close();
      window.removeEventListener('online', look);
      window.clearInterval(timer);
    };
  }, [userId, waiting]);
  const [Sender, setSender] = useState(() => DiaryQueueSender);
  return waiting ? (
    <LoadAgainWhenOnline onOnline={() => setSender(() => lazy(loadSender))}>
      <Suspense fallback={null}>
        <Sender userId={userId} />
      </Suspense>
    </LoadAgainWhenOnline>
  ) : null;
}
