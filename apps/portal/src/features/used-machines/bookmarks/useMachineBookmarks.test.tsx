import { initialize } from '@lindner/api';
import { AuthProvider } from '@lindner/auth';
import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { toast, ToastProvider, uiMessages } from '@lindner/ui';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
// The sign-on's stand-in of its own tests and stories (not part of @lindner/auth's public API).
import { FakeSignOnAdapter } from '../../../../../../packages/auth/src/testing/fakeSignOnAdapter';
import { portalUsedMachinesMessages } from '../../../messages/usedMachines';
import { machineSummaries } from '../machineFixtures';
import { BookmarkListProvider } from './BookmarkListProvider';
import { useMachineBookmarks } from './useMachineBookmarks';
import { readVisitorBookmarks, visitorBookmarksKey } from './visitorBookmarks';

const messages = await loadMessages('de', [uiMessages, portalUsedMachinesMessages]);
const signOn = { url: 'http://localhost:18101', realm: 'lindner', clientId: 'lindner-pimcore' };

type Call = { method: string; path: string; body: unknown };

/** The bookmark routes as the API answers them, with the account's list in memory. */
function fakeBookmarksApi({ failChanges = false }: { failChanges?: boolean } = {}) {
  const calls: Call[] = [];
  let list: string[] = ['m-24022'];
  const envelope = (data: unknown, status = 200) =>
    new Response(JSON.stringify({ success: status < 400, message: null, data: { data } }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const bookmarks = () =>
    list.map((id) => ({
      machine: { ...machineSummaries[0]!, id },
      bookmarkedAt: '2026-11-24T10:00:00Z',
    }));
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/api/portal', '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    if (path === '/bookmarks' && method === 'GET') return envelope(bookmarks());
    if (path === '/bookmarks' && method === 'POST') {
      const { machineIds } = body as { machineIds: string[] };
      list = [...new Set([...machineIds, ...list])];
      return envelope(bookmarks());
    }
    const id = decodeURIComponent(path.replace('/bookmarks/', ''));
    if (failChanges) return envelope(null, 500);
    list =
      method === 'PUT'
        ? [id, ...list.filter((each) => each !== id)]
        : list.filter((each) => each !== id);
    return envelope({ machineId: id, bookmarked: method === 'PUT' });
  });
  initialize({
    baseUrl: 'https://portal.example/api',
    clientSegment: 'portal',
    getToken: () => 'token',
    getLocale: () => 'de',
    fetch,
  });
  return { calls };
}

function wrapperFor(signedIn: boolean) {
  const adapter = new FakeSignOnAdapter(
    signedIn ? { outcome: 'signed-in' } : { outcome: 'anonymous' },
  );
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <LocaleProvider locale="de" messages={messages}>
        <AuthProvider config={signOn} loginRequired={false} locale="de" adapter={adapter}>
          <SWRConfig value={{ provider: () => new Map() }}>
            <ToastProvider duration={60_000}>
              <BookmarkListProvider>{children}</BookmarkListProvider>
            </ToastProvider>
          </SWRConfig>
        </AuthProvider>
      </LocaleProvider>
    );
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  toast.dismiss();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the bookmark list of a page (BookmarkListProvider, useMachineBookmarks)', () => {
  it('keeps a visitor’s bookmarks on the device, newest first, without asking the API', async () => {
    const { calls } = fakeBookmarksApi();
    const { result } = await renderHook(() => useMachineBookmarks(), {
      wrapper: wrapperFor(false),
    });
    expect(result.current.ids).toEqual([]);
    result.current.toggle('m-1');
    await expect.poll(() => result.current.ids).toEqual(['m-1']);
    result.current.toggle('m-2');
    await expect.poll(() => result.current.ids).toEqual(['m-2', 'm-1']);
    expect(result.current.isBookmarked('m-1')).toBe(true);
    expect(result.current.signedIn).toBe(false);
    expect(readVisitorBookmarks(localStorage)).toEqual(['m-2', 'm-1']);
    expect(calls).toEqual([]);
  });

  it('follows a change another tab makes on the device', async () => {
    fakeBookmarksApi();
    const { result } = await renderHook(() => useMachineBookmarks(), {
      wrapper: wrapperFor(false),
    });
    localStorage.setItem(visitorBookmarksKey, JSON.stringify(['m-9']));
    window.dispatchEvent(new StorageEvent('storage', { key: visitorBookmarksKey }));
    await expect.poll(() => result.current.ids).toEqual(['m-9']);
  });

  it('moves the device’s bookmarks into the account at sign-in and empties the device', async () => {
    localStorage.setItem(visitorBookmarksKey, JSON.stringify(['m-1', 'm-2']));
    const { calls } = fakeBookmarksApi();
    const { result } = await renderHook(() => useMachineBookmarks(), {
      wrapper: wrapperFor(true),
    });
    await expect.poll(() => result.current.ids).toEqual(['m-1', 'm-2', 'm-24022']);
    expect(result.current.signedIn).toBe(true);
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/bookmarks',
      body: { machineIds: ['m-1', 'm-2'] },
    });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(localStorage.getItem(visitorBookmarksKey)).toBeNull();
  });

  it('shows a change to the account’s list at once and keeps it when the server agrees', async () => {
    const { calls } = fakeBookmarksApi();
    const { result } = await renderHook(() => useMachineBookmarks(), {
      wrapper: wrapperFor(true),
    });
    await expect.poll(() => result.current.ids).toEqual(['m-24022']);
    result.current.toggle('m-7');
    await expect.poll(() => result.current.ids).toEqual(['m-7', 'm-24022']);
    await expect.poll(() => calls.some((call) => call.method === 'PUT')).toBe(true);
    result.current.toggle('m-24022');
    await expect.poll(() => result.current.ids).toEqual(['m-7']);
    await expect.poll(() => calls.at(-1)?.method).toBe('GET');
    expect(result.current.ids).toEqual(['m-7']);
    expect(calls).toContainEqual({ method: 'DELETE', path: '/bookmarks/m-24022', body: undefined });
  });

  it('takes a change back with an error toast when the server refuses it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeBookmarksApi({ failChanges: true });
    const { result } = await renderHook(() => useMachineBookmarks(), {
      wrapper: wrapperFor(true),
    });
    await expect.poll(() => result.current.ids).toEqual(['m-24022']);
    result.current.toggle('m-24022');
    await expect
      .poll(() => document.body.textContent)
      .toContain('Die Merkliste konnte gerade nicht geändert werden.');
    await expect.poll(() => result.current.ids).toEqual(['m-24022']);
  });
});
