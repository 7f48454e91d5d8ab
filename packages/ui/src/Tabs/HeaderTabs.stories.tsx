import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { HeaderTabs } from './HeaderTabs';

const profile = '/de/mein-lindner/profil';

const meta = {
  title: 'UI/HeaderTabs',
  tags: ['stable'],
  component: HeaderTabs,
  parameters: { route: `${profile}/hof` },
  args: {
    label: 'Profil',
    items: [
      { to: profile, label: 'Persönliche Daten', end: true },
      { to: `${profile}/hof`, label: 'Hof' },
      { to: `${profile}/passwort`, label: 'Passwort' },
    ],
  },
} satisfies Meta<typeof HeaderTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FarmSelected: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Profil' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hof' })).toHaveAttribute('aria-current', 'page');
    // `end` keeps the section's root tab from matching its sub-pages.
    await expect(canvas.getByRole('link', { name: 'Persönliche Daten' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const FollowsNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Passwort' }));
    await expect(canvas.getByRole('link', { name: 'Passwort' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Hof' })).not.toHaveAttribute('aria-current');

    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Hof' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Hof' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyTabsOnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  parameters: { route: '/de/mein-lindner/fuhrpark/42/garantie' },
  args: {
    label: 'Fahrzeug',
    items: [
      { to: '/de/mein-lindner/fuhrpark/42', label: 'Übersicht', end: true },
      { to: '/de/mein-lindner/fuhrpark/42/garantie', label: 'Garantie' },
      { to: '/de/mein-lindner/fuhrpark/42/traclink', label: 'Lizenz-Shop' },
      { to: '/de/mein-lindner/fuhrpark/42/traclinkmobile', label: 'TracLink mobile' },
      { to: '/de/mein-lindner/fuhrpark/42/tagebuch-eintragen', label: 'Tagebuch eintragen' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    // The tabs scroll sideways rather than wrapping.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const tabs = canvas.getAllByRole('link');
    await expect(new Set(tabs.map((tab) => tab.getBoundingClientRect().top)).size).toBe(1);
  },
};
