import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';
import {
  bookmarks,
  bookmarksMessagesLoader,
  manyBookmarks,
  phoneViewport,
  savedSearches,
} from './bookmarksStoryData';
import { BookmarksView } from './BookmarksView';

const done = async () => true;

/** The bookmarks page ("Merkliste") without the API: each state. */
const meta = {
  title: 'Portal/UsedMachines/Bookmarks',
  component: BookmarksView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/merkliste' },
  loaders: [bookmarksMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: {
    state: 'content',
    onRetry: fn(),
    bookmarks,
    onRemove: fn(done),
    searches: savedSearches,
    onEndSearch: fn(done),
    saveQuery: null,
    onSave: fn(async (): Promise<SubmitOutcome | null> => ({ ok: true })),
    onSaved: fn(),
  },
} satisfies Meta<typeof BookmarksView>;

export default meta;
type Story = StoryObj<typeof meta>;

const machinesSection = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('region', { name: 'Gemerkte Maschinen' }));
const searchesSection = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('region', { name: 'Suchaufträge' }));

/**
 * The bookmarked machines with photo, figures, price and VAT note, each linking to its page;
 * two chosen for the comparison open it with their ids; "Entfernen" takes one off.
 */
export const WithMachines: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Merkliste' })).toBeVisible();
    const machines = machinesSection(canvasElement);
    const cards = machines.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    await expect(first.getByRole('link', { name: 'Lindner Lintrac 110' })).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen/m-24017',
    );
    await expect(first.getByText('2019')).toBeVisible();
    await expect(first.getByText('110 PS')).toBeVisible();
    await expect(first.getByText('inkl. MwSt.')).toBeVisible();
    await expect(within(cards[1]!).getByText('MwSt. nicht ausweisbar')).toBeVisible();
    await expect(within(cards[2]!).getByText('Preis auf Anfrage')).toBeVisible();

    const compare = machines.getByRole('button', { name: 'Ausgewählte vergleichen' });
    await expect(compare).toBeDisabled();
    await expect(
      machines.getByText('Wähle mindestens zwei Maschinen zum Vergleichen.'),
    ).toBeVisible();
    await userEvent.click(
      machines.getByRole('checkbox', { name: 'Vergleichen: Lindner Lintrac 110' }),
    );
    await userEvent.click(
      machines.getByRole('checkbox', { name: 'Vergleichen: Lindner Unitrac 122 LDrive' }),
    );
    await expect(machines.getByText('2 von 4 zum Vergleich gewählt')).toBeVisible();
    await expect(machines.getByRole('link', { name: 'Ausgewählte vergleichen' })).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen/vergleich?ids=m-24017,m-24022',
    );

    await userEvent.click(machines.getByRole('button', { name: 'Entfernen: Steyr 4100 Multi' }));
    await expect(args.onRemove).toHaveBeenCalledWith('m-23990');
  },
};

/** Four machines chosen: the fifth box is off, and a hint says why. */
export const CompareSelectionFull: Story = {
  args: {
    bookmarks: manyBookmarks,
    initialCompared: ['m-24017', 'm-24022', 'm-23990', 'm-24101'],
  },
  play: async ({ canvasElement }) => {
    const machines = machinesSection(canvasElement);
    const fifth = machines.getByRole('checkbox', {
      name: 'Vergleichen: Lindner Unitrac 112 LDrive',
    });
    await expect(fifth).toBeDisabled();
    await expect(fifth).toHaveAccessibleDescription(
      'Du kannst höchstens 4 Maschinen vergleichen. Nimm eine heraus, um eine andere zu wählen.',
    );
    await expect(machines.getByText('4 von 4 zum Vergleich gewählt')).toBeVisible();
    await userEvent.click(
      machines.getByRole('checkbox', { name: 'Vergleichen: Lindner Lintrac 130' }),
    );
    await expect(fifth).toBeEnabled();
    await userEvent.click(fifth);
    await expect(machines.getByRole('link', { name: 'Ausgewählte vergleichen' })).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen/vergleich?ids=m-24017,m-24022,m-23990,m-24102',
    );
  },
};

/** Taking a machine off fails: a notice says so, and the machine stays. */
export const RemoveFails: Story = {
  args: { onRemove: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const machines = machinesSection(canvasElement);
    await userEvent.click(machines.getByRole('button', { name: 'Entfernen: Lindner Lintrac 110' }));
    await expect(
      await machines.findByText(
        'Die Maschine konnte gerade nicht von der Merkliste entfernt werden.',
      ),
    ).toBeVisible();
    await expect(machines.getAllByRole('article')).toHaveLength(3);
  },
};

/** Nothing bookmarked and no search saved: how to do both, and the way to the list. */
export const Empty: Story = {
  args: { bookmarks: [], searches: [] },
  play: async ({ canvasElement }) => {
    const machines = machinesSection(canvasElement);
    await expect(machines.getByText(/^Du hast Dir noch keine Maschine gemerkt\./)).toBeVisible();
    await expect(machines.getByRole('link', { name: 'Zu den Gebrauchtmaschinen' })).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen',
    );
    const searches = searchesSection(canvasElement);
    await expect(searches.getByText(/^Du hast noch keine Suche gespeichert\./)).toBeVisible();
    await expect(searches.getByText(/„Suche speichern“/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', bookmarks: null, searches: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', bookmarks: null, searches: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * The saved searches: name, filters in the list's words, when saved and last mailed, the way
 * to the search in the list, and the note on how often mails come.
 */
export const SavedSearchesList: Story = {
  play: async ({ canvasElement }) => {
    const searches = searchesSection(canvasElement);
    await expect(
      searches.getByText('Neue Treffer schicken wir Dir höchstens einmal am Tag per E-Mail.'),
    ).toBeVisible();
    const cards = searches.getAllByRole('article');
    await expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    await expect(first.getByRole('heading', { name: 'Lintrac bis 50.000 €' })).toBeVisible();
    await expect(first.getByText('Fahrzeugart')).toBeVisible();
    await expect(first.getByText('Traktor')).toBeVisible();
    await expect(first.getByText('Lintrac 110')).toBeVisible();
    await expect(first.getByText('ab 2018')).toBeVisible();
    await expect(
      first.getByText(/Gespeichert am 10\.11\.2026 · Letzte E-Mail am 23\.11\.2026/),
    ).toBeVisible();
    await expect(
      first.getByRole('link', { name: 'Suche öffnen: Lintrac bis 50.000 €' }),
    ).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen?type=used&class=tractor&model=lintrac-110&yearMin=2018&price=upTo50',
    );
    const second = within(cards[1]!);
    await expect(second.getByText('bis 100 km um 6250')).toBeVisible();
    await expect(second.getByText(/Noch keine E-Mail verschickt/)).toBeVisible();
  },
};

/** "Beenden" asks first; "Abbrechen" goes back, "Ja, beenden" ends the search. */
export const ConfirmEnd: Story = {
  play: async ({ args, canvasElement }) => {
    const searches = searchesSection(canvasElement);
    const end = searches.getByRole('button', { name: 'Beenden: Alles in der Nähe' });
    await userEvent.click(end);
    const question = searches.getByRole('group', { name: 'Diesen Suchauftrag wirklich beenden?' });
    await waitFor(() => expect(question).toHaveFocus());
    await userEvent.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() =>
      expect(searches.getByRole('button', { name: 'Beenden: Alles in der Nähe' })).toHaveFocus(),
    );
    await expect(args.onEndSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(searches.getByRole('button', { name: 'Ja, beenden: Alles in der Nähe' }));
    await expect(args.onEndSearch).toHaveBeenCalledWith('search-2');
  },
};

/** Ending fails: the card says so and keeps the question. */
export const EndFails: Story = {
  args: { onEndSearch: fn(async () => false), initialConfirming: 'search-1' },
  play: async ({ canvasElement }) => {
    const searches = searchesSection(canvasElement);
    await userEvent.click(
      searches.getByRole('button', { name: 'Ja, beenden: Lintrac bis 50.000 €' }),
    );
    await expect(
      await searches.findByText('Der Suchauftrag konnte gerade nicht beendet werden.'),
    ).toBeVisible();
  },
};

/**
 * Back from signing in with `?save=`: the form with the search's summary as its name; saved,
 * it says so and the page drops the parameter.
 */
export const SaveFromList: Story = {
  args: { saveQuery: 'type=used&class=tractor&yearMin=2018' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Neuen Suchauftrag speichern' });
    await expect(control(form, 'name')).toHaveValue('Gebraucht, Traktor, ab 2018');
    await userEvent.click(within(form).getByRole('button', { name: 'Suchauftrag speichern' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Gebraucht, Traktor, ab 2018',
      query: 'type=used&class=tractor&yearMin=2018',
    });
    await expect(
      await canvas.findByText(
        'Suchauftrag gespeichert. Neue Treffer schicken wir Dir höchstens einmal am Tag per E-Mail.',
      ),
    ).toBeVisible();
    await expect(args.onSaved).toHaveBeenCalledOnce();
  },
};

/** Too many saved searches (HTTP 409): the server's message, the name as typed. */
export const SaveRefused: Story = {
  args: {
    saveQuery: 'class=transporter',
    onSave: fn(async (): Promise<SubmitOutcome | null> => ({
      ok: false,
      message: serverText('server.machines.searches.full', { max: 10 }),
      fieldErrors: {},
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Neuen Suchauftrag speichern' });
    const name = control(form, 'name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Transporter');
    await userEvent.click(within(form).getByRole('button', { name: 'Suchauftrag speichern' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Du hast schon 10 Suchaufträge gespeichert.',
    );
    await expect(name).toHaveValue('Transporter');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/my-lindner/bookmarks' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Saved searches' })).toBeVisible();
    await expect(canvas.getAllByText('Year of construction')[0]).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Remove: / })).toHaveLength(3);
  },
};

/** On a phone: everything fits 360 px. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  args: { saveQuery: 'type=used', initialConfirming: 'search-1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Merkliste' })).toBeVisible();
    await expect(canvas.getAllByRole('article')[0]).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
