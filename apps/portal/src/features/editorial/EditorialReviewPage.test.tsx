import { apiMessages, apiPersonalAreaMessages, initialize } from '@lindner/api';
import type { EditorialEntry } from '@lindner/api/schema';
import { AuthProvider } from '@lindner/auth';
import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { ToastProvider, uiMessages } from '@lindner/ui';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
// The sign-on's stand-in of its own tests and stories (not part of @lindner/auth's public API).
import {
  farmerClaims,
  FakeSignOnAdapter,
  staffClaims,
} from '../../../../../packages/auth/src/testing/fakeSignOnAdapter';
import { portalMessages, portalPersonalAreaMessages } from '../../messages';
import { portalEditorialMessages } from '../../messages/editorial';
import { pendingEntries } from './editorialStoryData';
import { EditorialReviewPage } from './pages/editorial-review/EditorialReviewPage';

const messages = await loadMessages('de', [
  uiMessages,
  apiMessages,
  apiPersonalAreaMessages,
  portalMessages,
  portalPersonalAreaMessages,
  portalEditorialMessages,
]);
const signOn = { url: 'http://localhost:18101', realm: 'lindner', clientId: 'lindner-pimcore' };
const [guestbookEntry, report] = pendingEntries as [EditorialEntry, EditorialEntry];
const gone = 'Dieser Beitrag wartet nicht (mehr) auf eine Prüfung.';

const envelope = (data: unknown, status = 200, message = '') =>
  new Response(JSON.stringify({ success: status < 400, message, data: { data } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The review's API: the queue as it stands; approving the guestbook entry works, the report was
 * decided by someone else meanwhile (404) and is gone from the queue fetched after that.
 */
function fakeReviewApi() {
  const calls: string[] = [];
  let queue = [guestbookEntry, report];
  let unanswered: EditorialEntry[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace('/api/portal', '');
    const call = `${init?.method ?? 'GET'} ${path}`;
    calls.push(call);
    if (call === 'GET /editorial/entries') return envelope(queue);
    if (call === 'GET /guestbook/entries/unanswered') return envelope(unanswered);
    if (call === `POST /editorial/entries/guestbook/${guestbookEntry.id}/approve`) {
      queue = queue.filter((entry) => entry !== guestbookEntry);
      // Approved without an answer: it waits for one.
      unanswered = [{ ...guestbookEntry, state: 'approved' }];
      return envelope(unanswered[0]);
    }
    queue = queue.filter((entry) => entry !== report);
    return envelope(null, 404, gone);
  });
  initialize({
    baseUrl: 'https://portal.example/api',
    clientSegment: 'portal',
    getToken: () => 'token',
    getLocale: () => 'de',
    fetch,
  });
  return calls;
}

async function renderReview(claims = staffClaims) {
  const adapter = new FakeSignOnAdapter({ outcome: 'signed-in', claims });
  await render(
    <MemoryRouter initialEntries={['/de/mein-lindner/redaktion/pruefung']}>
      <LocaleProvider locale="de" messages={messages}>
        <AuthProvider config={signOn} loginRequired locale="de" adapter={adapter}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <ToastProvider duration={60_000}>
              <EditorialReviewPage />
            </ToastProvider>
          </SWRConfig>
        </AuthProvider>
      </LocaleProvider>
    </MemoryRouter>,
  );
}

describe('the editorial review page', () => {
  it('takes an approved entry off the list and says so; without an answer it waits for one', async () => {
    const calls = fakeReviewApi();
    await renderReview();
    const entry = page.getByRole('article').filter({ hasText: guestbookEntry.title });
    await entry.getByRole('button', { name: 'Freigeben' }).click();
    await expect
      .element(page.getByText('Beitrag freigegeben und veröffentlicht.').first())
      .toBeVisible();
    const toAnswer = page.getByRole('region', {
      name: 'Gästebuch: freigegeben, noch ohne Antwort',
    });
    await expect.element(toAnswer.getByRole('article')).toHaveTextContent(guestbookEntry.title);
    await expect
      .element(toAnswer.getByRole('article').getByRole('button', { name: 'Freigeben' }))
      .not.toBeInTheDocument();
    await expect.element(page.getByRole('article').filter({ hasText: report.title })).toBeVisible();
    expect(calls).toContain(`POST /editorial/entries/guestbook/${guestbookEntry.id}/approve`);
  });

  it('shows the list as it stands when an entry was decided meanwhile', async () => {
    fakeReviewApi();
    await renderReview();
    const entry = page.getByRole('article').filter({ hasText: report.title });
    await entry.getByRole('button', { name: 'Freigeben' }).click();
    await expect.element(page.getByText(gone).first()).toBeVisible();
    await expect.element(entry).not.toBeInTheDocument();
  });

  it('asks nothing for someone without the role staff', async () => {
    const calls = fakeReviewApi();
    await renderReview(farmerClaims);
    await expect.element(page.getByText('Kein Zugriff')).toBeVisible();
    expect(calls).toEqual([]);
  });
});
