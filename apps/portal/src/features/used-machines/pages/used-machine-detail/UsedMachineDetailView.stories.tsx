import { fieldErrorMessages } from '@lindner/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { withStoryBookmarks } from '../../bookmarks/storyBookmarks';
import { detailMessages } from '../../messages';
import { machine, phoneViewport, usedMachinesMessagesLoader } from '../../usedMachinesStoryData';
import { UsedMachineDetailView } from './UsedMachineDetailView';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';

const consentName = /Ich bin einverstanden/;
const prefill =
  'Ich interessiere mich für den Lindner Lintrac 110 mit der Angebotsnummer GM-24017. Bitte melde Dich bei mir.';

const sent = async (): Promise<SubmitOutcome> => ({ ok: true });

/** Fills in who asks, as a visitor would; the message is there already. */
async function fillIn(root: HTMLElement) {
  await userEvent.click(control(root, 'name'));
  await userEvent.paste('Josef Brunner');
  await userEvent.click(control(root, 'email'));
  await userEvent.paste('josef.brunner@example.com');
  await userEvent.click(within(root).getByRole('checkbox', { name: consentName }));
}

/** One used machine without the API: its photos, facts, contact and the inquiry's outcomes. */
const meta = {
  title: 'Portal/UsedMachines/Detail',
  component: UsedMachineDetailView,
  parameters: { layout: 'fullscreen', route: '/de-at/gebrauchtmaschinen/m-24017' },
  loaders: [usedMachinesMessagesLoader, serverTextsLoader],
  decorators: [withStoryBookmarks, withPortalMessages],
  args: { machine, retryHref: '/de-at/gebrauchtmaschinen/m-24017', onInquiry: fn(sent) },
} satisfies Meta<typeof UsedMachineDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling;

/**
 * The machine with its gallery (buttons, arrow keys, thumbnails), every group of facts with
 * units, the price with its VAT note, and the contact with the way to the dealer finder.
 */
export const WithGallery: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Lindner Lintrac 110' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Lindner Lintrac 110 | Lindner'));
    await expect(canvas.getByRole('link', { name: /Zur Suche/ })).toHaveAttribute(
      'href',
      '/de-at/gebrauchtmaschinen',
    );
    const gallery = within(canvas.getByRole('region', { name: 'Fotos' }));
    const stage = gallery.getByRole('group', { name: 'Foto 1 von 3' });
    const photos = canvasElement.querySelectorAll<HTMLImageElement>('img');
    await expect(photos[0]).toHaveAttribute('loading', 'eager');
    await expect(photos[0]).toHaveAttribute('width', '400');
    await expect(photos[1]).toHaveAttribute('loading', 'lazy');
    await userEvent.click(gallery.getByRole('button', { name: 'Nächstes Foto' }));
    await expect(gallery.getByText('Foto 2 von 3')).toBeVisible();
    stage.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(gallery.getByRole('group', { name: 'Foto 3 von 3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(gallery.getByText('Foto 1 von 3')).toBeVisible();
    await userEvent.click(gallery.getByRole('button', { name: 'Foto 3 zeigen' }));
    await expect(gallery.getByRole('button', { name: 'Foto 3 zeigen' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    for (const name of [
      'Fahrzeug',
      'Zustand und Preis',
      'Ausstattung und Antrieb',
      'Verbrauch und Abmessungen',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(rowOf(canvasElement, 'Preis')).toHaveTextContent(/^89\.900,00 € inkl\. MwSt\.$/);
    await expect(rowOf(canvasElement, 'Betriebsstunden')).toHaveTextContent(/^2\.140 Std\.$/);
    await expect(rowOf(canvasElement, 'Höchstgeschwindigkeit')).toHaveTextContent('50 km/h');
    await expect(rowOf(canvasElement, 'Länge')).toHaveTextContent(/^4\.380 mm$/);
    await expect(rowOf(canvasElement, 'Reifenabnutzung vorne')).toHaveTextContent('30 %');
    await expect(rowOf(canvasElement, 'Steuergeräte')).toHaveTextContent('2 EW, 3 DW');
    await expect(rowOf(canvasElement, 'Teilhöhe')).toBeUndefined();
    await expect(canvas.getByRole('link', { name: '+43 5338 74200' })).toHaveAttribute(
      'href',
      'tel:+43533874200',
    );
    await expect(
      canvas.getByRole('link', { name: 'Landtechnik Huber in der Händlersuche' }),
    ).toHaveAttribute('href', '/de-at/service-kontakt/haendlersuche');
    await expect(control<HTMLTextAreaElement>(canvasElement, 'message')).toHaveValue(prefill);
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de-at/datenschutz',
    );
  },
};

/** Sent: the thanks take the form's place. */
export const InquirySent: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(args.onInquiry).toHaveBeenCalledWith({
      name: 'Josef Brunner',
      email: 'josef.brunner@example.com',
      phone: null,
      message: prefill,
      privacyConsent: true,
    });
    await expect(await canvas.findByText(/Vielen Dank für Deine Anfrage/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Anfrage senden' })).toBeNull();
  },
};

const refused = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: serverText('server.error.invalidInput'),
  fieldErrors: { email: serverText(fieldErrorMessages.email) },
});

/** Turned down by the server: its message at the field, everything typed kept. */
export const InquiryRefused: Story = {
  args: { onInquiry: fn(refused) },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    const email = control(canvasElement, 'email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Bitte eine gültige E-Mail-Adresse eingeben.'),
    );
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte prüfe die markierten Felder.');
    await expect(control(canvasElement, 'name')).toHaveValue('Josef Brunner');
    await expect(control<HTMLTextAreaElement>(canvasElement, 'message')).toHaveValue(prefill);
    await expect(canvas.getByRole('checkbox', { name: consentName })).toBeChecked();
  },
};

/** Without the privacy consent nothing is sent; the consent says why. */
export const ConsentMissing: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(control(canvasElement, 'name'));
    await userEvent.paste('Josef Brunner');
    await userEvent.click(control(canvasElement, 'email'));
    await userEvent.paste('josef.brunner@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(canvas.getByRole('checkbox', { name: consentName })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onInquiry).not.toHaveBeenCalled();
  },
};

/** Throttled (HTTP 429): the page's message to wait, and nothing typed is lost. */
export const InquiryThrottled: Story = {
  // The page's own words for a 429 (its sending puts them in), in the toolbar's language.
  render: function Throttled(args) {
    const intl = useIntl();
    const throttled = async (): Promise<SubmitOutcome> => ({
      ok: false,
      message: intl.formatMessage(detailMessages.throttled),
      fieldErrors: {},
    });
    return <UsedMachineDetailView {...args} onInquiry={throttled} />;
  },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /sehr viele Anfragen.*einigen Minuten/,
    );
    await expect(control(canvasElement, 'email')).toHaveValue('josef.brunner@example.com');
    await expect(control<HTMLTextAreaElement>(canvasElement, 'message')).toHaveValue(prefill);
  },
};

/** The machine could not be fetched: the error block, and Retry, a link to the page again. */
export const LoadFailed: Story = {
  args: { machine: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
    await expect(canvas.queryByRole('button', { name: 'Anfrage senden' })).toBeNull();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { route: '/fr/occasions/m-24017' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'État et prix' })).toBeVisible();
    await expect(rowOf(canvasElement, 'Prix')).toHaveTextContent('TVA incluse');
    await expect(canvas.getByRole('link', { name: /protection des données/i })).toBeVisible();
  },
};

/** On a 360 px phone everything stacks and nothing scrolls sideways. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** "Merken" beside the price: not pressed at first (as the server renders it), then "Gemerkt". */
export const Bookmark: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Merken Lindner Lintrac 110' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveTextContent(/^Gemerkt/);
  },
};
