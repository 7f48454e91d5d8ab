import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import {
  orchardReport,
  phoneViewport,
  steepSlopeReport,
  storyApi,
  userReportsMessagesLoader,
} from '../../userReportsStoryData';
import { UserReportView } from './UserReportView';

const path = '/de-at/community/anwenderberichte/lintrac-130-im-steilhang';

/** A published report without the API. */
const meta = {
  title: 'Portal/UserReports/Report',
  component: UserReportView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [userReportsMessagesLoader],
  decorators: [withPortalMessages],
  args: { report: steepSlopeReport, api: storyApi, retryHref: path },
} satisfies Meta<typeof UserReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The title, the model with a link to its page, the writer's first name and region only, the
 * day, the text as written (line breaks kept, markup shown as text) and the pictures.
 */
export const Report: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Im Steilhang sicher unterwegs' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lintrac 130' })).toHaveAttribute(
      'href',
      '/de-at/modelle/lintrac-130',
    );
    await expect(canvas.getByText('Martina aus Tirol')).toBeVisible();
    await expect(canvas.getByText('17. November 2026')).toBeVisible();
    const text = canvas.getByText(/Seit zwei Sommern/);
    await expect(text.textContent).toContain('Lintrac 130.\n\nDie Allradlenkung');
    await expect(text.textContent).toContain('<b>Kein HTML</b>');
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(
      canvas.getByRole('img', { name: 'Bild 2 zum Bericht „Im Steilhang sicher unterwegs“' }),
    ).toHaveAttribute('height', '640');
    await expect(canvas.getByRole('link', { name: 'Alle Anwenderberichte' })).toHaveAttribute(
      'href',
      '/de-at/community/anwenderberichte',
    );
  },
};

/** Written in English, shown on a German page: its words marked English, no pictures. */
export const OtherLanguage: Story = {
  args: { report: orchardReport },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('A compact all-rounder for our orchard').closest('[lang]'),
    ).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText(/We run a fruit farm/)).toHaveAttribute('lang', 'en');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The report could not be fetched: the error block with Retry. */
export const FetchFailed: Story = {
  args: { report: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      args.retryHref,
    );
  },
};

/** On a 360 px phone: nothing scrolls sideways. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Martina aus Tirol')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
