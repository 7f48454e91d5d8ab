import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { phoneViewport, vehicles } from '../../fleetStoryData';
import { fleetMessagesLoader } from '../../fleetStoryMessages';
import { FleetView } from './FleetView';

/** The fleet page without its data: each state. */
const meta = {
  title: 'Portal/Fleet/Fleet',
  component: FleetView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/fuhrpark' },
  loaders: [fleetMessagesLoader],
  decorators: [withPortalMessages],
  args: { state: 'content', onRetry: fn(), vehicles },
} satisfies Meta<typeof FleetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three vehicles: approved, pending (with the 1-2 working days notice) and rejected. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lintrac 130' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/fuhrpark/3f9a2c1e-8b4d-4e7a-9c2f-1a5b6c7d8e01',
    );
    await expect(canvas.getByText('VBLA13012345AB678')).toBeVisible();
    await expect(canvas.getByText('Freigegeben')).toBeVisible();
    await expect(canvas.getByText('In Prüfung')).toBeVisible();
    await expect(canvas.getByText(/in 1-2 Werktagen/)).toBeVisible();
    await expect(canvas.getByText(/Begründung: Die Fahrgestellnummer passt nicht/)).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Noch kein Bild' })).toHaveLength(2);
    // The section's tab and the button beside the heading.
    for (const link of canvas.getAllByRole('link', { name: 'Fahrzeug hinzufügen' })) {
      await expect(link).toHaveAttribute('href', '/de/mein-lindner/fuhrpark/fahrzeug-hinzufuegen');
    }
  },
};

export const Pending: Story = {
  args: { vehicles: vehicles.slice(1, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Prüfung')).toBeVisible();
    await expect(canvas.getByText(/Wir prüfen Dein Fahrzeug in 1-2 Werktagen/)).toBeVisible();
  },
};

export const Rejected: Story = {
  args: { vehicles: vehicles.slice(2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Abgelehnt')).toBeVisible();
    await expect(canvas.getByText(/Bitte prüfe den Typenschein/)).toBeVisible();
  },
};

/** No vehicle yet: the start with "add vehicle". */
export const Empty: Story = {
  args: { vehicles: [] },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Noch kein Fahrzeug' });
    await expect(heading).toBeVisible();
    const section = heading.closest('section')!;
    await expect(
      within(section).getByRole('link', { name: 'Fahrzeug hinzufügen' }),
    ).toHaveAttribute('href', '/de/mein-lindner/fuhrpark/fahrzeug-hinzufuegen');
  },
};

export const Loading: Story = {
  args: { state: 'loading', vehicles: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', vehicles: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/my-lindner/fleet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Under review')).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: 'Add vehicle' })) {
      await expect(link).toHaveAttribute('href', '/en/my-lindner/fleet/add-vehicle');
    }
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/mon-lindner/flotte' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En cours de vérification')).toBeVisible();
  },
};

/** On a 360 px phone the cards stack and nothing scrolls sideways. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VBLA13012345AB678')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
