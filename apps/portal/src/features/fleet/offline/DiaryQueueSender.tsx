import { useAuth } from '@lindner/auth';
import { useEffect } from 'react';
import { deviceDiaryQueue } from './deviceDiaryQueue';
import { useSendKeptEntries } from './useSendKeptEntries';

/** How often waiting entries are tried again while the browser believes it is online. */
const retryEveryMs = 30_000;

/**
 * Sends the user's diary entries kept on this device: at once, whenever the browser comes back
 * online, and every half minute while some wait (one bar of signal often passes for online).
 * Renders nothing; the personal area mounts it once the user is known.
 */
export function DiaryQueueSender({ userId }: { userId: string }) {
  const { authenticated } = useAuth();
  const sendKept = useSendKeptEntries(userId);
  useEffect(() => {
    if (!authenticated) return;
    const queue = deviceDiaryQueue();
    const sendNow = () => {
      sendKept().catch((error: unknown) => {
        console.error('Sending the diary entries kept on this device failed', error);
      });
    };
    const sendIfWaiting = () => {
      if (queue.entries(userId)?.some((entry) => entry.status === 'waiting')) sendNow();
    };
    void queue.refresh(userId).then(sendIfWaiting);
    window.addEventListener('online', sendNow);
    const timer = window.setInterval(sendIfWaiting, retryEveryMs);
    return () => {
      window.removeEventListener('online', sendNow);
      window.clearInterval(timer);
    };
  }, [authenticated, userId, sendKept]);
  return null;
}
