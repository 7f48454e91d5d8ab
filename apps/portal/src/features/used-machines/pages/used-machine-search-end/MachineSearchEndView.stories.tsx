import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { phoneViewport, usedMachinesMessagesLoader } from '../../usedMachinesStoryData';
import { MachineSearchEndView, type EndOutcome } from './MachineSearchEndView';

const search = { name: 'Lintrac bis 50.000 €', query: 'class=tractor&yearMin=2018&price=upTo50' };
const ended = async (): Promise<EndOutcome> => ({ ended: search.name });

/** The page a saved search's mail links to, without the API: each state. */
const meta = {
  title: 'Portal/UsedMachines/SearchEnd',
  component: MachineSearchEndView,
  parameters: {
    layout: 'fullscreen',
    route: '/de/gebrauchtmaschinen/suchauftrag-beenden/beispiel',
  },
  loaders: [usedMachinesMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    data: { token: 'beispiel', search, failed: false },
    onEnd: fn(ended),
    retryHref: '/de/gebrauchtmaschinen/suchauftrag-beenden/beispiel',
  },
} satisfies Meta<typeof MachineSearchEndView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Which search ends, with its filters; the button ends it and the page says so. */
export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Suchauftrag beenden' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Mit dem Suchauftrag „Lintrac bis 50\.000 €“/)).toBeVisible();
    await expect(canvas.getByText('Fahrzeugart')).toBeVisible();
    await expect(canvas.getByText('ab 2018')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Suchauftrag beenden' }));
    await expect(args.onEnd).toHaveBeenCalledOnce();
    const done = await canvas.findByText(
      'Der Suchauftrag „Lintrac bis 50.000 €“ ist beendet. Du bekommst dazu keine E-Mails mehr.',
    );
    await expect(done).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu den Gebrauchtmaschinen' })).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen',
    );
    await expect(canvas.queryByRole('button', { name: 'Suchauftrag beenden' })).toBeNull();
  },
};

/** Ended in the meantime (another click, another tab): the page says it is gone. */
export const EndedMeanwhile: Story = {
  args: { onEnd: fn(async (): Promise<EndOutcome> => 'gone') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suchauftrag beenden' }));
    const heading = await canvas.findByRole('heading', {
      name: 'Diesen Suchauftrag gibt es nicht mehr',
    });
    await expect(heading).toBeVisible();
    await waitFor(() => expect(heading.parentElement).toHaveFocus());
  },
};

/** An unknown or already ended link: a clear message and the way to the used machines. */
export const UnknownToken: Story = {
  args: { data: { token: 'unbekannt', search: null, failed: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Diesen Suchauftrag gibt es nicht mehr' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Der Link ist unbekannt/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zu den Gebrauchtmaschinen' })).toHaveAttribute(
      'href',
      '/de/gebrauchtmaschinen',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Ending fails: the page says so, and the button stays for another try. */
export const EndFails: Story = {
  args: { onEnd: fn(async (): Promise<EndOutcome> => 'failed') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suchauftrag beenden' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Der Suchauftrag konnte gerade nicht beendet werden.',
    );
    await expect(canvas.getByRole('button', { name: 'Suchauftrag beenden' })).toBeEnabled();
  },
};

/** The search could not be fetched: Retry. */
export const LoadFailed: Story = {
  args: { data: { token: 'beispiel', search: null, failed: true } },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Der Suchauftrag konnte gerade nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
  },
};

/** In French on a phone: fits 360 px, and the French address the reader with "vous". */
export const PhoneInFrench: Story = {
  parameters: {
    ...phoneViewport,
    route: '/fr-fr/occasions/fin-recherche-enregistree/beispiel',
  },
  globals: { locale: 'fr-fr', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Arrêter la recherche enregistrée' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Souhaitez-vous l’arrêter/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
