import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { farmerFleet, quietFleetCharts } from '../../../../shared/storybook/fakeData';
import {
  portalMessagesLoader,
  withPortalMessages,
} from '../../../../shared/storybook/portalLocale';
import { DashboardView } from './DashboardView';

/** The personal area's start page without its data: each state of the fleet's fetch. */
const meta = {
  title: 'Portal/Dashboard',
  component: DashboardView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner' },
  loaders: [portalMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    userName: 'Josef Brunner',
    state: 'content',
    statistics: farmerFleet,
    onRetry: fn(),
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, index: number) =>
  canvasElement.querySelectorAll('dd')[index]?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

/** A chart's table (what screen readers read), once the lazily loaded chart is there. */
async function chartRows(canvas: ReturnType<typeof within>, name: string) {
  const table = await canvas.findByRole('table', { name }, { timeout: 5000 });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.children].map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, ' ')),
    );
}

export const ContentInGerman: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Willkommen, Josef Brunner',
    );
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(4);
    await expect(figure(canvasElement, 0)).toBe('2');
    await expect(figure(canvasElement, 1)).toBe('4.963,5 Std.');
    await expect(figure(canvasElement, 2)).toBe('26.690 l');
    await expect(figure(canvasElement, 3)).toBe('5,4 l/h');
    await expect(canvas.getByRole('link', { name: 'Zum Fuhrpark' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/fuhrpark',
    );
    // The charts of the last twelve months, as their tables give them.
    const fuel = await chartRows(canvas, 'Kraftstoff pro Monat, letzte 12 Monate');
    await expect(fuel).toHaveLength(12);
    await expect(fuel[0]).toEqual(['Dezember 2025', '0 l']);
    await expect(fuel[7]).toEqual(['Juli 2026', '1.105,5 l']);
    await expect(fuel[11]).toEqual(['November 2026', '443 l']);
    await expect(
      await chartRows(canvas, 'Einsatzstunden pro Einsatzart, letzte 12 Monate'),
    ).toEqual([
      ['Feld, leicht', '4 Std.'],
      ['Feld, schwer', '15,5 Std.'],
      ['Grünland, leicht', '9,5 Std.'],
      ['Grünland, schwer', '6,5 Std.'],
      ['Sonstiges, leicht', '0 Std.'],
      ['Sonstiges, schwer', '3 Std.'],
    ]);
    await expect(
      canvas.getByRole('figure', { name: 'Kraftstoff pro Monat, letzte 12 Monate' }),
    ).toBeVisible();
  },
};

/** Each vehicle of the statistics links to its page. */
export const WithVehicleLinks: Story = {
  args: {
    vehicles: [
      {
        id: '3f9a2c1e-8b4d-4e7a-9c2f-1a5b6c7d8e01',
        model: { id: 'lintrac-130', name: 'Lintrac 130', series: 'Lintrac' },
      },
      {
        id: '7c1d4e2f-6a3b-4c8d-9e0f-2b3c4d5e6f02',
        model: { id: 'geotrac-85', name: 'Geotrac 85 ep', series: 'Geotrac' },
      },
    ],
  },
  play: async ({ canvas }) => {
    const vehicles = canvas.getByRole('navigation', { name: 'Deine Fahrzeuge' });
    await expect(vehicles).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lintrac 130' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/fuhrpark/3f9a2c1e-8b4d-4e7a-9c2f-1a5b6c7d8e01',
    );
  },
};

export const ContentInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome, Josef Brunner',
    );
    await expect(canvas.getByText('Operating hours')).toBeVisible();
    await expect(figure(canvasElement, 2)).toBe('26,690 L');
  },
};

/** Without a name in the profile the generic fan label stands in. */
export const WithoutName: Story = {
  args: { userName: null },
  play: async ({ canvas, globals }) => {
    const fan = { en: 'Lindner fan', fr: 'Fan de Lindner' }[String(globals.locale).slice(0, 2)];
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(fan ?? 'Lindner-Fan');
  },
};

/** Too few figures yet for an average consumption, and no entries in the last twelve months. */
export const WithoutAverage: Story = {
  args: {
    statistics: {
      ...farmerFleet,
      ...quietFleetCharts,
      vehicleCount: 1,
      averageConsumption: null,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(figure(canvasElement, 3)).toBe('Noch keine Daten');
    // Sentences instead of empty charts.
    await expect(canvas.getByText('Keine Tankstopps in diesem Zeitraum.')).toBeVisible();
    await expect(canvas.getByText('Keine Einsätze in diesem Zeitraum.')).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** A user without vehicles, as the demo user `newcomer`: a way to add the first one. */
export const NoVehicles: Story = {
  args: {
    userName: 'Lena Gruber',
    statistics: {
      vehicleCount: 0,
      operatingHours: 0,
      fuelUsedLiters: 0,
      averageConsumption: null,
      ...quietFleetCharts,
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull();
    const path = {
      en: '/en/my-lindner/fleet/add-vehicle',
      fr: '/fr/mon-lindner/flotte/ajouter-vehicule',
    }[String(globals.locale).slice(0, 2)];
    const locale = String(globals.locale);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      path?.replace(/^\/\w+/, `/${locale}`) ??
        `/${locale}/mein-lindner/fuhrpark/fahrzeug-hinzufuegen`,
    );
  },
};

export const Loading: Story = {
  args: { state: 'loading', statistics: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Josef Brunner');
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', statistics: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The demo user `newcomer`: required profile data is missing, so the prompt leads to it. */
export const IncompleteProfile: Story = {
  args: {
    userName: 'Lena Gruber',
    profileMissing: ['salutation', 'phone', 'birthDate'],
  },
  play: async ({ canvas, globals }) => {
    const prompt = canvas.getByRole('status');
    await expect(prompt.querySelectorAll('li')).toHaveLength(3);
    const locale = String(globals.locale);
    const profilePath = locale.startsWith('en')
      ? `/${locale}/my-lindner/profile`
      : locale.startsWith('fr')
        ? `/${locale}/mon-lindner/profil`
        : `/${locale}/mein-lindner/profil`;
    await expect(prompt.querySelector('a')).toHaveAttribute('href', profilePath);
  },
};

export const IncompleteProfileInEnglish: Story = {
  ...IncompleteProfile,
  globals: { locale: 'en' },
};

export const IncompleteProfileInFrench: Story = { ...IncompleteProfile, globals: { locale: 'fr' } };
