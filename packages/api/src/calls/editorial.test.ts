import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialize } from '../client/configuration';
import { envelope, fakeFetch, failure, requestOf } from '../testing/fakeFetch';
import {
  approveEditorialEntry,
  fetchEditorialFile,
  fetchEditorialQueue,
  fetchMyEditorialEntries,
  rejectEditorialEntry,
} from './editorial';

const entry = {
  kind: 'user-report',
  id: '0b000000-0000-4000-8000-000000000003',
  title: 'Lintrac 130: Im Steilhang',
  text: 'Mit dem Lintrac mähen wir steile Hänge.',
  files: [],
  videoUrl: null,
  writerName: 'Josef',
  submittedAt: '2026-11-10T09:30:00.000Z',
  state: 'pending',
  reason: null,
  publishedAt: null,
  reply: null,
};

function setUp(answer: Parameters<typeof fakeFetch>[0]) {
  const fetchFn = fakeFetch(answer);
  initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => 't', fetch: fetchFn });
  return fetchFn;
}

afterEach(() => vi.restoreAllMocks());

describe('the editorial calls', () => {
  it('list the queue and the caller’s own entries with the token', async () => {
    const fetchFn = setUp({ body: envelope([entry]) });
    await expect(fetchEditorialQueue()).resolves.toEqual([entry]);
    await expect(fetchMyEditorialEntries()).resolves.toEqual([entry]);
    expect(requestOf(fetchFn, 0)).toMatchObject({ url: '/api/portal/editorial/entries' });
    expect(requestOf(fetchFn, 1)).toMatchObject({ url: '/api/portal/editorial/my-entries' });
    expect(requestOf(fetchFn, 0).headers.get('authorization')).toBe('Bearer t');
  });

  it('approve and reject the entry of a kind, the reason in the body', async () => {
    const fetchFn = setUp({ body: envelope({ ...entry, state: 'rejected', reason: 'Spam' }) });
    await approveEditorialEntry('drawing-contest', 'a/b');
    await expect(
      rejectEditorialEntry('user-report', entry.id, { reason: 'Spam' }),
    ).resolves.toMatchObject({ state: 'rejected', reason: 'Spam' });
    expect(requestOf(fetchFn, 0)).toMatchObject({
      method: 'POST',
      url: '/api/portal/editorial/entries/drawing-contest/a%2Fb/approve',
    });
    expect(requestOf(fetchFn, 1)).toMatchObject({
      method: 'POST',
      url: `/api/portal/editorial/entries/user-report/${entry.id}/reject`,
      body: JSON.stringify({ reason: 'Spam' }),
    });
  });

  it('fail with the server’s message when the entry no longer waits', async () => {
    setUp({ status: 404, body: failure('Dieser Beitrag wartet nicht (mehr) auf eine Prüfung.') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(approveEditorialEntry('guestbook', entry.id)).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Dieser Beitrag wartet nicht (mehr) auf eine Prüfung.',
    });
  });

  it('fetch a file of an entry with the token, under its name', async () => {
    const fetchFn = setUp({ body: 'PDF' });
    const file = await fetchEditorialFile({
      name: 'zeichnung.pdf',
      path: '/contests/entries/x/picture',
      contentType: 'application/pdf',
    });
    expect(file.fileName).toBe('zeichnung.pdf');
    expect(await file.blob.text()).toBe('PDF');
    expect(requestOf(fetchFn).url).toBe('/api/portal/contests/entries/x/picture');
    expect(requestOf(fetchFn).headers.get('accept')).toBe('application/pdf');
    expect(requestOf(fetchFn).headers.get('authorization')).toBe('Bearer t');
  });
});
