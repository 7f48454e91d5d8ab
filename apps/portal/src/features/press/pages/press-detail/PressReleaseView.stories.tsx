import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { phoneViewport, pressMessagesLoader, release } from '../../pressStoryData';
import { PressReleaseView } from './PressReleaseView';

const path = '/de-at/lindner-welt/presse/lintrac-130-ls-weltpremiere';

/** A press release without the API: in German, German on an English page, failure, phone. */
const meta = {
  title: 'Portal/Press/Release',
  component: PressReleaseView,
  parameters: { layout: 'fullscreen', route: path },
  loaders: [pressMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    release,
    downloadHref: (file: string) => `https://portal.example/api/portal/press/x/downloads/${file}`,
    retryHref: path,
  },
} satisfies Meta<typeof PressReleaseView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Date, body as blocks, the downloads with type and size, and the contact person's links. */
export const Release: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Weltpremiere: Der Lintrac 130 LS' }),
    ).toBeVisible();
    await expect(canvas.getByText('Veröffentlicht am 24. November 2026')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Das Wichtigste im Überblick' }),
    ).toBeVisible();
    await expect(canvas.getByText('Lintrac 130 LS', { selector: 'strong' })).toBeVisible();
    const downloads = within(canvas.getByRole('region', { name: 'Downloads' }));
    const kit = downloads.getByRole('link', { name: /Pressemappe \(PDF\)/ });
    await expect(kit).toHaveAttribute(
      'href',
      'https://portal.example/api/portal/press/x/downloads/lintrac-130-ls-pressemappe.pdf',
    );
    await expect(kit).toHaveTextContent('PDF, 1 kB');
    await expect(downloads.getByRole('link', { name: /Technische Daten/ })).toHaveTextContent(
      'PDF, 2,5 MB',
    );
    const contact = within(canvas.getByRole('region', { name: 'Pressekontakt' }));
    await expect(contact.getByText('Theresa Lindner')).toBeVisible();
    await expect(
      contact.getByRole('link', { name: 'E-Mail an Theresa Lindner: presse@lindner-traktoren.at' }),
    ).toHaveAttribute('href', 'mailto:presse@lindner-traktoren.at');
    await expect(
      contact.getByRole('link', { name: 'Theresa Lindner anrufen: +43 5338 7420-0' }),
    ).toHaveAttribute('href', 'tel:+43533874200');
  },
};

/** On an English page, a release only in German: marked `lang="de"` with the note. */
export const GermanOnEnglishPage: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/lindner/press/lintrac-130-ls-weltpremiere' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAttribute('lang', 'de');
    await expect(canvas.getByText('Only available in German.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Press contact' })).toBeVisible();
    await expect(canvas.getByText('Released on November 24, 2026')).toBeVisible();
  },
};

export const FetchFailed: Story = {
  args: { release: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Die Pressemitteilung konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Pressemitteilungen' })).toBeVisible();
  },
};

export const OnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
