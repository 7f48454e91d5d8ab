import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { eligible, eventsMessagesLoader, phoneViewport, trainingList } from '../../eventsStoryData';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { TrainingsView } from './TrainingsView';

/** The driver trainings without the API: the trainings, each missing condition, each state. */
const meta = {
  title: 'Portal/Trainings/List',
  component: TrainingsView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/fahrertrainings' },
  loaders: [eventsMessagesLoader],
  decorators: [withPortalMessages],
  args: { state: 'content', onRetry: fn(), data: trainingList },
} satisfies Meta<typeof TrainingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every condition met: the upcoming trainings, each linking to its sign-up. */
export const Offered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fahrertrainings' })).toBeVisible();
    await expect(canvas.queryByText('Für ein Fahrertraining fehlt Dir noch:')).toBeNull();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(2);
    await expect(
      within(cards[0]!).getByRole('link', { name: 'Fahrertraining Lintrac' }),
    ).toHaveAttribute('href', '/de/mein-lindner/fahrertrainings/fahrertraining-lintrac-maerz');
    await expect(within(cards[1]!).getByText('ausgebucht')).toBeVisible();
  },
};

/** No customer number and no approved vehicle: each named, each with the way to fix it. */
export const MissingCustomerNumberAndVehicle: Story = {
  args: {
    data: {
      ...trainingList,
      eligibility: {
        ...eligible,
        customerNumber: false,
        approvedVehicle: false,
        eligibleModel: false,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Für ein Fahrertraining fehlt Dir noch:')).toBeVisible();
    await expect(canvas.getByText('Eine Kundennummer in Deinem Profil.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Profil vervollständigen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/profil',
    );
    await expect(canvas.getByText(/Ein von Lindner freigegebenes Fahrzeug/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fahrzeug hinzufügen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/fuhrpark/fahrzeug-hinzufuegen',
    );
    await expect(canvas.queryByText(/Ein Fahrzeug eines Modells/)).toBeNull();
  },
};

/** The vehicles' models have no training, and the user attended one already: both said. */
export const ModelNotEligibleAttendedBefore: Story = {
  args: {
    data: {
      ...trainingList,
      eligibility: { ...eligible, eligibleModel: false, attendedBefore: true },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Ein Fahrzeug eines Modells/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fahrzeug hinzufügen' })).toBeVisible();
    await expect(
      canvas.getByText('Du hast bereits an einem Fahrertraining teilgenommen.'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: { eligibility: eligible, trainings: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Gerade ist kein Fahrertraining geplant. Schau bald wieder vorbei.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', data: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', data: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FrenchOnPhone: Story = {
  parameters: { ...phoneViewport, route: '/fr/mon-lindner/formation' },
  globals: { locale: 'fr', viewport: { value: 'phone' } },
  args: {
    data: {
      ...trainingList,
      eligibility: { ...eligible, customerNumber: false, attendedBefore: true },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Compléter votre profil' })).toHaveAttribute(
      'href',
      '/fr/mon-lindner/profil',
    );
    await expect(
      canvas.getByText('Vous avez déjà participé à une formation à la conduite.'),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
