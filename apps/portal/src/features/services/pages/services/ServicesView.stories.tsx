import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';
import { saved } from '../../../../shared/storybook/profileData';
import {
  gvlStartValues,
  phoneViewport,
  servicesEmpty,
  servicesMessagesLoader,
  servicesWithDealer,
  servicesWithoutDealer,
} from '../../servicesStoryData';
import { ServicesView } from './ServicesView';

/** The services page, without its data: each state. */
const meta = {
  title: 'Portal/Services/Services',
  component: ServicesView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/services' },
  loaders: [servicesMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: {
    state: 'content',
    onRetry: fn(),
    services: servicesWithDealer,
    gvlContact: { initialValues: gvlStartValues, onSubmit: fn(saved) },
  },
} satisfies Meta<typeof ServicesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every offer, the three external sites in new tabs, the dealer and its two contacts. */
export const WithDealer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    const offers = within(canvas.getByRole('region', { name: 'Unsere Services' }));
    await expect(offers.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(offers.getByRole('heading', { name: 'Mietpark' })).toBeVisible();
    await expect(offers.getByText(/gültigen Führerschein/)).toBeVisible();

    const links = within(canvas.getByRole('region', { name: 'Mehr Services online' }));
    for (const [name, href] of [
      ['Fahrzeug mieten', 'https://www.lindner-traktoren.at/service/mietpark'],
      ['Hofbesuch vereinbaren', 'https://www.lindner-traktoren.at/service/hofbesuch'],
      ['Fahrertraining buchen', 'https://www.lindner-traktoren.at/service/fahrertraining'],
    ] as const) {
      const link = links.getByRole('link', { name: `${name} (öffnet in neuem Tab)` });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }

    const contacts = canvas.getByRole('region', { name: 'Deine Ansprechpartner' });
    await expect(contacts).toHaveAttribute('id', 'GvlContact');
    const contact = within(contacts);
    await expect(
      contact.getByRole('heading', { name: 'Landtechnik Huber GmbH, Kundl' }),
    ).toBeVisible();
    await expect(contact.getByRole('link', { name: '+43 5338 8420' })).toHaveAttribute(
      'href',
      'tel:+4353388420',
    );
    const maria = within(contact.getByRole('heading', { name: 'Maria Huber' }).closest('li')!);
    await expect(maria.getByText('Ansprechpartner beim Händler')).toBeVisible();
    const phone = maria.getByRole('link', { name: '+43 (0) 5338 8420-12' });
    await expect(phone).toHaveAttribute('href', 'tel:+435338842012');
    await expect(phone.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(
      maria.getByRole('link', { name: 'maria.huber@landtechnik-huber.at' }),
    ).toHaveAttribute('href', 'mailto:maria.huber@landtechnik-huber.at');
    const thomas = within(contact.getByRole('heading', { name: 'Thomas Berger' }).closest('li')!);
    await expect(thomas.getByText('Gebietsverkaufsleiter von Lindner')).toBeVisible();
    await expect(thomas.queryByText('E-Mail')).toBeNull();
    await expect(contact.queryByText('Wir kennen Deinen Händler noch nicht')).toBeNull();
  },
};

const consentName = /Ich bin einverstanden/;

/** The GVL contact form in the contacts: the profile's details filled in, the company's asked. */
async function fillInCompany(root: HTMLElement) {
  await userEvent.selectOptions(control<HTMLSelectElement>(root, 'employeeCount'), '10 bis 49');
  await userEvent.selectOptions(control<HTMLSelectElement>(root, 'turnover'), '2 bis 10 Mio. €');
  await userEvent.click(control(root, 'function'));
  await userEvent.paste('Betriebsleiter');
  await userEvent.click(control<HTMLTextAreaElement>(root, 'message'));
  await userEvent.paste('Wir planen drei neue Traktoren.');
  await userEvent.click(within(root).getByRole('checkbox', { name: consentName }));
}

/** The form to the area sales manager, sent: the dealer's id addresses it, the thanks follow. */
export const GvlContactSent: Story = {
  play: async ({ args, canvas }) => {
    const contacts = canvas.getByRole('region', { name: 'Deine Ansprechpartner' });
    const form = within(contacts).getByRole('form', {
      name: 'Schreib Deinem Gebietsverkaufsleiter',
    });
    await expect(control(form, 'firstName')).toHaveValue('Josef');
    await expect(control<HTMLSelectElement>(form, 'salutation')).toHaveValue('male');
    await fillInCompany(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Nachricht senden' }));
    await expect(args.gvlContact.onSubmit).toHaveBeenCalledWith({
      salutation: 'male',
      firstName: 'Josef',
      lastName: 'Brunner',
      email: 'josef.brunner@example.com',
      phone: null,
      company: 'Brunnerhof',
      function: 'Betriebsleiter',
      employeeCount: '10-49',
      turnover: '2m-10m',
      brand: null,
      street: 'Dorfstraße 12',
      zip: '6250',
      city: 'Kundl',
      country: 'AT',
      message: 'Wir planen drei neue Traktoren.',
      areaSalesManagerId: 'b3c2d1e0-1a2b-4c3d-8e9f-0a1b2c3d4e01',
      privacyConsent: true,
    });
    await expect(await canvas.findByText(/Vielen Dank für Deine Anfrage/)).toBeVisible();
  },
};

/** Sent without the company's bands and the message: each field says so, nothing is sent. */
export const GvlContactRequiredFields: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    for (const name of ['employeeCount', 'turnover']) {
      await expect(control<HTMLSelectElement>(canvasElement, name)).toHaveAccessibleDescription(
        'Dieses Feld ist erforderlich.',
      );
    }
    await expect(
      control<HTMLTextAreaElement>(canvasElement, 'message'),
    ).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    await waitFor(() =>
      expect(control<HTMLSelectElement>(canvasElement, 'employeeCount')).toHaveFocus(),
    );
    await expect(args.gvlContact.onSubmit).not.toHaveBeenCalled();
  },
};

const notFound = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: serverText('server.error.notFound'),
  fieldErrors: {},
});

/** The server turns the form down (the region changed meanwhile): its message, nothing lost. */
export const GvlContactTurnedDown: Story = {
  args: { gvlContact: { initialValues: gvlStartValues, onSubmit: fn(notFound) } },
  play: async ({ canvas, canvasElement }) => {
    await fillInCompany(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nicht gefunden.');
    await expect(control<HTMLTextAreaElement>(canvasElement, 'message')).toHaveValue(
      'Wir planen drei neue Traktoren.',
    );
  },
};

/** No zip in the profile: no dealer, but the way to the profile and to the dealer finder. */
export const WithoutDealer: Story = {
  args: { services: servicesWithoutDealer },
  play: async ({ canvas }) => {
    const contact = within(canvas.getByRole('region', { name: 'Deine Ansprechpartner' }));
    await expect(contact.getByText('Wir kennen Deinen Händler noch nicht')).toBeVisible();
    await expect(contact.getByRole('link', { name: 'Profil vervollständigen' })).toHaveAttribute(
      'href',
      '/de/mein-lindner/profil',
    );
    await expect(
      contact.getByRole('link', { name: 'Händler in Deiner Nähe suchen' }),
    ).toHaveAttribute('href', '/de/service-kontakt/haendlersuche');
    await expect(contact.queryByRole('link', { name: /^tel/ })).toBeNull();
    // Without a dealer there is no area sales manager to write to.
    await expect(contact.queryByRole('form')).toBeNull();
  },
};

/** No offers to show, and a dealer without named contacts: each part says so. */
export const Empty: Story = {
  args: { services: servicesEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Gerade gibt es hier keine Service-Angebote/)).toBeVisible();
    await expect(
      canvas.getByText(/^Dein Händler hat noch keine Ansprechpartner genannt/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+43 5338 8420' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', services: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', services: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutDealerInFrench: Story = {
  args: { services: servicesWithoutDealer },
  parameters: { route: '/fr/mon-lindner/services' },
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Compléter le profil' })).toHaveAttribute(
      'href',
      '/fr/mon-lindner/profil',
    );
    await expect(
      canvas.getByRole('link', { name: 'Trouver un revendeur près de chez vous' }),
    ).toHaveAttribute('href', '/fr/service-contact/recherche-revendeur');
  },
};

export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Deine Ansprechpartner' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
