import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link } from 'react-router';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { HeaderTabs } from '../Tabs';
import { PageLayout } from './PageLayout';
import { layoutStateOf, type LayoutState } from './layoutState';

const fleet = '/de/mein-lindner/fuhrpark';

const vehicleTabs = (
  <HeaderTabs
    label="Fahrzeug"
    items={[
      { to: `${fleet}/42`, label: 'Übersicht', end: true },
      { to: `${fleet}/42/garantie`, label: 'Garantie' },
      { to: `${fleet}/42/traclink`, label: 'Lizenz-Shop' },
      { to: `${fleet}/42/traclinkmobile`, label: 'TracLink mobile' },
    ]}
  />
);

const vehicleFacts = (
  <dl>
    <dt>Modell</dt>
    <dd>Lintrac 130</dd>
    <dt>Betriebsstunden</dt>
    <dd>1.240 h</dd>
  </dl>
);

const meta = {
  title: 'UI/PageLayout',
  tags: ['stable'],
  component: PageLayout,
  parameters: { layout: 'fullscreen', route: `${fleet}/42` },
  args: {
    title: 'Lintrac 130',
    backLink: <Link to={fleet}>Zurück zum Fuhrpark</Link>,
    headerActions: <Button variant="secondary">Drucken</Button>,
    tabs: vehicleTabs,
    children: vehicleFacts,
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const spinnerName = /…/;
const retryName = /versuchen|Retry|Réessayer/;

export const Content: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lintrac 130' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zum Fuhrpark' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Übersicht' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('1.240 h')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading', onRetry: fn() },
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('status', { name: spinnerName });
    await expect(spinner.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText('1.240 h')).toBeNull();
    // The heading stays, so the user knows which page is loading.
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByText('1.240 h')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: retryName }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutTabs: Story = {
  args: {
    title: 'Fuhrpark',
    backLink: undefined,
    tabs: undefined,
    headerActions: <Button>Fahrzeug hinzufügen</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fuhrpark' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const ContentMaxWidth: Story = {
  globals: { viewport: { value: 'xxl' } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector('[data-story-root] > div') as HTMLElement;
    await expect(getComputedStyle(page).maxWidth).toBe('1280px');
    await expect(page.getBoundingClientRect().width).toBe(1280);
  },
};

/** A page whose fetch state changes: refetching keeps the content, a failure shows Retry. */
function FetchingPage() {
  const [state, setState] = useState<LayoutState>('content');
  return (
    <PageLayout
      title="Lintrac 130"
      state={state}
      onRetry={() => setState('loading')}
      headerActions={
        <>
          <Button variant="secondary" onClick={() => setState('loading')}>
            Aktualisieren
          </Button>
          <Button variant="secondary" onClick={() => setState('content')}>
            Antwort kommt
          </Button>
          <Button variant="secondary" onClick={() => setState('error')}>
            Fehler kommt
          </Button>
        </>
      }
    >
      {vehicleFacts}
    </PageLayout>
  );
}

export const RefetchAndRetry: Story = {
  render: () => <FetchingPage />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aktualisieren' }));
    // No flash to the spinner while refetching: the content stays, marked busy.
    await expect(canvas.getByText('1.240 h')).toBeVisible();
    await expect(canvas.getByText('1.240 h').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Antwort kommt' }));
    await expect(canvas.getByText('1.240 h').closest('[aria-busy]')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Fehler kommt' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByText('1.240 h')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: retryName }));
    // After an error there is no content to keep, so the retry shows the spinner.
    await expect(canvas.getByRole('status', { name: spinnerName })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Antwort kommt' }));
    await expect(canvas.getByText('1.240 h')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Pages that use the fetch flags map them with `layoutStateOf`. */
export const FromFetchFlags: Story = {
  args: {
    state: layoutStateOf({ isFetching: true, hasFetchedOnce: true, fetchError: null }),
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.240 h')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
