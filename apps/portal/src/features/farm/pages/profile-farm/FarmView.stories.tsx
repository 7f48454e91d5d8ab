import { fieldErrorMessages } from '@lindner/api';
import type { Farm } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  memoryDraftStorage,
  storedDraft,
  storyUserId,
  withDrafts,
} from '../../../../shared/storybook/drafts';
import { draftKey } from '../../../../shared/drafts/formDrafts';
import { control } from '../../../../shared/storybook/formQueries';
import {
  portalMessagesLoader,
  withPortalMessages,
} from '../../../../shared/storybook/portalLocale';
import {
  farmDropdowns,
  neverAnswers,
  networkError,
  saved as savedOutcome,
} from '../../../../shared/storybook/profileData';
import { farmFormValues } from '../../farmForm';
import { FarmView } from './FarmView';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';

/** The server's field messages (api.fieldError.*), which the form shows as well. */
const fieldErrors = {
  de: {
    required: 'Dieses Feld ist erforderlich.',
    year: 'Bitte eine vierstellige Jahreszahl eingeben.',
    yearInFuture: 'Das Jahr darf nicht in der Zukunft liegen.',
  },
  en: {
    required: 'This field is required.',
    year: 'Please enter a four-digit year.',
    yearInFuture: 'The year cannot be in the future.',
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    year: 'Veuillez saisir une année à quatre chiffres.',
    yearInFuture: "L'année ne peut pas être dans le futur.",
  },
};
const fieldError = (locale: unknown, key: keyof (typeof fieldErrors)['de']) =>
  fieldErrors[String(locale).slice(0, 2) as keyof typeof fieldErrors][key];

const brunnerhof: Farm = {
  name: 'Brunnerhof',
  vulgo: 'Oberlechner',
  since: 1998,
  area: 24.5,
  leasedArea: 8,
  areaUnderLease: null,
  workHours: 2800,
  mountainFarmer: true,
  siloHay: false,
  businessType: 'conventional',
  economyTypes: ['dairy', 'grassland'],
  fertilisationTypes: ['slurry'],
  sizeBand: '10To50',
};

const emptyFarm = farmFormValues(null);
const savedFarm = farmFormValues(brunnerhof);

/** The farm tab of the profile without its data: each state of the form. */
const meta = {
  title: 'Portal/Profile/Farm',
  component: FarmView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/profil/hof' },
  loaders: [portalMessagesLoader, serverTextsLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    state: 'content',
    onRetry: fn(),
    saved: emptyFarm,
    dropdowns: farmDropdowns,
    onSubmit: fn(savedOutcome),
  },
} satisfies Meta<typeof FarmView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No farm yet: an empty form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(control(canvasElement, 'name')).toHaveValue('');
    await expect(control(canvasElement, 'name')).toBeRequired();
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

/** A saved farm, changed and saved again: the payload, and the form says it is saved. */
export const FilledAndSaved: Story = {
  args: { saved: savedFarm },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(control(canvasElement, 'since')).toHaveValue('1998');
    const area = control(canvasElement, 'area');
    await userEvent.clear(area);
    await userEvent.type(area, '30,5');
    // The option labels are the server's (German in these stories).
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hopfen' }));
    await userEvent.click(canvasElement.querySelector<HTMLElement>('button[type="submit"]')!);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...brunnerhof,
      area: 30.5,
      economyTypes: ['dairy', 'hops', 'grassland'],
    });
    await waitFor(() =>
      expect(
        canvasElement.querySelector('button[type="submit"]')?.nextElementSibling,
      ).not.toBeNull(),
    );
  },
};

/** A negative area: its message once the field is left (issue 12, 3). */
export const NegativeAreaAfterLeaving: Story = {
  play: async ({ canvasElement }) => {
    const area = control(canvasElement, 'area');
    await userEvent.clear(area);
    await userEvent.type(area, '-3');
    await expect(area).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(
      expect.stringContaining('Der Wert darf nicht negativ sein.'),
    );
  },
};

/** "20x4" as the year: the localized message shows once the field is left, not while typing. */
export const YearInvalidAfterLeaving: Story = {
  play: async ({ canvasElement, globals }) => {
    const since = control(canvasElement, 'since');
    await userEvent.type(since, '20x4');
    await expect(since).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(since).toHaveAttribute('aria-invalid', 'true');
    await expect(since).toHaveAccessibleDescription(
      expect.stringContaining(fieldError(globals.locale, 'year')),
    );
  },
};

export const YearInvalidInFrench: Story = {
  ...YearInvalidAfterLeaving,
  globals: { locale: 'fr' },
  play: async (context) => {
    await YearInvalidAfterLeaving.play!(context);
    await expect(
      context.canvas.getByText('Veuillez saisir une année à quatre chiffres.'),
    ).toBeVisible();
  },
};

/** Sent empty: the required name's message, focus on it, nothing sent. */
export const InvalidOnSubmit: Story = {
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.type(control(canvasElement, 'since'), '3000');
    await userEvent.click(canvasElement.querySelector<HTMLElement>('button[type="submit"]')!);
    const name = control(canvasElement, 'name');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(fieldError(globals.locale, 'required'));
    await expect(control(canvasElement, 'since')).toHaveAccessibleDescription(
      expect.stringContaining(fieldError(globals.locale, 'yearInFuture')),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the server saves: the button is busy and a second click sends nothing. */
export const Submitting: Story = {
  args: { saved: savedFarm, onSubmit: fn(neverAnswers) },
  play: async ({ args, canvasElement }) => {
    const button = canvasElement.querySelector<HTMLElement>('button[type="submit"]')!;
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The server turns the farm down (400): its message and each field's, named by label. */
export const ServerError: Story = {
  args: {
    saved: savedFarm,
    onSubmit: fn(async () => ({
      ok: false as const,
      message: serverText('server.error.invalidInput'),
      fieldErrors: { since: serverText(fieldErrorMessages.yearInFuture) },
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvasElement.querySelector<HTMLElement>('button[type="submit"]')!);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Bitte prüfe die markierten Felder.');
    await expect(alert).toHaveTextContent(/: Das Jahr darf nicht in der Zukunft liegen\./);
  },
};

/** No answer at all (network): the general error text at the form. */
export const NetworkError: Story = {
  args: { saved: savedFarm, onSubmit: fn(networkError) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvasElement.querySelector<HTMLElement>('button[type="submit"]')!);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

const typedBefore = memoryDraftStorage(storedDraft('farm', { name: 'Hörlhof', since: '20x4' }));

/** Back after a reload or a sign-on again: the unsaved input is there, and can be dropped. */
export const DraftRestored: Story = {
  args: { saved: savedFarm },
  parameters: { draftStorage: typedBefore.storage },
  play: async ({ canvas, canvasElement }) => {
    await expect(control(canvasElement, 'name')).toHaveValue('Hörlhof');
    await expect(control(canvasElement, 'since')).toHaveValue('20x4');
    await expect(control(canvasElement, 'vulgo')).toHaveValue('Oberlechner');
    const notice = canvas.getByRole('status');
    await userEvent.click(notice.querySelector('button')!);
    await waitFor(() => expect(control(canvasElement, 'name')).toHaveValue('Brunnerhof'));
    await expect(typedBefore.data.size).toBe(0);
  },
};

const fresh = memoryDraftStorage();

/** What the user types is kept as they type, and forgotten once saved. */
export const DraftKeptUntilSaved: Story = {
  args: { saved: savedFarm },
  parameters: { draftStorage: fresh.storage },
  play: async ({ args, canvasElement }) => {
    const name = control(canvasElement, 'name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Hörlhof');
    const key = draftKey(storyUserId, 'farm');
    await waitFor(() => expect(fresh.data.get(key)).toContain('Hörlhof'));
    await userEvent.click(canvasElement.querySelector<HTMLElement>('button[type="submit"]')!);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await waitFor(() => expect(fresh.data.has(key)).toBe(false));
  },
};

export const Loading: Story = {
  args: { state: 'loading', saved: null, dropdowns: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', saved: null, dropdowns: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
