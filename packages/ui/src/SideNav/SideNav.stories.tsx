import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SideNav, type SideNavItem } from './SideNav';

const base = '/de/mein-lindner';

const items: SideNavItem[] = [
  { to: base, label: 'Übersicht', end: true },
  { to: `${base}/profil`, label: 'Profil' },
  { to: `${base}/vorab-news`, label: 'Vorab-News' },
  { to: `${base}/fuhrpark`, label: 'Fuhrpark' },
  { to: `${base}/services`, label: 'Services' },
  { to: `${base}/fahrertrainings`, label: 'Fahrertrainings' },
  { to: `${base}/kleinanzeigen`, label: 'Marktplatz' },
  { to: `${base}/einstellungen`, label: 'Einstellungen' },
  { to: `${base}/bestellungen`, label: 'Bestellungen' },
  { to: `${base}/merkliste`, label: 'Merkliste' },
];

// A picture that needs no network: the initials on the brand colour.
const avatarUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="#b00014"/><text x="28" y="36" font-family="Arial" font-size="22" fill="#fff" text-anchor="middle">MH</text></svg>',
)}`;

const navName = /Persönlicher Bereich|Personal area|Espace personnel/;
const menuName = /Menü|Menu/;
const logoutName = /Abmelden|Log out|Se déconnecter/;

const meta = {
  title: 'UI/SideNav',
  tags: ['beta'],
  component: SideNav,
  parameters: { route: `${base}/fuhrpark/42` },
  args: {
    items,
    user: { name: 'Maria Huber', avatarUrl },
    logout: { to: '/de/profil/abmelden' },
  },
  decorators: [
    // On a phone the navigation spans the screen; beside the content it is a column.
    (Story, { globals }) =>
      (globals.viewport as { value?: string } | undefined)?.value === 'sm' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 320 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUser: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: navName });
    await expect(nav).toHaveTextContent('Maria Huber');
    const picture = canvasElement.querySelector('img');
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveAttribute('src', avatarUrl);
    // The list is always open on larger screens, without a menu button.
    await expect(canvas.getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: menuName })).toBeNull();
    await expect(canvas.getByRole('link', { name: logoutName })).toHaveAttribute(
      'href',
      '/de/profil/abmelden',
    );
  },
};

export const ActiveItemByRoute: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Fuhrpark' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Übersicht' })).not.toHaveAttribute(
      'aria-current',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Einstellungen' }));
    await expect(canvas.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Dashboard: Story = {
  parameters: { route: base },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Übersicht' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const FallbackNameAndAvatar: Story = {
  tags: ['visual'],
  args: { user: { name: null, avatarUrl: null } },
  play: async ({ canvas, canvasElement, globals }) => {
    const fanName = { en: 'Lindner fan', fr: 'Fan de Lindner' }[String(globals.locale).slice(0, 2)];
    await expect(canvas.getByRole('navigation', { name: navName })).toHaveTextContent(
      fanName ?? 'Lindner-Fan',
    );
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const BlankName: Story = {
  args: { user: { name: '  ', avatarUrl: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('navigation', { name: 'Persönlicher Bereich' }),
    ).toHaveTextContent('Lindner-Fan');
  },
};

export const BrokenAvatar: Story = {
  args: { user: { name: 'Maria Huber', avatarUrl: '/avatar-that-does-not-exist.png' } },
  play: async ({ canvasElement }) => {
    // A picture that fails to load gives way to the default avatar.
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const PhoneMenuByKeyboard: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: menuName });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Profil', hidden: true })).not.toBeVisible();

    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    await expect(panel).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Profil' })).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Übersicht' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Merkliste' }));
    // Choosing a page closes the menu again.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'sm' } },
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: menuName }));
    await expect(canvas.getByRole('link', { name: 'Fuhrpark' })).toBeVisible();
  },
};
