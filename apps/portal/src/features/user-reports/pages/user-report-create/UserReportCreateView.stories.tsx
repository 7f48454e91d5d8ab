import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  acceptingTransport,
  formModels,
  storyConfig,
  userReportsMessagesLoader,
} from '../../userReportsStoryData';
import { UserReportCreateView } from './UserReportCreateView';

const path = '/de-at/community/anwenderberichte/erstellen';

/** Writing a report: the page around its form island, for a visitor who is not signed in. */
const meta = {
  title: 'Portal/UserReports/Create',
  component: UserReportCreateView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [userReportsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    data: { models: formModels, model: 'geotrac-84ep' },
    config: storyConfig,
    retryHref: path,
    transport: acceptingTransport(),
  },
} satisfies Meta<typeof UserReportCreateView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The heading names the form; what is published and that the editorial team reviews it; a way
 * to sign in; the model the address named is chosen already.
 */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('form', { name: 'Anwenderbericht schreiben' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/prüft jeden Bericht/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Modell/ })).toHaveValue('geotrac-84ep');
    await expect(canvas.getByRole('link', { name: 'Alle Anwenderberichte' })).toHaveAttribute(
      'href',
      '/de-at/community/anwenderberichte',
    );
  },
};

/** The models could not be fetched: no form to fill in vain, the error block with Retry. */
export const ModelsFailed: Story = {
  args: { data: { models: null, model: null } },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
  },
};
