import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { modelOverview, modelsMessagesLoader, phoneViewport } from '../../modelsStoryData';
import { ModelsView } from './ModelsView';

const path = '/de-at/modelle';

/** The model overview without the API: all models, filtered, empty and failure. */
const meta = {
  title: 'Portal/Models/Overview',
  component: ModelsView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [modelsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    data: { use: null, models: modelOverview },
    action: path,
    onSearch: fn(),
    onCompare: fn(),
    retryHref: `${path}?use=grassland`,
  },
} satisfies Meta<typeof ModelsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The range by series, each model a card: its picture with its size, its name linking to its
 * page, power, transmission, four-wheel steering, unladen weight and uses; the filter is a GET
 * form.
 */
export const AllModels: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Modelle' })).toBeVisible();
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Lintrac', 'Geotrac', 'Unitrac']);
    await expect(canvas.getByText(/Der stufenlose Standardtraktor/)).toBeVisible();
    const lintracs = within(canvas.getByRole('region', { name: 'Lintrac' })).getAllByRole(
      'article',
    );
    await expect(lintracs).toHaveLength(2);
    const card = within(lintracs[1]!);
    await expect(card.getByRole('link', { name: 'Lintrac 130' })).toHaveAttribute(
      'href',
      '/de-at/modelle/lintrac-130',
    );
    await expect(card.getByText('136 PS')).toBeVisible();
    await expect(card.getByText('Stufenlos')).toBeVisible();
    await expect(card.getByText('Ja')).toBeVisible();
    // Austrian German groups thousands with a space.
    await expect(card.getByText(/^5\.200 kg$/)).toBeVisible();
    const uses = card.getByRole('list', { name: 'Einsätze' });
    await expect(
      within(uses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grünland', 'Bergbauernhof', 'Transport']);
    const picture = lintracs[1]!.querySelector('img');
    await expect(picture).toHaveAttribute('width', '400');
    await expect(picture).toHaveAttribute('height', '300');
    const geotrac = within(canvas.getByRole('region', { name: 'Geotrac' }));
    await expect(geotrac.getByText('Synchronisiert')).toBeVisible();
    await expect(geotrac.getByText('Nein')).toBeVisible();

    const form = canvasElement.querySelector('form[method="get"]');
    await expect(form).toHaveAttribute('action', path);
    const select = canvas.getByRole('combobox', { name: 'Einsatz' });
    await expect(select).toHaveAttribute('name', 'use');
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'municipal');
    await userEvent.click(canvas.getByRole('button', { name: 'Anzeigen' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('?use=municipal');
    await userEvent.selectOptions(select, '');
    await userEvent.click(canvas.getByRole('button', { name: 'Anzeigen' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/**
 * Choosing models to compare: a "Vergleichen" checkbox on each card, all inside one GET form to
 * the comparison (`models` repeated) apart from the filter's form.
 */
export const ChooseToCompare: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ args, canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Modelle vergleichen' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/de-at/modelle/vergleich');
    // Two forms side by side, neither inside the other.
    const filter = canvas.getByRole('form', { name: 'Modelle nach Einsatz filtern' });
    await expect(form.contains(filter) || filter.contains(form)).toBe(false);
    await expect(canvasElement.querySelectorAll('form form')).toHaveLength(0);
    const boxes = within(form).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(4);
    for (const box of boxes) await expect(box).toHaveAttribute('name', 'models');
    const lintrac = canvas.getByRole('checkbox', { name: 'Vergleichen Lintrac 130' });
    await expect(lintrac).toHaveAttribute('value', 'lintrac-130');
    await expect(lintrac).not.toBeChecked();
    // The label is a target of its own, above the card's link.
    await userEvent.click(within(lintrac.closest('article')!).getByText('Vergleichen'));
    await expect(lintrac).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vergleichen Geotrac 84ep' }));
    await userEvent.click(canvas.getAllByRole('button', { name: 'Ausgewählte vergleichen' })[0]!);
    await expect(args.onCompare).toHaveBeenLastCalledWith('?models=lintrac-130,geotrac-84ep');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Filtered by a use: the models suited to it, the filter showing it. */
export const FilteredByUse: Story = {
  args: {
    data: {
      use: 'municipal',
      models: modelOverview.filter((model) => model.uses.includes('municipal')),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Einsatz' })).toHaveValue('municipal');
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Geotrac', 'Unitrac']);
    await expect(
      canvas.getAllByRole('article').map((card) => within(card).getByRole('link').textContent),
    ).toEqual(['Geotrac 84ep', 'Unitrac 122 LDrive']);
    await expect(canvas.getByText('2 Modelle')).toBeInTheDocument();
  },
};

/** No model suits the use: an empty state and the way back to every model. */
export const Empty: Story = {
  args: { data: { use: 'vineyard', models: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Kein Modell für diesen Einsatz' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Modelle anzeigen' })).toHaveAttribute(
      'href',
      path,
    );
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The models could not be fetched: the error block, and Retry loads the overview again. */
export const FetchFailed: Story = {
  args: { data: { use: 'grassland', models: null } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
    await expect(canvas.getByRole('combobox', { name: 'Einsatz' })).toHaveValue('grassland');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { route: '/fr/modeles' },
  args: { action: '/fr/modeles' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Modèles' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lintrac 130' })).toHaveAttribute(
      'href',
      '/fr/modeles/lintrac-130',
    );
    await expect(canvas.getByText('136 ch')).toBeVisible();
    await expect(canvas.getAllByText('À variation continue').length).toBeGreaterThan(0);
  },
};

export const OnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Anzeigen' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
