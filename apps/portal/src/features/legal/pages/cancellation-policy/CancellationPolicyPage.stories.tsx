import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { phoneViewport } from '../../../../shared/storybook/viewports';
import { legalMessagesLoader } from '../../legalStoryMessages';
import { CancellationPolicyPage } from './CancellationPolicyPage';

/** The consumer's right of withdrawal the checkout links, with the model withdrawal form. */
const meta = {
  title: 'Portal/Legal/CancellationPolicy',
  component: CancellationPolicyPage,
  parameters: { layout: 'fullscreen', route: '/de-at/widerrufsbelehrung' },
  loaders: [legalMessagesLoader],
  decorators: [withPortalMessages],
} satisfies Meta<typeof CancellationPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const factOf = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling;

export const Policy: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Widerrufsbelehrung' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Widerrufsbelehrung | Lindner'));
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Wer widerrufen kann',
      'Widerrufsrecht',
      'So widerrufst Du',
      'Folgen des Widerrufs',
      'Vorzeitiges Erlöschen des Widerrufsrechts',
      'Muster-Widerrufsformular',
    ]);
    await expect(
      within(canvas.getByRole('region', { name: 'Widerrufsrecht' })).getByText(
        /binnen 14 Tagen ohne Angabe von Gründen/,
      ),
    ).toBeVisible();
    // Where to send the withdrawal: the imprint's address.
    const how = canvas.getByRole('region', { name: 'So widerrufst Du' });
    await expect(factOf(how, 'Unternehmen')).toHaveTextContent('Traktorenwerk Lindner GmbH');
    await expect(factOf(how, 'Anschrift')).toHaveTextContent(
      'Ing.-Hermann-Lindner-Straße 4, 6250 Kundl, Österreich',
    );
    await expect(
      within(how).getByRole('link', { name: 'info@lindner-traktoren.at' }),
    ).toHaveAttribute('href', 'mailto:info@lindner-traktoren.at');
    await expect(
      within(canvas.getByRole('region', { name: 'Folgen des Widerrufs' })).getByText(
        /spätestens binnen 14 Tagen/,
      ),
    ).toBeVisible();
    const form = within(canvas.getByRole('region', { name: 'Muster-Widerrufsformular' }));
    await expect(
      form.getByText(
        'An: Traktorenwerk Lindner GmbH, Ing.-Hermann-Lindner-Straße 4, 6250 Kundl, Österreich, E-Mail: info@lindner-traktoren.at',
      ),
    ).toBeVisible();
    await expect(form.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bestellt am (*):',
      'Name des/der Verbraucher(s):',
      'Anschrift des/der Verbraucher(s):',
      'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
      'Datum:',
    ]);
    await expect(form.getByText('(*) Unzutreffendes streichen.')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/droit-de-retractation' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Droit de rétractation' }),
    ).toBeVisible();
    await expect(factOf(canvasElement, 'Adresse')).toHaveTextContent('6250 Kundl, Autriche');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Modèle de formulaire de rétractation' }),
    ).toBeVisible();
  },
};

/** On a 360 px phone the address and the model form wrap; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
