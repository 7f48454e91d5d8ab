import { vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON; a string is sent as it is. */
  body?: unknown;
}

/** The portal API's envelope around a payload. */
export const envelope = (data: unknown, message = '') => ({
  success: true,
  message,
  data: { data },
});

/** A failed call as the reference backend answers it. */
export const failure = (message: string, errors?: Record<string, string>) => ({
  success: false,
  message,
  ...(errors ? { errors } : {}),
  data: { data: null },
});

/**
 * A stand-in for fetch that answers every request with the given answer and remembers the
 * requests. Tests only.
 */
export function fakeFetch(answer: FakeAnswer | (() => FakeAnswer) = { body: envelope(null) }) {
  return vi.fn<typeof fetch>(async (_input, init) => {
    init?.signal?.throwIfAborted();
    const { status = 200, body } = typeof answer === 'function' ? answer() : answer;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, {
      status,
      headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' },
    });
  });
}

/** A fetch that waits until its request is aborted, as a slow server would. */
export function hangingFetch() {
  return vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

/** What a fake fetch was asked: address, method, headers and body of its nth request. */
export function requestOf(fetchFn: ReturnType<typeof vi.fn<typeof fetch>>, index = 0) {
  const [input, init = {}] = fetchFn.mock.calls[index] ?? [];
  return {
    url: String(input),
    method: init.method ?? 'GET',
    headers: new Headers(init.headers),
    body: init.body,
    signal: init.signal,
  };
}
