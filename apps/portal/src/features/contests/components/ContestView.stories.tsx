import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import {
  contestsMessagesLoader,
  drawingContest,
  momentContest,
  phoneViewport,
  photoContest,
} from '../contestsStoryData';
import { ContestView } from './ContestView';

const path = '/de-at/community/gewinnspiele/fotowettbewerb';

/** A contest's page without the API: open, with its prize draw, over, empty, failed. */
const meta = {
  title: 'Portal/Contests/Contest',
  component: ContestView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [contestsMessagesLoader],
  decorators: [withPortalMessages],
  args: { contest: photoContest, retryHref: path },
} satisfies Meta<typeof ContestView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the deadline, the terms, each entry with picture, title, first name and votes. */
export const OpenPhotoContest: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Fotowettbewerb: Dein Lindner im Einsatz' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Einsendeschluss: 7\. Januar 2027/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Teilnahmebedingungen' })).toBeVisible();
    const entries = canvas.getAllByRole('article');
    await expect(entries).toHaveLength(2);
    const first = within(entries[0]!);
    await expect(first.getByRole('heading', { level: 3, name: 'Nebelmorgen' })).toBeVisible();
    await expect(first.getByText('von Anna')).toBeVisible();
    await expect(first.getByText('3 Stimmen')).toBeVisible();
    await expect(within(entries[1]!).getByText('1 Stimme')).toBeVisible();
  },
};

/** The drawing contest names its main prize draw and the drawer's age band. */
export const DrawingContest: Story = {
  args: { contest: drawingContest },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Der Hauptpreis wird am 19. Dezember 2025 verlost.'),
    ).toBeVisible();
    await expect(canvas.getByText('von Lena, 7 bis 10 Jahre')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Zeichnung von Lena' }),
    ).toBeVisible();
  },
};

/** After the deadline: "Einsendeschluss ist vorbei" instead of taking part; a video is a link. */
export const DeadlineOver: Story = {
  args: { contest: momentContest },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Einsendeschluss ist vorbei' })).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: 'Teilnahmebedingungen' })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Video ansehen (externe Seite)' }),
    ).toHaveAttribute('href', 'https://video.example.com/lindner-momente/schneeraeumung');
    await expect(canvas.queryByTitle(/video/i)).toBeNull();
  },
};

/** No published entries yet, in French on a phone. */
export const EmptyInFrenchOnAPhone: Story = {
  globals: { locale: 'fr', viewport: { value: 'phone' } },
  parameters: { ...phoneViewport, route: '/fr/community/concours/concours-photo' },
  args: { contest: { ...photoContest, entries: [], entryCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune participation publiée pour l’instant.')).toBeVisible();
  },
};

/** The contest could not be loaded: Retry is a link to the page. */
export const LoadFailed: Story = {
  args: { contest: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      path,
    );
  },
};
