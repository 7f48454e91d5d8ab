/**
 * The running requests of each SWR key and the hooks showing that key, per SWR cache. It lets a
 * fetch be skipped while another runs, and aborts a key's requests once no hook shows it.
 */
interface KeyRequests {
  subscribers: number;
  running: Set<AbortController>;
  abortTimer: ReturnType<typeof setTimeout> | undefined;
}

const registries = new WeakMap<object, Map<string, KeyRequests>>();

function requestsOf(cache: object, key: string): KeyRequests {
  let registry = registries.get(cache);
  if (!registry) registries.set(cache, (registry = new Map()));
  let requests = registry.get(key);
  if (!requests) {
    requests = { subscribers: 0, running: new Set(), abortTimer: undefined };
    registry.set(key, requests);
  }
  return requests;
}

/** Runs a request for a key with its own AbortSignal. */
export async function trackRequest<T>(
  cache: object,
  key: string,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const requests = requestsOf(cache, key);
  const controller = new AbortController();
  requests.running.add(controller);
  try {
    return await run(controller.signal);
  } finally {
    requests.running.delete(controller);
  }
}

export function isRequestRunning(cache: object, key: string): boolean {
  return (registries.get(cache)?.get(key)?.running.size ?? 0) > 0;
}

/**
 * A hook shows the key until the returned function is called. The abort waits a moment: React
 * remounts at once in StrictMode and when a page moves in the tree, and SWR then reuses the
 * running request.
 */
export function showKey(cache: object, key: string): () => void {
  const requests = requestsOf(cache, key);
  requests.subscribers += 1;
  clearTimeout(requests.abortTimer);
  requests.abortTimer = undefined;
  return () => {
    requests.subscribers -= 1;
    if (requests.subscribers > 0) return;
    requests.abortTimer = setTimeout(() => {
      if (requests.subscribers > 0) return;
      requests.running.forEach((controller) => controller.abort());
      registries.get(cache)?.delete(key);
    }, 0);
  };
}
