import { createDiaryQueue, type DiaryQueue } from './diaryQueue';
import { indexedDbQueueStore } from './indexedDbQueueStore';
import { queueChangesChannel } from './queueDatabase';
import { sendDiaryEntry } from './sendDiaryEntry';

let queue: DiaryQueue | undefined;

/** This browser's queue of diary entries, shared by its tabs; made on first use (never on a server). */
export function deviceDiaryQueue(): DiaryQueue {
  queue ??= createDiaryQueue(indexedDbQueueStore(), (entry) => sendDiaryEntry(entry), {
    channel:
      typeof BroadcastChannel === 'undefined'
        ? undefined
        : new BroadcastChannel(queueChangesChannel),
    locks: typeof navigator === 'undefined' ? undefined : navigator.locks,
  });
  return queue;
}
