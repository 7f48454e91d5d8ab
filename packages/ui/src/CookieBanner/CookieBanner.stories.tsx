import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsentGate } from '../ConsentGate';
import { consentStorageKey, consentStore } from '../ConsentGate/consentStore';
import { CookieBanner } from './CookieBanner';

const bannerName = /Cookies/;
const acceptAllName = /Alle akzeptieren|Accept all|Tout accepter/;
const onlyNecessaryName = /Nur notwendige|Only necessary|Uniquement nécessaires/;
const settingsName = /^(Einstellungen|Settings|Paramètres)$/;

const stored = () => JSON.parse(localStorage.getItem(consentStorageKey) ?? 'null');

const meta = {
  title: 'UI/CookieBanner',
  component: CookieBanner,
  args: { privacyUrl: '/de-at/datenschutz' },
  beforeEach: () => {
    localStorage.removeItem(consentStorageKey);
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

export const SettingsByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const settings = canvas.getByRole('button', { name: settingsName });
    settings.focus();
    await userEvent.keyboard('{Enter}');

    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const checkbox = (name: RegExp) => within(dialog).getByRole('checkbox', { name });
    await expect(checkbox(/Notwendig|Necessary|Nécessaires/)).toBeDisabled();
    await expect(checkbox(/Notwendig|Necessary|Nécessaires/)).toBeChecked();
    // Opt-in: nothing optional is ticked before the visitor chooses.
    await expect(checkbox(/Karten|Maps|Cartes/)).not.toBeChecked();
    await expect(checkbox(/Karten|Maps|Cartes/)).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(checkbox(/Karten|Maps|Cartes/)).toBeChecked();

    // Focus stays trapped in the dialog.
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    within(dialog)
      .getByRole('button', { name: /Auswahl speichern|Save selection/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('region', { name: bannerName })).toBeNull();
    await expect(canvas.getByTestId('map')).toBeVisible();
    await expect(stored().categories).toEqual({
      map: 'accepted',
      media: 'declined',
      statistics: 'declined',
    });
  },
};

export const SettingsClosedWithEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    const settings = canvas.getByRole('button', { name: settingsName });
    await userEvent.click(settings);
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Closing without saving decides nothing: the banner keeps asking.
    await expect(canvas.getByRole('region', { name: bannerName })).toBeVisible();
    await expect(settings).toHaveFocus();
    await expect(stored()).toBeNull();
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
    localStorage.setItem(consentStorageKey, '{"categories": ');
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
    for (const button of within(banner).getAllByRole('button')) {
      await expect(button).toBeVisible();
    }
    // Nothing sticks out sideways on a narrow screen.
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};
