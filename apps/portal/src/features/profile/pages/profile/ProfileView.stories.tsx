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
import { profileFormValues } from '../../profileForm';
import { ProfileView } from './ProfileView';

const viewOf = (profile: UserProfile) => ({ profile, saved: profileFormValues(profile) });

/** The personal-data tab without its data: completion, prompt, picture and form in each state. */
const meta = {
  title: 'Portal/Profile/PersonalData',
  component: ProfileView,
  parameters: { layout: 'fullscreen', route: '/de/mein-lindner/profil' },
  loaders: [portalMessagesLoader],
  decorators: [withDrafts, withPortalMessages],
  args: {
    state: 'content',
    onRetry: fn(),
    ...viewOf(newcomerProfile),
    onSubmit: fn(savedOutcome),
    onUploadAvatar: fn(savedOutcome),
    onRemoveAvatar: fn(savedOutcome),
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const progress = (canvasElement: HTMLElement) => within(canvasElement).getByRole('progressbar');

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
    await expect(control(canvasElement, 'country')).toHaveValue('AT');
  },
};

/** Filled in and saved: the whole profile goes to the server, the form says it is saved. */
export const FilledAndSaved: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(control(canvasElement, 'phone'), '+43 5338 7420');
    await userEvent.type(control(canvasElement, 'city'), 'Kundl');
    await userEvent.selectOptions(control(canvasElement, 'country'), 'AT');
    await userEvent.click(
      canvasElement.querySelector<HTMLElement>('form button[type="submit"]:not([disabled])')!,
    );
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
    await userEvent.click(
      canvasElement.querySelector<HTMLElement>('form button[type="submit"]:not([disabled])')!,
    );
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
    await userEvent.click(
      canvasElement.querySelector<HTMLElement>('form button[type="submit"]:not([disabled])')!,
    );
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
    await userEvent.click(
      canvasElement.querySelector<HTMLElement>('form button[type="submit"]:not([disabled])')!,
    );
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
    await userEvent.click(
      canvasElement.querySelector<HTMLElement>('form button[type="submit"]:not([disabled])')!,
    );
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
    const button = canvasElement.querySelector<HTMLElement>(
      'form button[type="submit"]:not([disabled])',
    )!;
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The server turns a format down: its messages at the form, each naming the field. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => ({
      ok: false as const,
      message: 'Bitte prüfe die markierten Felder.',
      fieldErrors: { email: 'Bitte eine gültige E-Mail-Adresse eingeben.' },
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvasElement.querySelector<HTMLElement>('form button[type="submit"]:not([disabled])')!,
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/: Bitte eine gültige E-Mail-Adresse eingeben\./);
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
      message: 'Bitte prüfe die markierten Felder.',
      fieldErrors: { avatar: 'Das Bild hat zu viele Pixel: höchstens 40 Megapixel.' },
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
