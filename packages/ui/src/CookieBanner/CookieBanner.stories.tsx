import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsentGate } from '../ConsentGate';
import {
  consentCookieValue,
  consentStorageKey,
  consentStore,
  parseConsent,
} from '../ConsentGate/consentStore';
import { CookieBanner } from './CookieBanner';

const bannerName = /Cookies/;
const acceptAllName = /Alle akzeptieren|Accept all|Tout accepter/;
const onlyNecessaryName = /Nur notwendige|Only necessary|Uniquement nécessaires/;
const settingsName = /^(Einstellungen|Settings|Paramètres)/;
const mapName = /Karten|Maps|Cartes/;

/** The decision the consent cookie holds. */
const stored = () => parseConsent(consentCookieValue(document.cookie));

const meta = {
  title: 'UI/CookieBanner',
  tags: ['beta'],
  component: CookieBanner,
  args: { privacyUrl: '/de-at/datenschutz' },
  beforeEach: () => {
    document.cookie = `${consentStorageKey}=; Path=/; Max-Age=0`;
  },
  decorators: [
    // The transform makes the fixed banner sit in the story's frame, so it is screenshotted.
    (Story) => (
      <div style={{ transform: 'translateZ(0)', minHeight: 360 }}>
        <ConsentGate category="map" provider="OpenStreetMap">
          <p data-testid="map">Karte der Händler</p>
        </ConsentGate>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: bannerName });
    await expect(banner).toBeVisible();
    await expect(within(banner).getByRole('link')).toHaveAttribute('href', '/de-at/datenschutz');
    await expect(within(banner).getByRole('button', { name: onlyNecessaryName })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: acceptAllName })).toBeVisible();
  },
};

export const AcceptAll: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('map')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: acceptAllName }));
    await expect(canvas.queryByRole('region', { name: bannerName })).toBeNull();
    // The gate follows the banner's decision at once.
    await expect(canvas.getByTestId('map')).toBeVisible();
    await expect(stored().categories).toEqual({
      map: 'accepted',
      media: 'accepted',
      statistics: 'accepted',
    });
  },
};

export const OnlyNecessary: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: onlyNecessaryName }));
    await expect(canvas.queryByRole('region', { name: bannerName })).toBeNull();
    await expect(canvas.queryByTestId('map')).toBeNull();
    await expect(stored().categories).toEqual({
      map: 'declined',
      media: 'declined',
      statistics: 'declined',
    });
  },
};

/** A form: the choice is submitted as `choice`, so a server can take it without any script. */
export const PostsWithoutScript: Story = {
  args: { action: '/cookie-consent', returnTo: '/de-at/' },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: bannerName });
    const form = banner.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/cookie-consent');
    await expect(within(banner).getByRole('button', { name: acceptAllName })).toHaveAttribute(
      'value',
      'all',
    );
    await expect(within(banner).getByRole('button', { name: onlyNecessaryName })).toHaveAttribute(
      'value',
      'necessary',
    );
    await expect(form.querySelector('input[name="returnTo"]')).toHaveValue('/de-at/');
  },
};

export const SettingsByKeyboard: Story = {
  play: async ({ canvas }) => {
    // A native disclosure: the browser opens it on Enter and Space (the end-to-end tests press
    // them); the story's synthetic keys would not, so it is clicked open here.
    const summary = canvas.getByText(settingsName);
    await userEvent.click(summary);
    await expect(summary).toHaveFocus();

    const checkbox = (name: RegExp) => canvas.getByRole('checkbox', { name });
    await expect(checkbox(/Notwendig|Necessary|Nécessaires/)).toBeDisabled();
    await expect(checkbox(/Notwendig|Necessary|Nécessaires/)).toBeChecked();
    // Opt-in: nothing optional is ticked before the visitor chooses.
    await expect(checkbox(mapName)).toBeVisible();
    await expect(checkbox(mapName)).not.toBeChecked();

    await userEvent.tab();
    await expect(checkbox(mapName)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox(mapName)).toBeChecked();

    canvas.getByRole('button', { name: /Auswahl speichern|Save selection/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: bannerName })).toBeNull();
    await expect(canvas.getByTestId('map')).toBeVisible();
    await expect(stored().categories).toEqual({
      map: 'accepted',
      media: 'declined',
      statistics: 'declined',
    });
  },
};

export const SettingsClosedAgain: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByText(settingsName);
    await userEvent.click(summary);
    await expect(canvas.getByRole('checkbox', { name: mapName })).toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByRole('checkbox', { name: mapName })).not.toBeVisible();
    // Closing without saving decides nothing: the banner keeps asking.
    await expect(canvas.getByRole('region', { name: bannerName })).toBeVisible();
    await expect(stored().decidedAt).toBeNull();
  },
};

/** Opened again from the footer: the categories show, ticked as decided. */
export const SettingsOpenedAfterDeciding: Story = {
  args: { settingsOpen: true },
  beforeEach: () => {
    consentStore.decide({ map: 'accepted', media: 'declined', statistics: 'declined' });
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: bannerName })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: mapName })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Statistik|Statistics/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: onlyNecessaryName }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: bannerName })).toBeNull());
    await expect(stored().categories.map).toBe('declined');
  },
};

export const DecidedEarlier: Story = {
  beforeEach: () => {
    consentStore.decide({ map: 'declined', media: 'declined', statistics: 'declined' });
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: bannerName })).toBeNull();
  },
};

export const BadStoredValue: Story = {
  beforeEach: () => {
    document.cookie = `${consentStorageKey}=${encodeURIComponent('{"categories": ')}; Path=/`;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: bannerName })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { privacyUrl: '/en/privacy-policy' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Cookies and external content' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: bannerName });
    for (const name of [onlyNecessaryName, acceptAllName]) {
      await expect(within(banner).getByRole('button', { name })).toBeVisible();
    }
    await expect(within(banner).getByText(settingsName)).toBeVisible();
    // Nothing sticks out sideways on a narrow screen.
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};
