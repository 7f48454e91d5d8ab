import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { control } from '../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../shared/storybook/portalLocale';
import { phoneViewport, usedMachinesMessagesLoader } from '../usedMachinesStoryData';
import { MachineInquiry } from './MachineInquiry';

// The inquiry island on its own (the detail page's stories show it in its place): its lean
// form's messages, keyboard use and thanks in the other languages.

const sent = async (): Promise<SubmitOutcome> => ({ ok: true });

const meta = {
  title: 'Portal/UsedMachines/Inquiry',
  component: MachineInquiry,
  parameters: { route: '/en/used-machines/m-24017' },
  loaders: [usedMachinesMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    machineId: 'm-24017',
    identifier: 'GM-24017',
    model: 'Lindner Lintrac 110',
    privacyHref: '/en/privacy-policy',
    onInquiry: fn(sent),
  },
} satisfies Meta<typeof MachineInquiry>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In English, by keyboard alone: a field's message shows once the visitor leaves it and goes
 * as it is put right; Space ticks the consent, Enter sends, and the thanks take the form's place.
 */
export const KeyboardInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Ask about this machine',
    );
    const name = control(canvasElement, 'name');
    name.focus();
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription('This field is required.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(control(canvasElement, 'email'), 'josef@brunner');
    await userEvent.tab();
    await expect(control(canvasElement, 'email')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    await userEvent.type(control(canvasElement, 'email'), '.at');
    await expect(control(canvasElement, 'email')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(name, 'Josef Brunner');
    await expect(name).not.toHaveAttribute('aria-invalid');
    const consent = canvas.getByRole('checkbox', { name: /I agree that Lindner/ });
    consent.focus();
    await userEvent.keyboard(' ');
    await expect(consent).toBeChecked();
    canvas.getByRole('button', { name: 'Send enquiry' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onInquiry).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Josef Brunner', email: 'josef@brunner.at', phone: null }),
    );
    await expect(await canvas.findByText(/Thank you for your enquiry/)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Write another enquiry' })).toBeVisible(),
    );
  },
};

/** In French, sent: the thanks in French, and writing again keeps who wrote. */
export const SentInFrench: Story = {
  globals: { locale: 'fr-fr' },
  args: { privacyHref: '/fr-fr/protection-des-donnees' },
  parameters: { route: '/fr-fr/occasions/m-24017' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(control(canvasElement, 'name'));
    await userEvent.paste('Claire Martin');
    await userEvent.click(control(canvasElement, 'email'));
    await userEvent.paste('claire.martin@example.fr');
    await userEvent.click(canvas.getByRole('checkbox', { name: /J’accepte que Lindner/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la demande' }));
    await expect(await canvas.findByText(/Merci pour votre demande/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Écrire une autre demande' }));
    await expect(control(canvasElement, 'name')).toHaveValue('Claire Martin');
    await expect(within(canvasElement).getByRole('checkbox')).not.toBeChecked();
  },
};

/** On a 360 px phone the fields stack, and the send button is at least 44 px high. */
export const Phone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  args: { privacyHref: '/de-at/datenschutz' },
  play: async ({ canvas }) => {
    const send = canvas.getByRole('button', { name: 'Anfrage senden' });
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
