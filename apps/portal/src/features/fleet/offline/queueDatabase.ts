/** Where this browser keeps the diary entries waiting to be sent (IndexedDB). */
export const queueDatabase = {
  name: 'lindner-fleet',
  version: 1,
  store: 'diaryQueue',
  /** The store's index by `userId`. */
  byUser: 'byUser',
} as const;

/** The BroadcastChannel on which the queue tells this browser's tabs of a change. */
export const queueChangesChannel = 'lindner-diary-queue';
