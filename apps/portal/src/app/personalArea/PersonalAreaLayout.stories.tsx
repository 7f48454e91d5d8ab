// Beside the personal area route rather than the layout: it frames a real page and banner of
// features, and only app/ imports both the shell and features.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContractExpiryBannerView } from '../../features/contracts/ContractExpiryBanner';
import { DashboardView } from '../../features/dashboard/pages/dashboard/DashboardView';
import {
  avatarUrl,
  expiringLicenceAndWarranty,
  farmerFleet,
  lintracId,
} from '../../shared/storybook/fakeData';
import { portalMessagesLoader, withPortalMessages } from '../../shared/storybook/portalLocale';
import { PersonalPage } from '../../shared/personalArea/PersonalPage';
import { PersonalAreaLayout } from '../../shell/PersonalAreaLayout/PersonalAreaLayout';

const navName = /Persönlicher Bereich|Personal area|Espace personnel/;
const linkTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** A page of the personal area as the layout frames it; the data is made up. */
const dashboard = (
  <DashboardView
    userName="Josef Brunner"
    state="content"
    statistics={farmerFleet}
    onRetry={() => {}}
  />
);

function FakeVehiclePage() {
  return (
    <PersonalPage title="Lintrac 110">
      <p>VBLA11000L0012345</p>
    </PersonalPage>
  );
}

/**
 * The personal area's frame: side navigation with the user, the page with the back link and
 * header tabs of its route, and the banners fixed to the bottom.
 */
const meta = {
  title: 'Portal/PersonalAreaLayout',
  component: PersonalAreaLayout,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner' },
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    user: { name: 'Josef Brunner', avatarUrl },
    children: dashboard,
    // No storage: a dismissal in one story must not hide the banner in another.
    contractExpiryBanner: (
      <ContractExpiryBannerView notifications={expiringLicenceAndWarranty} storage={null} />
    ),
  },
  argTypes: {
    children: { control: false },
    contractExpiryBanner: { control: false },
    orderBanner: { control: false },
  },
} satisfies Meta<typeof PersonalAreaLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Persönlicher Bereich' });
    await expect(nav).toHaveTextContent('Josef Brunner');
    await expect(canvas.getAllByRole('link', { name: /./ }).length).toBeGreaterThan(10);
    await expect(canvas.getByRole('link', { name: 'Übersicht' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Markt' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/kleinanzeigen',
    );
    await expect(canvas.getByRole('link', { name: 'Abmelden' })).toHaveAttribute(
      'href',
      '/de/profil/abmelden',
    );
    await expect(canvas.queryByRole('link', { name: 'Fahrzeuge prüfen' })).toBeNull();
    // The dashboard has no tabs and no back link.
    await expect(canvas.getAllByRole('navigation')).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: 'Zurück' })).toBeNull();
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1 }),
    );
    // The fixed banner leaves room below the page, so nothing hides behind it.
    const banner = canvas.getByRole('region', { name: 'Vertrag läuft bald ab' });
    const shell = canvas.getByRole('main').parentElement as HTMLElement;
    await waitFor(() =>
      expect(parseFloat(getComputedStyle(shell).paddingBottom)).toBeGreaterThanOrEqual(
        banner.getBoundingClientRect().height,
      ),
    );
  },
};

/** Staff see their review of new vehicles after the fleet; others never do (Dashboard above). */
export const Staff: Story = {
  args: { staff: true },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Persönlicher Bereich' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(labels.indexOf('Fahrzeuge prüfen')).toBe(labels.indexOf('Fuhrpark') + 1);
    await expect(within(nav).getByRole('link', { name: 'Fahrzeuge prüfen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/fuhrpark/pruefung',
    );
  },
};

/** Every item in English, with the market labelled "Market". */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/my-lindner' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Personal area' });
    await expect(linkTexts(nav)).toEqual([
      'Overview',
      'Profile',
      'Upfront news',
      'Fleet',
      'Services',
      'Driver trainings',
      'Market',
      'Settings',
      'Orders',
      'Bookmarks',
      'My posts',
      'Log out',
    ]);
    await expect(canvas.getByRole('link', { name: 'Log out' })).toHaveAttribute(
      'href',
      '/en/profile/logout',
    );
  },
};

/** A vehicle's page: back to the fleet, the vehicle's tabs, its warranty tab selected. */
export const VehicleWithTabs: Story = {
  parameters: { route: `/de/mein-lindner/fuhrpark/${lintracId}/garantie` },
  args: { children: <FakeVehiclePage /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Zurück' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/fuhrpark',
    );
    const tabs = canvas.getByRole('navigation', { name: 'Fahrzeug' });
    await expect(linkTexts(tabs)).toEqual([
      'Übersicht',
      'Garantie',
      'Lizenz-Shop',
      'TracLink Mobile',
    ]);
    await expect(canvas.getByRole('link', { name: 'Garantie' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Fuhrpark' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The profile's tabs in French. */
export const ProfileTabsInFrench: Story = {
  globals: { locale: 'fr' },
  parameters: { route: '/fr/mon-lindner/profil/ferme' },
  args: { children: <PersonalPage title="Exploitation" /> },
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Profil' });
    await expect(linkTexts(tabs)).toEqual(['Données personnelles', 'Exploitation', 'Mot de passe']);
    await expect(canvas.queryByRole('link', { name: /Retour|Zurück|Back/ })).toBeNull();
  },
};

/** No name and no picture in the profile: the fan label and the default avatar. */
export const FallbackUser: Story = {
  args: { user: { name: null, avatarUrl: null } },
  play: async ({ canvas, canvasElement, globals }) => {
    const fan = { en: 'Lindner fan', fr: 'Fan de Lindner' }[String(globals.locale).slice(0, 2)];
    await expect(canvas.getByRole('navigation', { name: navName })).toHaveTextContent(
      fan ?? 'Lindner-Fan',
    );
    await expect(canvasElement.querySelector('nav img')).toBeNull();
  },
};

/** Nothing ending soon: no bar at the bottom. */
export const WithoutBanner: Story = {
  args: { contractExpiryBanner: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-bottom-area]')).toBeNull();
  },
};

/** The skip link comes first and moves the focus to the page. */
export const SkipToContent: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** On a phone the navigation folds into a menu above the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Menü|Menu/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
