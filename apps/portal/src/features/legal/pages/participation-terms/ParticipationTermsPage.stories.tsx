import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { legalMessagesLoader } from '../../legalStoryMessages';
import { ParticipationTermsPage } from './ParticipationTermsPage';

/** The terms of contests, votes and user reports. */
const meta = {
  title: 'Portal/Legal/ParticipationTerms',
  component: ParticipationTermsPage,
  parameters: { layout: 'fullscreen', route: '/de-at/teilnahmebedingungen' },
  loaders: [legalMessagesLoader],
  decorators: [withPortalMessages],
} satisfies Meta<typeof ParticipationTermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Teilnahmebedingungen' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Teilnahmebedingungen | Lindner'));
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Wer teilnehmen kann',
      'Deine Einsendung',
      'Prüfung und Veröffentlichung',
      'Nutzungsrechte',
      'Abstimmungen',
      'Gewinne',
      'Datenschutz',
      'Sonstiges',
    ]);
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de-at/datenschutz',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/terms-of-participation' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Terms of participation' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
  },
};
