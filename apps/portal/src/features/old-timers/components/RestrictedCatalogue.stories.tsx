import { initialize } from '@lindner/api';
import { AuthProvider } from '@lindner/auth';
import { localizePath, useLocale } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
// The sign-on's stand-in of its own tests and stories (not part of @lindner/auth's public API).
import { FakeSignOnAdapter } from '../../../../../../packages/auth/src/testing/fakeSignOnAdapter';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { serverText, serverTextsLoader } from '../../../shared/storybook/serverTexts';
import { pendingDownloadKey, rememberDownload, sessionMemory } from '../catalogueDownload';
import {
  bf15,
  listedCataloguesOf,
  oldTimersMessagesLoader,
  phoneViewport,
  storyConfig,
} from '../oldTimersStoryData';
import { CatalogueList } from './CatalogueList';
import { RestrictedCatalogue } from './RestrictedCatalogue';

/** How the fake API answers the restricted catalogue's request. */
type Answer = 'pdf' | 'noCustomerNumber' | 'serverError' | 'serverErrorThenPdf';

const refusal =
  'Diesen Katalog können nur Kundinnen und Kunden von Lindner herunterladen. Trage dazu Deine Kundennummer in Deinem Profil ein.';
const pdfName = 'Betriebsanleitung-BF-15.pdf';

interface CataloguesStoryProps {
  signedIn: boolean;
  answer: Answer;
  /** The sign-on's stand-in, made for the story by its loader. */
  adapter?: FakeSignOnAdapter;
}

/**
 * The catalogues island's list as it runs once hydrated: the sign-on (here a stand-in for
 * keycloak-js) and the API client (here answering from the story, as a mock service would), the
 * restricted catalogue's box in each of its states.
 */
function CataloguesStory({ adapter }: CataloguesStoryProps) {
  const locale = useLocale();
  if (!adapter) return null;
  return (
    <AuthProvider config={storyConfig.signOn} loginRequired={false} locale="de" adapter={adapter}>
      <CatalogueList
        catalogues={listedCataloguesOf(bf15)}
        restrictedAction={(catalogue, titleId) => (
          <RestrictedCatalogue
            oldTimerId={bf15.id}
            catalogueId={catalogue.id}
            titleId={titleId}
            profilePath={localizePath('profile', {}, locale)}
          />
        )}
      />
    </AuthProvider>
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API's answers to the catalogue's path, as the reference backend gives them. */
function fakeApi(answer: Answer) {
  const requests: { url: string; authorization: string | null }[] = [];
  let calls = 0;
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    calls += 1;
    requests.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    const failing = answer === 'serverError' || (answer === 'serverErrorThenPdf' && calls === 1);
    if (answer === 'noCustomerNumber') {
      return json(403, {
        success: false,
        message: serverText('server.oldTimers.customerNumberNeeded'),
        data: { data: null },
      });
    }
    if (failing) {
      return json(500, {
        success: false,
        message: serverText('server.error.serverError'),
        data: { data: null },
      });
    }
    return new Response(new Blob(['%PDF-1.4\n%…'], { type: 'application/pdf' }), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${pdfName}"`,
      },
    });
  };
  initialize({
    baseUrl: storyConfig.api.baseUrl,
    clientSegment: storyConfig.api.clientSegment,
    getToken: () => 'story-token',
    getLocale: () => 'de',
    fetch,
  });
  return requests;
}

/** The files the page saved: the temporary download links it clicked (kept from the browser). */
function watchDownloads() {
  const saved: { name: string; href: string }[] = [];
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
  return { saved, restore: () => click.mockRestore() };
}

let requests: ReturnType<typeof fakeApi> = [];
let downloads: ReturnType<typeof watchDownloads> = { saved: [], restore: () => undefined };

const meta = {
  title: 'Portal/OldTimers/RestrictedCatalogue',
  component: CataloguesStory,
  parameters: { router: false },
  loaders: [
    oldTimersMessagesLoader,
    serverTextsLoader,
    ({ args }) => ({
      adapter: new FakeSignOnAdapter(
        (args as CataloguesStoryProps).signedIn
          ? { outcome: 'signed-in' }
          : { outcome: 'anonymous' },
      ),
    }),
  ],
  decorators: [withPortalMessages],
  render: (args, { loaded }) => (
    <CataloguesStory {...args} adapter={loaded.adapter as FakeSignOnAdapter} />
  ),
  beforeEach: ({ args }) => {
    sessionMemory()?.removeItem(pendingDownloadKey);
    requests = fakeApi(args.answer);
    downloads = watchDownloads();
    return () => {
      downloads.restore();
      sessionMemory()?.removeItem(pendingDownloadKey);
    };
  },
  args: { signedIn: false, answer: 'pdf' },
} satisfies Meta<typeof CataloguesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const manualOf = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement)
      .getByRole('heading', { name: 'Betriebsanleitung Bauernfreund BF 15' })
      .closest('article')!,
  );

/**
 * A visitor: the note says who may have it, the button signs in and comes back to this page,
 * remembering the catalogue so that it downloads on the way back. Nothing is fetched.
 */
export const Anonymous: Story = {
  play: async ({ canvasElement, loaded }) => {
    const manual = manualOf(canvasElement);
    await expect(manual.getByText('Nur für Kundinnen und Kunden mit Kundennummer')).toBeVisible();
    await expect(manual.queryByRole('link')).toBeNull();
    await userEvent.click(manual.getByRole('button', { name: 'Anmelden und herunterladen' }));
    const adapter = loaded.adapter as FakeSignOnAdapter;
    await expect(adapter.loginCalls).toEqual([
      expect.objectContaining({ redirectUri: window.location.href }),
    ]);
    await expect(sessionMemory()?.getItem(pendingDownloadKey)).toContain('betriebsanleitung-1956');
    await expect(requests).toEqual([]);
  },
};

/** Signed in with a customer number: the button fetches the PDF with the token and saves it. */
export const SignedInDownloads: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const manual = manualOf(canvasElement);
    await userEvent.click(await manual.findByRole('button', { name: 'PDF herunterladen' }));
    await expect(await manual.findByText('Der Katalog ist heruntergeladen.')).toBeVisible();
    await expect(requests).toEqual([
      {
        url: 'https://portal.example/api/portal/old-timers/bf-15/catalogues/betriebsanleitung-1956',
        authorization: 'Bearer story-token',
      },
    ]);
    await expect(downloads.saved).toEqual([
      { name: pdfName, href: expect.stringMatching(/^blob:/) as unknown as string },
    ]);
  },
};

/** Back from the sign-on page: the catalogue asked for downloads without another click. */
export const BackFromSignOn: Story = {
  args: { signedIn: true },
  beforeEach: () => {
    rememberDownload(sessionMemory(), bf15.id, 'betriebsanleitung-1956');
  },
  play: async ({ canvasElement }) => {
    const manual = manualOf(canvasElement);
    await expect(await manual.findByText('Der Katalog ist heruntergeladen.')).toBeVisible();
    await expect(requests).toHaveLength(1);
    await expect(downloads.saved.map(({ name }) => name)).toEqual([pdfName]);
    await expect(sessionMemory()?.getItem(pendingDownloadKey)).toBeNull();
  },
};

/**
 * Signed in without a customer number: the server's reason, and the way to the profile where
 * the number goes. Nothing is saved.
 */
export const WithoutCustomerNumber: Story = {
  args: { signedIn: true, answer: 'noCustomerNumber' },
  play: async ({ canvasElement }) => {
    const manual = manualOf(canvasElement);
    await userEvent.click(await manual.findByRole('button', { name: 'PDF herunterladen' }));
    await expect(await manual.findByRole('alert')).toHaveTextContent(refusal);
    await expect(
      manual.getByRole('link', { name: 'Kundennummer im Profil eintragen' }),
    ).toHaveAttribute('href', '/de/mein-lindner/profil');
    await expect(downloads.saved).toEqual([]);
  },
};

/** The server fails: a message and Retry, which downloads once the server answers again. */
export const FailedWithRetry: Story = {
  args: { signedIn: true, answer: 'serverErrorThenPdf' },
  play: async ({ canvasElement }) => {
    const manual = manualOf(canvasElement);
    await userEvent.click(await manual.findByRole('button', { name: 'PDF herunterladen' }));
    await expect(await manual.findByRole('alert')).toHaveTextContent(
      'Der Katalog konnte gerade nicht heruntergeladen werden.',
    );
    await expect(downloads.saved).toEqual([]);
    await userEvent.click(manual.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(await manual.findByText('Der Katalog ist heruntergeladen.')).toBeVisible();
    await waitFor(() => expect(downloads.saved.map(({ name }) => name)).toEqual([pdfName]));
    await expect(requests).toHaveLength(2);
  },
};

/** In French on a phone: the box's texts fit, nothing scrolls sideways. */
export const FrenchOnPhone: Story = {
  parameters: phoneViewport,
  globals: { locale: 'fr', viewport: { value: 'phone' } },
  args: { signedIn: true, answer: 'noCustomerNumber' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Télécharger le PDF' }));
    await expect(
      await canvas.findByRole('link', { name: 'Saisir le numéro client dans le profil' }),
    ).toHaveAttribute('href', '/fr/mon-lindner/profil');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
