import { toLocale } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inDemoForm } from '../FormField/DemoForm';
import { argsInLocale, type Samples } from '../storybook/SampleText';
import { validate } from '../validation';
import { FileField } from './FileField';

const megabyte = 1024 * 1024;

function picture(name: string, size: number) {
  return new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
}

/** The sample texts in every language, by their German text (the args are German). */
const samples: Samples = {
  'Bild des Hofes': {
    de: 'Bild des Hofes',
    en: 'Picture of the farm',
    fr: 'Photo de l’exploitation',
  },
  'Ein Foto, höchstens 2 MB.': {
    de: 'Ein Foto, höchstens 2 MB.',
    en: 'A photo, 2 MB at most.',
    fr: 'Une photo, 2 Mo au maximum.',
  },
};

const meta = {
  title: 'UI/FileField',
  component: FileField,
  args: { name: 'farmPicture', label: 'Bild des Hofes', accept: 'image/*', maxSize: 2 * megabyte },
  decorators: [inDemoForm('Speichern')],
  // The canvas speaks the toolbar's language; the play functions run in German, the default.
  render: (args, { globals }) => (
    <FileField {...argsInLocale(args, samples, toLocale(globals.locale as string))} />
  ),
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Bild des Hofes/);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAccessibleDescription(/.+/);
    await expect(canvas.queryByRole('button', { name: /Entfernen|Remove|Supprimer/ })).toBeNull();
  },
};

export const Filled: Story = {
  parameters: { initialValues: { farmPicture: picture('hoerlhof.jpg', 200_000) } },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Bild des Hofes/);
    await expect(canvas.getByText('hoerlhof.jpg')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('hoerlhof.jpg');
  },
};

export const ChoosesAndRemoves: Story = {
  args: { description: 'Ein Foto, höchstens 2 MB.' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText(/Bild des Hofes/);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Stands in for the system's file dialog, which Space or Enter opens.
    await userEvent.upload(input, picture('stall.jpg', 300_000));
    await expect(canvas.getByText('stall.jpg')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('stall.jpg Ein Foto, höchstens 2 MB.');

    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: /Entfernen|Remove|Supprimer/ });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('stall.jpg')).toBeNull();
    await expect(input).toHaveFocus();

    await userEvent.upload(input, picture('hof.jpg', 100_000));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      '"name": "hof.jpg"',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Bild des Hofes/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const ErrorShown: Story = {
  play: async ({ canvas, globals }) => {
    const tooLarge = validate(picture('gross.jpg', 3 * megabyte), `max_size:${2 * megabyte}`, {
      field: 'Bild des Hofes',
      locale: toLocale(globals.locale as string),
    }) as string;
    const input = canvas.getByLabelText(/Bild des Hofes/);

    await userEvent.tab();
    await userEvent.upload(input, picture('gross.jpg', 3 * megabyte));
    // A chosen file is a finished entry: its error shows at once.
    await expect(await canvas.findByText(tooLarge)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`gross.jpg ${tooLarge}`);

    await userEvent.upload(input, picture('klein.jpg', 1000));
    await expect(canvas.queryByText(tooLarge)).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { initialValues: { farmPicture: picture('hoerlhof.jpg', 200_000) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Bild des Hofes/)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Entfernen|Remove|Supprimer/ })).toBeNull();
  },
};
