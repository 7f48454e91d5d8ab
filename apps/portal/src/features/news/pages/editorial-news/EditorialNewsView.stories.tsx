import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { withDrafts } from '../../../../shared/storybook/drafts';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  editorialArticles,
  newsEditorMessagesLoader,
  phoneViewport,
} from '../../publicNewsStoryData';
import { EditorialNewsView } from './EditorialNewsView';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';

/** Staff's news editor, without its data: the list, the form, and each state. */
const meta = {
  title: 'Portal/News/Editor',
  component: EditorialNewsView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/redaktion/news' },
  loaders: [newsEditorMessagesLoader, serverTextsLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    allowed: true,
    state: 'content',
    onRetry: fn(),
    articles: editorialArticles,
    onSave: fn(async (): Promise<SubmitOutcome | null> => ({ ok: true })),
    onPublish: fn(async () => true),
    onUnpublish: fn(async () => true),
  },
} satisfies Meta<typeof EditorialNewsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every article with its state: a draft, one to appear later, one published; publishing asks
 * first, and Cancel leaves it as it was.
 */
export const List: Story = {
  play: async ({ args, canvas }) => {
    const entries = canvas.getAllByRole('article');
    await expect(entries).toHaveLength(3);
    await expect(
      within(entries[0]!).getByText('Entwurf · Produkte · Sprachen: Deutsch'),
    ).toBeVisible();
    await expect(
      within(entries[1]!).getByText(
        'Erscheint am 5. Dezember 2026 · Messen & Events · Sprachen: Deutsch und Englisch',
      ),
    ).toBeVisible();
    await expect(
      within(entries[2]!).getByText(
        'Veröffentlicht seit 17. November 2026 · Produkte · Sprachen: Deutsch, Englisch und Französisch',
      ),
    ).toBeVisible();
    await expect(within(entries[2]!).getByRole('link', { name: 'Ansehen' })).toHaveAttribute(
      'href',
      '/de/lindner-welt/news-events/news/geotrac-134ep-stufe-5',
    );

    const draft = within(entries[0]!);
    await userEvent.click(draft.getByRole('button', { name: 'Veröffentlichen' }));
    await expect(draft.getByText(/^Diesen Artikel jetzt veröffentlichen\?/)).toBeVisible();
    await userEvent.click(draft.getByRole('button', { name: 'Abbrechen' }));
    await expect(args.onPublish).not.toHaveBeenCalled();
    await userEvent.click(draft.getByRole('button', { name: 'Veröffentlichen' }));
    await userEvent.click(draft.getByRole('button', { name: 'Ja, veröffentlichen' }));
    await expect(args.onPublish).toHaveBeenCalledWith(editorialArticles[0]);

    const published = within(entries[2]!);
    await userEvent.click(published.getByRole('button', { name: 'Zurückziehen' }));
    await expect(published.getByText(/seine Seite ist nicht mehr erreichbar/)).toBeVisible();
    await userEvent.click(published.getByRole('button', { name: 'Ja, zurückziehen' }));
    await expect(args.onUnpublish).toHaveBeenCalledWith(editorialArticles[2]);
  },
};

export const Empty: Story = {
  args: { articles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Noch keine Artikel. Schreib den ersten.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Neuen Artikel schreiben' })).toBeVisible();
  },
};

/**
 * A new article: German title, teaser and text are required, a typed slug must be one; the
 * text is sent as paragraphs split at blank lines, languages left empty as none.
 */
export const NewArticleWithErrors: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Neuen Artikel schreiben' }));
    const save = canvas.getByRole('button', { name: 'Als Entwurf speichern' });
    await userEvent.click(save);
    await waitFor(() =>
      expect(control(canvasElement, 'deTitle')).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(control(canvasElement, 'deBody')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(control(canvasElement, 'deTitle'), 'Wintertour');
    await userEvent.type(control(canvasElement, 'deTeaser'), 'Zehn Stationen.');
    await userEvent.type(control(canvasElement, 'deBody'), 'Erster.{enter}{enter}Zweiter.');
    await userEvent.type(control(canvasElement, 'slug'), 'Winter Tour');
    await userEvent.click(save);
    await waitFor(() =>
      expect(control(canvasElement, 'slug')).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(control(canvasElement, 'deTitle')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(control(canvasElement, 'enTitle')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.clear(control(canvasElement, 'slug'));
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(null, {
        category: 'company',
        slug: '',
        de: {
          title: 'Wintertour',
          teaser: 'Zehn Stationen.',
          body: [
            { type: 'paragraph', content: [{ text: 'Erster.' }] },
            { type: 'paragraph', content: [{ text: 'Zweiter.' }] },
          ],
        },
        en: null,
        fr: null,
      }),
    );
  },
};

/** The server turns the save down: its messages show, and what was typed stays. */
export const ServerRefusal: Story = {
  args: {
    initiallyEditing: 'new',
    onSave: fn(async (): Promise<SubmitOutcome | null> => ({
      ok: false,
      message: serverText('server.error.invalidInput'),
      fieldErrors: {
        slug: serverText('server.publicNews.slugTaken'),
      },
    })),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(control(canvasElement, 'slug'), 'geotrac-134ep-stufe-5');
    await userEvent.type(control(canvasElement, 'deTitle'), 'Geotrac');
    await userEvent.type(control(canvasElement, 'deTeaser'), 'Kurz.');
    await userEvent.type(control(canvasElement, 'deBody'), 'Text.');
    await userEvent.click(canvas.getByRole('button', { name: 'Als Entwurf speichern' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(
      await canvas.findByText(/Adresse \(Slug\).*Diese Adresse hat schon ein anderer Artikel/),
    ).toBeVisible();
    await expect(control(canvasElement, 'deTitle')).toHaveValue('Geotrac');
    await expect(control(canvasElement, 'deBody')).toHaveValue('Text.');
  },
};

/** Changing an article: its fields filled in; a text with headings or links says what happens. */
export const EditArticle: Story = {
  args: { initiallyEditing: 'geotrac-134ep-stufe-5' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Artikel bearbeiten' }),
    ).toBeVisible();
    await expect(control(canvasElement, 'slug')).toHaveValue('geotrac-134ep-stufe-5');
    await expect(control(canvasElement, 'frTitle')).toHaveValue(
      'Geotrac 134ep : désormais avec un moteur Phase V',
    );
    await expect(
      canvas.getByText(/Sie bleiben erhalten, solange Du ihn nicht änderst/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toBeVisible();
  },
};

/** Without the role `staff`: a clear "not allowed", nothing else. */
export const NotAllowed: Story = {
  args: { allowed: false, articles: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kein Zugriff')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', articles: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', articles: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InEnglish: Story = {
  parameters: { route: '/en/my-lindner/editorial/news' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft · Products · Languages: German')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Publish' })).toHaveLength(1);
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  args: { initiallyEditing: 'new' },
  play: async ({ canvasElement }) => {
    await expect(control(canvasElement, 'deTitle')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
