import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  emptyPage,
  firstPage,
  guestbookMessagesLoader,
  onlyPage,
  phoneViewport,
  saved,
  storyApi,
} from '../../guestbookStoryData';
import { GuestbookView } from './GuestbookView';

const path = '/de-at/community/gaestebuch';

/** The guestbook page without the API: entries of each kind, paging, empty and a failure. */
const meta = {
  title: 'Portal/Guestbook/Page',
  component: GuestbookView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [guestbookMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    data: { page: 1, result: firstPage },
    action: path,
    retryHref: path,
    api: storyApi,
    onSubmit: fn(saved),
  },
} satisfies Meta<typeof GuestbookView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The approved entries newest first, each by its writer's name and day: the text as written
 * (never HTML, its line breaks kept), a question marked as one with Lindner's answer under it, a
 * picture with its size, a PDF as a download; the count in the heading; the pages are links;
 * the form beside them, named by its heading.
 */
export const Entries: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gästebuch' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '24 Einträge' })).toBeVisible();
    const entries = canvas.getAllByRole('article');
    await expect(entries).toHaveLength(4);

    const praise = within(entries[0]!);
    await expect(
      praise.getByRole('heading', { level: 3, name: 'Maria Steiner am 25. November 2026' }),
    ).toBeVisible();
    const text = praise.getByText(/Seit 1998 fährt unser Lindner/);
    await expect(text).toHaveTextContent('<b>Kein HTML</b>');
    await expect(text.querySelector('b')).toBeNull();
    await expect(praise.queryByText('Frage an Lindner')).toBeNull();
    await expect(praise.queryByText('Antwort von Lindner')).toBeNull();
    await expect(entries[0]!.querySelector('img')).toBeNull();

    const question = within(entries[1]!);
    await expect(question.getByText('Frage an Lindner')).toBeVisible();
    await expect(question.getByText('Antwort von Lindner')).toBeVisible();
    await expect(question.getByText(/Dein Händler baut sie Dir in einem Tag ein/)).toBeVisible();

    const withPicture = within(entries[2]!);
    await expect(withPicture.queryByText('Frage an Lindner')).toBeNull();
    await expect(withPicture.getByText('Antwort von Lindner')).toBeVisible();
    await expect(withPicture.getByText('Merci Claire, belle photo !')).toBeVisible();
    const picture = withPicture.getByRole('img', { name: 'Bild zum Eintrag' });
    await expect(picture).toHaveAttribute('width', '960');
    await expect(picture).toHaveAttribute('height', '640');

    await expect(within(entries[3]!).queryByText('Antwort von Lindner')).toBeNull();
    const pdf = within(entries[3]!).getByRole('link', {
      name: 'Angehängte PDF-Datei: oldtimertreffen-2026.pdf',
    });
    await expect(pdf).toHaveAttribute('download', 'oldtimertreffen-2026.pdf');
    await expect(pdf).toHaveAttribute(
      'href',
      '/api/portal/guestbook/entries/7e1f0a52-3b9c-4d21-9a6e-000000000004/attachment',
    );

    const paging = canvas.getByRole('navigation', { name: 'Seiten des Gästebuchs' });
    await expect(within(paging).getByRole('link', { name: 'Seite 3' })).toHaveAttribute(
      'href',
      `${path}?page=3`,
    );
    await expect(within(paging).getByRole('link', { name: 'Ältere Einträge' })).toHaveAttribute(
      'href',
      `${path}?page=2`,
    );
    await expect(within(paging).queryByRole('link', { name: 'Neuere Einträge' })).toBeNull();

    await expect(canvas.getByRole('form', { name: 'Ins Gästebuch schreiben' })).toBeVisible();
  },
};

/** The second page: newer entries lead back to the first, which has no `?page=`. */
export const SecondPage: Story = {
  args: { data: { page: 2, result: { ...firstPage, page: 2 } } },
  play: async ({ canvas }) => {
    const paging = within(canvas.getByRole('navigation', { name: 'Seiten des Gästebuchs' }));
    await expect(paging.getByRole('link', { name: 'Neuere Einträge' })).toHaveAttribute(
      'href',
      path,
    );
    await expect(paging.getByRole('link', { name: 'Seite 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** All entries on one page: no paging. */
export const OnePage: Story = {
  args: { data: { page: 1, result: onlyPage } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '4 Einträge' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Seiten des Gästebuchs' })).toBeNull();
  },
};

/** No entry approved yet: the empty state invites the first, the form is there. */
export const Empty: Story = {
  args: { data: { page: 1, result: emptyPage } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '0 Einträge' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Noch keine Einträge' }),
    ).toBeVisible();
    await expect(canvas.getByText('Schreib den ersten Eintrag in unser Gästebuch.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Eintrag senden' })).toBeVisible();
  },
};

/** A page past the last (an old address): no "no entries yet", but the way to the first page. */
export const PastTheLastPage: Story = {
  args: { data: { page: 9, result: { ...firstPage, entries: [], page: 9 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '24 Einträge' })).toBeVisible();
    await expect(canvas.getByText('Auf dieser Seite gibt es keine Einträge.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur ersten Seite' })).toHaveAttribute(
      'href',
      path,
    );
    await expect(canvas.queryByText('Noch keine Einträge')).toBeNull();
  },
};

/** The entries could not be fetched: the error block with Retry, and the form still works. */
export const FetchFailed: Story = {
  args: { data: { page: 2, result: null }, retryHref: `${path}?page=2` },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Einträge' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
    await expect(canvas.queryByRole('navigation', { name: 'Seiten des Gästebuchs' })).toBeNull();
    await userEvent.click(control(canvasElement, 'name'));
    await expect(control(canvasElement, 'name')).toHaveFocus();
  },
};

/** In English: one entry in the count, the writer's text as written. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/community/guestbook' },
  args: {
    action: '/en/community/guestbook',
    data: { page: 1, result: { ...onlyPage, entries: [firstPage.entries[1]!], total: 1 } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Guestbook' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '1 entry' })).toBeVisible();
    await expect(canvas.getByText(/Frontzapfwelle/)).toBeVisible();
  },
};

/** On a 360 px phone: the form below the entries, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { ...phoneViewport, route: '/fr-fr/community/livre-d-or' },
  globals: { viewport: { value: 'phone' } },
  args: { action: '/fr-fr/community/livre-d-or' },
  play: async ({ canvas }) => {
    const entries = canvas.getAllByRole('article');
    const form = canvas.getByRole('form');
    await expect(form.getBoundingClientRect().top).toBeGreaterThan(
      entries[3]!.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
