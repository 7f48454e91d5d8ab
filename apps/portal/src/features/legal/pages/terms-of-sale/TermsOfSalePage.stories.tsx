import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { phoneViewport } from '../../../../shared/storybook/viewports';
import { legalMessagesLoader } from '../../legalStoryMessages';
import { TermsOfSalePage } from './TermsOfSalePage';

/** The terms of sale the checkout links: licences, warranty extensions, payment on invoice. */
const meta = {
  title: 'Portal/Legal/TermsOfSale',
  component: TermsOfSalePage,
  parameters: { layout: 'fullscreen', route: '/de-at/agb' },
  loaders: [legalMessagesLoader],
  decorators: [withPortalMessages],
} satisfies Meta<typeof TermsOfSalePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen (AGB)' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Allgemeine Geschäftsbedingungen (AGB) | Lindner'),
    );
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Geltungsbereich und Vertragspartner',
      'Vertragsschluss',
      'Preise',
      'Zahlung auf Rechnung',
      'TracLink-Lizenzen: Laufzeit, Verlängerung und Kündigung',
      'Garantieverlängerungen',
      'Einbau des TracLink-Geräts',
      'Widerrufsrecht',
      'Haftung',
      'Anwendbares Recht und Gerichtsstand',
    ]);
    const scope = within(
      canvas.getByRole('region', { name: 'Geltungsbereich und Vertragspartner' }),
    );
    await expect(
      scope.getByText(/Ing\.-Hermann-Lindner-Straße 4, 6250 Kundl, Österreich/),
    ).toBeVisible();
    await expect(scope.getAllByRole('listitem')).toHaveLength(2);
    // The order is the customer's offer; the confirmation mail accepts it, in this order.
    const contract = within(canvas.getByRole('region', { name: 'Vertragsschluss' }));
    const steps = contract.getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]?.parentElement?.tagName).toBe('OL');
    await expect(steps[2]).toHaveTextContent('verbindliches Angebot');
    await expect(steps[3]).toHaveTextContent('Bestellbestätigung per E-Mail an');
    const prices = within(canvas.getByRole('region', { name: 'Preise' }));
    await expect(prices.getByText(/20 % Umsatzsteuer/)).toBeVisible();
    await expect(prices.getByText(/Euro \(EUR\)/)).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Zahlung auf Rechnung' })).getByText(
        /innerhalb von 14 Tagen/,
      ),
    ).toBeVisible();
    await expect(
      within(
        canvas.getByRole('region', {
          name: 'TracLink-Lizenzen: Laufzeit, Verlängerung und Kündigung',
        }),
      ).getByText(/verlängert sich automatisch um den gewählten Zeitraum/),
    ).toBeVisible();
    await expect(canvas.getByText(/„In Bearbeitung“/)).toBeVisible();
    await expect(canvas.getByText(/Gericht in Kufstein/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Widerrufsbelehrung' })).toHaveAttribute(
      'href',
      '/de-at/widerrufsbelehrung',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/terms-and-conditions' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Terms and conditions of sale' }),
    ).toBeVisible();
    await expect(canvas.getByText(/20 % VAT is added/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'cancellation policy' })).toHaveAttribute(
      'href',
      '/en/cancellation-policy',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  parameters: { route: '/fr-fr/conditions-generales-de-vente' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Conditions générales de vente (CGV)' }),
    ).toBeVisible();
    await expect(canvas.getByText(/6250 Kundl, Autriche/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'informations sur le droit de rétractation' }),
    ).toHaveAttribute('href', '/fr-fr/droit-de-retractation');
  },
};

/** On a 360 px phone the long headings and lists wrap; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
