import { fieldErrorMessages } from '@lindner/api';
import type { UserProfile } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withDrafts } from '../../../../shared/storybook/drafts';
import { control } from '../../../../shared/storybook/formQueries';
import {
  portalMessagesLoader,
  withPortalMessages,
} from '../../../../shared/storybook/portalLocale';
import {
  almostCompleteProfile,
  completeProfile,
  halfCompleteProfile,
  neverAnswers,
  newcomerProfile,
  saved as savedOutcome,
} from '../../../../shared/storybook/profileData';
import { phoneViewport } from '../../../../shared/storybook/viewports';
import { profileFormValues } from '../../profileForm';
import { ProfileView } from './ProfileView';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';

const viewOf = (profile: UserProfile) => ({ profile, saved: profileFormValues(profile) });

/** The personal-data tab without its data: completion, prompt, picture and form in each state. */
const meta = {
  title: 'Portal/Profile/PersonalData',
  component: ProfileView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/profil' },
  loaders: [portalMessagesLoader, serverTextsLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    state: 'content',
    onRetry: fn(),
    ...viewOf(newcomerProfile),
    onSubmit: fn(savedOutcome),
    onUploadAvatar: fn(savedOutcome),
    onRemoveAvatar: fn(savedOutcome),
    onSaveCustomerNumber: fn(savedOutcome),
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const progress = (canvasElement: HTMLElement) => within(canvasElement).getByRole('progressbar');
/** The personal-data form's save button (the customer number's form comes before it). */
const saveButton = (canvasElement: HTMLElement) =>
  control(canvasElement, 'firstName')
    .closest('form')!
    .querySelector<HTMLElement>('button[type="submit"]')!;

/** The demo user `newcomer`: 30 %, no hint yet, and the prompt lists what is missing. */
export const CompleteProfilePrompt: Story = {
  play: async ({ canvasElement }) => {
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '30');
    const prompt = within(canvasElement).getAllByRole('status')[0]!;
    await expect(within(prompt).getAllByRole('listitem')).toHaveLength(7);
    await expect(control(canvasElement, 'firstName')).toHaveValue('Lena');
  },
};

export const CompleteProfilePromptInEnglish: Story = {
  ...CompleteProfilePrompt,
  globals: { locale: 'en' },
  play: async (context) => {
    await CompleteProfilePrompt.play!(context);
    await expect(context.canvas.getByText('Please complete your profile')).toBeVisible();
    await expect(context.canvas.getByText('Date of birth', { selector: 'li' })).toBeVisible();
  },
};

/** Half done: the hint at 50 %. */
export const Completion50: Story = {
  args: viewOf(halfCompleteProfile),
  play: async ({ canvasElement, globals }) => {
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '50');
    if (globals.locale === 'de') {
      await expect(within(canvasElement).getByText(/Die Hälfte ist geschafft/)).toBeVisible();
    }
  },
};

/** Three quarters: the hint at 75 %. */
export const Completion75: Story = {
  args: viewOf(almostCompleteProfile),
  play: async ({ canvasElement, globals }) => {
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '75');
    if (globals.locale === 'de') {
      await expect(within(canvasElement).getByText(/Fast geschafft/)).toBeVisible();
    }
  },
};

/** Complete: no prompt; the picture and the customer number show. */
export const Completion100: Story = {
  args: viewOf(completeProfile),
  play: async ({ canvas, canvasElement }) => {
    await expect(progress(canvasElement)).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText(/K-204518/)).toBeVisible();
    // With a number, no form to add one.
    await expect(canvasElement.querySelector('[name="customerNr"]')).toBeNull();
    await expect(control(canvasElement, 'country')).toHaveValue('AT');
  },
};

/** Filled in and saved: the whole profile goes to the server, the form says it is saved. */
export const FilledAndSaved: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(control(canvasElement, 'phone'), '+43 5338 7420');
    await userEvent.type(control(canvasElement, 'city'), 'Kundl');
    await userEvent.selectOptions(control(canvasElement, 'country'), 'AT');
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Lena',
        phone: '+43 5338 7420',
        city: 'Kundl',
        country: 'AT',
        street: null,
      }),
    );
  },
};

/** A required name emptied: its message after leaving the field, nothing sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const lastName = control(canvasElement, 'lastName');
    await userEvent.clear(lastName);
    await userEvent.tab();
    // The server's message for the key `required` (api.fieldError.required).
    await expect(lastName).toHaveAccessibleDescription(
      {
        de: 'Dieses Feld ist erforderlich.',
        en: 'This field is required.',
        fr: 'Ce champ est obligatoire.',
      }[String(globals.locale).slice(0, 2)]!,
    );
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() => expect(lastName).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An e-mail address without its domain: marked as soon as the field is left (issue 12, 3). */
export const EmailInvalidAfterLeaving: Story = {
  play: async ({ args, canvasElement }) => {
    const email = control(canvasElement, 'email');
    await userEvent.clear(email);
    await userEvent.type(email, 'lena.huber@');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Bitte eine gültige E-Mail-Adresse eingeben.'),
    );
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** "12ab" as an Austrian postal code: the zip message once the field is left (issue 12, 3). */
export const AustrianZipInvalidAfterLeaving: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.selectOptions(control(canvasElement, 'country'), 'AT');
    const zip = control(canvasElement, 'zip');
    await userEvent.type(zip, '12ab');
    await expect(zip).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription(
      expect.stringContaining('Bitte eine gültige Postleitzahl eingeben.'),
    );
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() => expect(zip).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const longName = 'Huber-'.repeat(50);

/** 300 characters pasted into the last name: the field takes no more than its maximum, 80. */
export const LastNameStopsAtMaximum: Story = {
  play: async ({ canvasElement }) => {
    const lastName = control(canvasElement, 'lastName');
    await expect(lastName).toHaveAttribute('maxlength', '80');
    await userEvent.clear(lastName);
    await userEvent.paste(longName);
    await expect(lastName).toHaveValue(longName.slice(0, 80));
  },
};

/** A 300-character last name from elsewhere (an old record): refused with its message, not sent. */
export const LastNameTooLongRefused: Story = {
  args: viewOf({ ...newcomerProfile, lastName: longName }),
  play: async ({ args, canvasElement }) => {
    const lastName = control(canvasElement, 'lastName');
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() => expect(lastName).toHaveAttribute('aria-invalid', 'true'));
    await expect(lastName).toHaveAccessibleDescription(
      expect.stringContaining('Dieser Text ist zu lang.'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(neverAnswers) },
  play: async ({ canvasElement }) => {
    const button = saveButton(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The server turns a format down: its messages at the form, each naming the field. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => ({
      ok: false as const,
      message: serverText('server.error.invalidInput'),
      fieldErrors: { email: serverText(fieldErrorMessages.email) },
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(saveButton(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/: Bitte eine gültige E-Mail-Adresse eingeben\./);
  },
};

/** The customer number's form: the field and its button, by their names in every locale. */
const customerNumberForm = (canvasElement: HTMLElement) =>
  control(canvasElement, 'customerNr').closest('form')!;
const submitCustomerNumber = (canvasElement: HTMLElement) =>
  userEvent.click(customerNumberForm(canvasElement).querySelector('button[type="submit"]')!);

/**
 * No customer number yet (the newcomer): the form to add the one of the invoice. Typed as on a
 * phone ("at 118230"), sent; once added, the number shows in the form's place and has the focus.
 */
export const CustomerNumberAdded: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText(/Kundennummer: Noch keine/)).toBeVisible();
    const form = customerNumberForm(canvasElement);
    await expect(form).toHaveAccessibleName('Kundennummer eintragen');
    const number = control(canvasElement, 'customerNr');
    await expect(number).toHaveAccessibleDescription(
      'Auf Deiner Rechnung und Deiner Lindner-Kundenkarte, z. B. AT-123456.',
    );
    await userEvent.type(number, 'at 118230');
    await userEvent.type(control(canvasElement, 'customerZip'), '6252');
    await submitCustomerNumber(canvasElement);
    await waitFor(() =>
      expect(args.onSaveCustomerNumber).toHaveBeenCalledWith({
        customerNr: 'at 118230',
        zip: '6252',
      }),
    );
    const shown = await canvas.findByText('Kundennummer: AT-118230');
    await waitFor(() => expect(shown).toHaveFocus());
    await expect(canvasElement.querySelector('[name="customerNr"]')).toBeNull();
  },
};

/** A number of another form: its message once the field is left; nothing is sent. */
export const CustomerNumberInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const number = control(canvasElement, 'customerNr');
    await userEvent.type(number, '118230');
    await userEvent.tab();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(
      expect.stringContaining('Dieser Wert ist nicht gültig.'),
    );
    await submitCustomerNumber(canvasElement);
    // The postal code is needed too.
    await waitFor(() =>
      expect(control(canvasElement, 'customerZip')).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(args.onSaveCustomerNumber).not.toHaveBeenCalled();
  },
};

const notInRegister =
  'Diese Kundennummer kennen wir mit dieser Postleitzahl nicht. Beides steht auf Deiner Rechnung und Deiner Lindner-Kundenkarte.';
const unknownNumber = () => serverText('server.profile.customerNumber.unknown');

/**
 * The register does not have the number with this postal code (400): the server's message at
 * the number, which takes the focus, until number or postal code change.
 */
export const CustomerNumberNotInRegister: Story = {
  args: {
    onSaveCustomerNumber: fn(async () => ({
      ok: false as const,
      message: unknownNumber(),
      fieldErrors: { customerNr: unknownNumber() },
    })),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const number = control(canvasElement, 'customerNr');
    await userEvent.type(number, 'AT-118230');
    await userEvent.type(control(canvasElement, 'customerZip'), '6250');
    await submitCustomerNumber(canvasElement);
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    await expect(number).toHaveAccessibleDescription(expect.stringContaining(notInRegister));
    await waitFor(() => expect(number).toHaveFocus());
    // Said at the field, not again above the button.
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Sending the same again is not possible: the message stands until something changes.
    await submitCustomerNumber(canvasElement);
    await expect(args.onSaveCustomerNumber).toHaveBeenCalledOnce();
    const zip = control(canvasElement, 'customerZip');
    await userEvent.clear(zip);
    await userEvent.type(zip, '6252');
    await waitFor(() => expect(number).not.toHaveAttribute('aria-invalid'));
  },
};

/** The number is another account's (409): the server's message above the button. */
export const CustomerNumberTaken: Story = {
  args: {
    onSaveCustomerNumber: fn(async () => ({
      ok: false as const,
      message: serverText('server.profile.customerNumber.taken'),
      fieldErrors: {},
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(control(canvasElement, 'customerNr'), 'AT-104582');
    await userEvent.type(control(canvasElement, 'customerZip'), '6250');
    await submitCustomerNumber(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/gehört schon zu einem anderen Konto/);
    await expect(canvas.getByText(/Kundennummer: Noch keine/)).toBeVisible();
  },
};

/** Sending: the button is busy. */
export const CustomerNumberSending: Story = {
  args: { onSaveCustomerNumber: fn(neverAnswers) },
  play: async ({ canvasElement }) => {
    await userEvent.type(control(canvasElement, 'customerNr'), 'AT-118230');
    await userEvent.type(control(canvasElement, 'customerZip'), '6252');
    await submitCustomerNumber(canvasElement);
    const button = customerNumberForm(canvasElement).querySelector('button[type="submit"]')!;
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** On a 360 px phone: number and postal code one below the other, nothing wider than the screen. */
export const CustomerNumberOnPhone: Story = {
  parameters: phoneViewport,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const number = control(canvasElement, 'customerNr');
    const zip = control(canvasElement, 'customerZip');
    await expect(number).toBeVisible();
    await expect(zip.getBoundingClientRect().top).toBeGreaterThan(
      number.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

const picture = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'lena.jpg', { type: 'image/jpeg' });

/** A new picture chosen: a preview before it is uploaded, then the upload. */
export const AvatarPreviewAndUpload: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = control(canvasElement, 'picture');
    await userEvent.upload(input, picture());
    await waitFor(() => expect(canvasElement.querySelectorAll('figure img')).toHaveLength(1));
    const upload = input.closest('form')!.querySelector<HTMLElement>('button[type="submit"]')!;
    await userEvent.click(upload);
    await waitFor(() => expect(args.onUploadAvatar).toHaveBeenCalledOnce());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A file that is no picture: the type message at once; nothing is uploaded. */
export const AvatarWrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const input = control(canvasElement, 'picture');
    await userEvent.upload(input, new File(['%PDF'], 'rechnung.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvasElement.querySelectorAll('figure img')).toHaveLength(0);
    await expect(args.onUploadAvatar).not.toHaveBeenCalled();
  },
};

/** The server refuses the picture: its message beside the picture. */
export const AvatarServerError: Story = {
  args: {
    ...viewOf(completeProfile),
    onUploadAvatar: fn(async () => ({
      ok: false as const,
      message: serverText('server.error.invalidInput'),
      fieldErrors: { avatar: serverText(fieldErrorMessages.imageTooLarge) },
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    const input = control(canvasElement, 'picture');
    await userEvent.upload(input, picture());
    await userEvent.click(
      input.closest('form')!.querySelector<HTMLElement>('button[type="submit"]')!,
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/40 Megapixel/);
  },
};

export const Loading: Story = {
  args: { state: 'loading', profile: null, saved: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FetchError: Story = {
  args: { state: 'error', profile: null, saved: null },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Back from the loyalty card's landing (`?card=…`): the card's number is being taken over. */
export const CardBeingTakenOver: Story = {
  args: { cardClaim: { state: 'claiming' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Die Kundennummer Deiner Kundenkarte wird übernommen …'),
    ).toBeVisible();
  },
};

/** The card's number is another account's: the server's reason, and the form to add one by hand. */
export const CardNotTaken: Story = {
  args: {
    cardClaim: {
      state: 'ended',
      outcome: { ok: false, message: null, fieldErrors: {} },
      retry: fn(),
    },
  },
  // The server's reason in the toolbar's language, known once the loaders have run.
  render: (args) => (
    <ProfileView
      {...args}
      cardClaim={{
        state: 'ended',
        outcome: {
          ok: false,
          message: serverText('server.profile.customerNumber.taken'),
          fieldErrors: {},
        },
        retry: fn(),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Die Kundennummer Deiner Kundenkarte wurde nicht übernommen',
    );
    await expect(alert).toHaveTextContent('gehört schon zu einem anderen Konto');
    await expect(control(canvasElement, 'customerNr')).toBeVisible();
  },
};

/** The take-over could not be sent (offline): Retry sends it again. */
export const CardClaimUnsent: Story = {
  args: {
    cardClaim: {
      state: 'ended',
      outcome: { ok: false, message: null, fieldErrors: {} },
      retry: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Erneut versuchen' }));
    const claim = args.cardClaim as { retry: () => void };
    await waitFor(() => expect(claim.retry).toHaveBeenCalledOnce());
  },
};
