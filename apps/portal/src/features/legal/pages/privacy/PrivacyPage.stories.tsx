import { consentCookieValue, consentStorageKey, consentStore, parseConsent } from '@lindner/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { legalMessagesLoader } from '../../legalStoryMessages';
import { PrivacyPage } from './PrivacyPage';

const stored = () => parseConsent(consentCookieValue(document.cookie));

/** The privacy statement with the retention periods and the cookie settings in place. */
const meta = {
  title: 'Portal/Legal/Privacy',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen', route: '/de-at/datenschutz' },
  loaders: [legalMessagesLoader],
  decorators: [withPortalMessages],
  beforeEach: () => {
    document.cookie = `${consentStorageKey}=; Path=/; Max-Age=0`;
  },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statement: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Datenschutzerklärung | Lindner'));
    const retention = canvas.getByRole('region', { name: 'Wie lange wir Daten speichern' });
    const periods = [...retention.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    await expect(periods).toEqual([
      ['Server-Protokolle und IP-Adressen', '7 Tage'],
      ['Daten zu Deinen Interessen und Dein Shop-Profil', '3 Jahre nach dem letzten Kontakt'],
      ['Steuerlich relevante Unterlagen wie Rechnungen und Buchungsbelege', 'mindestens 10 Jahre'],
      ['Unterlagen zu Grundstücken', '22 Jahre'],
    ]);
    await expect(
      canvas.getAllByRole('link', { name: 'datenschutz@lindner-traktoren.at' })[0],
    ).toHaveAttribute('href', 'mailto:datenschutz@lindner-traktoren.at');
  },
};

/** Nothing decided yet: every optional category unticked; saving stores the choice. */
export const ChangingTheCookieSettings: Story = {
  play: async ({ canvas }) => {
    const settings = canvas.getByRole('form', { name: 'Deine Cookie-Einstellungen' });
    const form = within(settings);
    await expect(form.getByRole('checkbox', { name: 'Notwendig (immer aktiv)' })).toBeDisabled();
    await expect(form.getByRole('checkbox', { name: 'Notwendig (immer aktiv)' })).toBeChecked();
    for (const name of ['Karten', 'Externe Medien', 'Statistik']) {
      await expect(form.getByRole('checkbox', { name })).not.toBeChecked();
    }
    await userEvent.click(form.getByRole('checkbox', { name: 'Karten' }));
    await userEvent.click(form.getByRole('button', { name: 'Auswahl speichern' }));
    await expect(form.getByRole('status')).toHaveTextContent('Deine Auswahl ist gespeichert.');
    await expect(stored().categories).toEqual({
      map: 'accepted',
      media: 'declined',
      statistics: 'declined',
    });
  },
};

/** A choice made elsewhere (the banner, the map's gate) shows here, and can be withdrawn. */
export const EarlierChoiceWithdrawn: Story = {
  beforeEach: () => {
    consentStore.decide({ map: 'accepted', media: 'declined', statistics: 'accepted' });
  },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Deine Cookie-Einstellungen' }));
    await expect(form.getByRole('checkbox', { name: 'Karten' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Statistik' })).toBeChecked();
    await userEvent.click(form.getByRole('checkbox', { name: 'Karten' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Statistik' }));
    await userEvent.click(form.getByRole('button', { name: 'Auswahl speichern' }));
    await expect(stored().categories).toEqual({
      map: 'declined',
      media: 'declined',
      statistics: 'declined',
    });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/privacy-policy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(canvas.getByText('3 years after the last contact')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Your cookie settings' })).toBeVisible();
  },
};
