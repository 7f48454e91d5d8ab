import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  portalMessages,
  portalNewsletterMessages,
  portalPublicFormsMessages,
} from '../../../../messages';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { networkError, saved } from '../../../../shared/storybook/profileData';
import { NewsletterView } from './NewsletterView';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';

const messagesLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPublicFormsMessages,
    portalNewsletterMessages,
  ]),
});

const consentName = /Ich bin einverstanden/;
const token = 'A'.repeat(43);

/** The newsletter page without the API: sign-up, the interests after confirming, a bad link. */
const meta = {
  title: 'Portal/Newsletter/Page',
  component: NewsletterView,
  parameters: { layout: 'fullscreen', route: '/de-at/newsletter' },
  loaders: [messagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: {
    api: { baseUrl: '/api', clientSegment: 'portal' },
    data: { kind: 'signUp' },
    retryHref: '/de-at/newsletter?token=x',
    onSubscribe: fn(saved),
    onChooseInterests: fn(saved),
  },
} satisfies Meta<typeof NewsletterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without address and consent nothing is sent, and each says so. */
export const RequiredFields: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Newsletter abonnieren' }));
    await expect(control(canvasElement, 'email')).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    );
    await expect(canvas.getByRole('checkbox', { name: consentName })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(control(canvasElement, 'email')).toHaveFocus());
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

/** Subscribed: the page asks to look in the mailbox. */
export const CheckTheMailbox: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(control(canvasElement, 'email'));
    await userEvent.paste('anna.moser@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: consentName }));
    await userEvent.click(canvas.getByRole('button', { name: 'Newsletter abonnieren' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith({
      email: 'anna.moser@example.com',
      privacyConsent: true,
    });
    await expect(await canvas.findByText(/Bitte schau in Dein Postfach/)).toBeVisible();
  },
};

const alreadySubscribed = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: serverText('server.newsletter.alreadySubscribed'),
  fieldErrors: {},
});

/** SPEC.md's flag: the address is subscribed already. */
export const AlreadySubscribed: Story = {
  args: { onSubscribe: fn(alreadySubscribed) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(control(canvasElement, 'email'));
    await userEvent.paste('josef.brunner@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: consentName }));
    await userEvent.click(canvas.getByRole('button', { name: 'Newsletter abonnieren' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Für diese E-Mail-Adresse besteht bereits ein Newsletter-Abonnement.',
    );
  },
};

const segmentNotSetUp = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: serverText('server.newsletter.segmentNotSetUp'),
  fieldErrors: {},
});

/** SPEC.md's flag: the newsletter's segment is not set up. */
export const SegmentNotSetUp: Story = {
  args: { onSubscribe: fn(segmentNotSetUp) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(control(canvasElement, 'email'));
    await userEvent.paste('anna.moser@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: consentName }));
    await userEvent.click(canvas.getByRole('button', { name: 'Newsletter abonnieren' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Die Newsletter-Anmeldung ist derzeit nicht eingerichtet.',
    );
  },
};

/** After the confirmation link: the interests, saved. */
export const ChooseInterests: Story = {
  args: { data: { kind: 'confirmed', token, interests: [] } },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Anmeldung bestätigt' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Telematik' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Kommunal' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Interessen speichern' }));
    await expect(args.onChooseInterests).toHaveBeenCalledWith({
      token,
      interests: ['telematics', 'municipal'],
    });
    await expect(await canvas.findByText('Deine Interessen sind gespeichert.')).toBeVisible();
  },
};

const notSubscribed = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: serverText('server.newsletter.notSubscribed'),
  fieldErrors: {},
});

/** SPEC.md's flag: interests of an address that never confirmed. */
export const NotSubscribed: Story = {
  args: {
    data: { kind: 'confirmed', token, interests: [] },
    onChooseInterests: fn(notSubscribed),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Interessen speichern' }));
    await expect(
      await canvas.findByText(/Diese E-Mail-Adresse ist nicht für den Newsletter angemeldet/),
    ).toBeVisible();
  },
};

/** No connection while saving the interests: the general error. */
export const InterestsNetworkError: Story = {
  args: {
    data: { kind: 'confirmed', token, interests: [] },
    onChooseInterests: fn(networkError),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Interessen speichern' }));
    await expect(
      await canvas.findByText('Fehler aufgetreten. Bitte erneut versuchen.'),
    ).toBeVisible();
  },
};

/** A link that expired: the page says so above the sign-up. */
export const ExpiredLink: Story = {
  args: { data: { kind: 'problem', problem: 'expired' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Dieser Link ist abgelaufen. Bitte melde Dich hier erneut an.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Newsletter abonnieren' })).toBeVisible();
  },
};

/** A wrong link. */
export const InvalidLink: Story = {
  args: { data: { kind: 'problem', problem: 'invalid' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Dieser Link ist ungültig/)).toBeVisible();
  },
};

/** On a 360 px phone nothing scrolls sideways, in either view. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  args: { data: { kind: 'confirmed', token, interests: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Interessen speichern' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const PhoneSignUp: Story = {
  ...Phone,
  args: { data: { kind: 'signUp' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Newsletter abonnieren' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** A link opened again later: the interests chosen before are ticked. */
export const InterestsChosenBefore: Story = {
  args: { data: { kind: 'confirmed', token, interests: ['supercup', 'municipal'] } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Supercup' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Kommunal' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Telematik' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Supercup' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Interessen speichern' }));
    await expect(args.onChooseInterests).toHaveBeenCalledWith({ token, interests: ['municipal'] });
  },
};

/** SPEC.md's flag, from the link of a subscription never confirmed: the sign-up again. */
export const LinkNotSubscribed: Story = {
  args: { data: { kind: 'problem', problem: 'notSubscribed' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Diese E-Mail-Adresse ist nicht für den Newsletter angemeldet/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Newsletter abonnieren' })).toBeVisible();
  },
};

/** SPEC.md's flag, when the page is opened from a link while the segment is not set up. */
export const LinkSegmentNotSetUp: Story = {
  args: { data: { kind: 'problem', problem: 'segmentNotSetUp' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Die Newsletter-Anmeldung ist derzeit nicht eingerichtet/),
    ).toBeVisible();
  },
};

/** The interests could not be fetched: the general error with Retry. */
export const InterestsUnavailable: Story = {
  args: { data: { kind: 'unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /erneut versuchen/i })).toHaveAttribute(
      'href',
      '/de-at/newsletter?token=x',
    );
  },
};
