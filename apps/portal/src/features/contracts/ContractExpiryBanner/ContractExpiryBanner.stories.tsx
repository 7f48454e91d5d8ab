import type { Meta, StoryObj } from '@storybook/react-vite';
import { localizePath, toLocale } from '@lindner/i18n';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  expiringLicenceAndWarranty,
  expiringWarrantyOnly,
  geotracId,
  lintracId,
  nothingExpiring,
} from '../../../shared/storybook/fakeData';
import { portalMessagesLoader, withPortalMessages } from '../../../shared/storybook/portalLocale';
import { contractExpiryDismissalKey } from '../dismissal';
import { ContractExpiryBannerView } from './ContractExpiryBannerView';

const regionName = /Vertrag läuft bald ab|Contract ending soon|Contrat bientôt échu/;
const dismissName = /Hinweis ausblenden|Dismiss notice|Masquer/;
const day = 86_400_000;

/**
 * The banner of a contract item ending soon, as the personal area shows it in its fixed bottom
 * area. The data-bound `ContractExpiryBanner` fetches the notifications and renders this view.
 */
const meta = {
  title: 'Portal/ContractExpiryBanner',
  component: ContractExpiryBannerView,
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
  args: { notifications: expiringLicenceAndWarranty },
  // Every story starts undismissed and leaves nothing behind.
  beforeEach: () => {
    localStorage.removeItem(contractExpiryDismissalKey);
    return () => localStorage.removeItem(contractExpiryDismissalKey);
  },
} satisfies Meta<typeof ContractExpiryBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A TracLink licence and a warranty end soon: the licence is shown, linking to its renewal. */
export const TracLink: Story = {
  play: async ({ canvas, globals }) => {
    const region = canvas.getByRole('region', { name: regionName });
    await expect(region).toHaveTextContent('TracLink Smart');
    await expect(region).toHaveTextContent('Lintrac 110');
    await expect(region).toHaveTextContent(/12[./]12[./]2026/);
    await expect(region).not.toHaveTextContent('Geotrac');
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      `${localizePath(
        'fleet-detail-traclink-checkout',
        { id: lintracId },
        toLocale(globals.locale as string),
      )}?renew=${expiringLicenceAndWarranty.traclink[0]!.item.id}`,
    );
  },
};

/** Only a warranty ends soon: it links to that vehicle's warranty checkout. */
export const WarrantyOnly: Story = {
  args: { notifications: expiringWarrantyOnly },
  play: async ({ canvas, globals }) => {
    const region = canvas.getByRole('region', { name: regionName });
    await expect(region).toHaveTextContent('Garantieverlängerung 5 Jahre');
    await expect(region).toHaveTextContent('Geotrac 94ep');
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      localizePath(
        'fleet-detail-warranty-checkout',
        { id: geotracId },
        toLocale(globals.locale as string),
      ),
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Contract ending soon' });
    await expect(region).toHaveTextContent(
      'The licence for your Lintrac 110 is valid until 12/12/2026.',
    );
    await expect(canvas.getByRole('link', { name: 'Renew licence' })).toHaveAttribute(
      'href',
      `/en/my-lindner/fleet/${lintracId}/traclink/checkout?renew=${expiringLicenceAndWarranty.traclink[0]!.item.id}`,
    );
  },
};

/** Dismissing hides the banner and keeps it hidden for 24 hours. */
export const Dismissing: Story = {
  play: async ({ canvas }) => {
    const before = Date.now();
    await userEvent.click(canvas.getByRole('button', { name: dismissName }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: regionName })).toBeNull());
    const hiddenUntil = Number(localStorage.getItem(contractExpiryDismissalKey));
    await expect(hiddenUntil).toBeGreaterThanOrEqual(before + day);
    await expect(hiddenUntil).toBeLessThanOrEqual(Date.now() + day);
  },
};

/** Dismissed less than 24 hours ago: nothing shows. */
export const Dismissed: Story = {
  beforeEach: () => {
    localStorage.setItem(contractExpiryDismissalKey, String(Date.now() + day / 2));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="status"]')).toBeNull();
    await expect(canvasElement).toHaveTextContent('');
  },
};

/** Nothing ends soon: nothing shows. */
export const NothingToShow: Story = {
  args: { notifications: nothingExpiring },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="status"]')).toBeNull();
  },
};
