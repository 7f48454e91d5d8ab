import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { legalMessagesLoader } from '../../legalStoryMessages';
import { ImprintPage } from './ImprintPage';

/** The imprint: the maker, its address and its register figures. */
const meta = {
  title: 'Portal/Legal/Imprint',
  component: ImprintPage,
  parameters: { layout: 'fullscreen', route: '/de-at/impressum' },
  loaders: [legalMessagesLoader],
  decorators: [withPortalMessages],
} satisfies Meta<typeof ImprintPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const factOf = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling;

export const Imprint: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Impressum | Lindner'));
    await expect(factOf(canvasElement, 'Unternehmen')).toHaveTextContent(
      'Traktorenwerk Lindner GmbH',
    );
    await expect(factOf(canvasElement, 'Anschrift')).toHaveTextContent(
      'Ing.-Hermann-Lindner-Straße 4, 6250 Kundl, Österreich',
    );
    await expect(canvas.getByRole('link', { name: '+43 5338 7420' })).toHaveAttribute(
      'href',
      'tel:+4353387420',
    );
    await expect(factOf(canvasElement, 'Firmenbuchgericht')).toHaveTextContent(
      'Landesgericht Innsbruck',
    );
    await expect(canvas.getByRole('link', { name: /www\.ris\.bka\.gv\.at/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/mentions-legales' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await expect(factOf(canvasElement, 'Adresse')).toHaveTextContent('6250 Kundl, Autriche');
  },
};

/** On a 360 px phone label and value stack; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
