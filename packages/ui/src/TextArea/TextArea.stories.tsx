import { toLocale } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { inDemoForm } from '../FormField/DemoForm';
import { argsInLocale, type Samples } from '../storybook/SampleText';
import { validate } from '../validation';
import { TextArea } from './TextArea';

/** The sample texts in every language, by their German text (the args are German). */
const samples: Samples = {
  Nachricht: { de: 'Nachricht', en: 'Message', fr: 'Message' },
  'Wir antworten innerhalb von zwei Werktagen.': {
    de: 'Wir antworten innerhalb von zwei Werktagen.',
    en: 'We answer within two working days.',
    fr: 'Nous répondons sous deux jours ouvrés.',
  },
};

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { name: 'message', label: 'Nachricht' },
  decorators: [inDemoForm('Senden')],
  // The canvas speaks the toolbar's language; the play functions run in German, the default.
  render: (args, { globals }) => (
    <TextArea {...argsInLocale(args, samples, toLocale(globals.locale as string))} />
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nachricht' })).toHaveValue('');
  },
};

export const Filled: Story = {
  parameters: {
    initialValues: {
      message: 'Guten Tag,\nich hätte gerne ein Angebot für einen Lintrac 130.\nDanke!',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nachricht' })).toHaveValue(
      'Guten Tag,\nich hätte gerne ein Angebot für einen Lintrac 130.\nDanke!',
    );
  },
};

export const Required: Story = {
  args: { required: true, description: 'Wir antworten innerhalb von zwei Werktagen.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nachricht' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Wir antworten innerhalb von zwei Werktagen.');
  },
};

export const ErrorShown: Story = {
  args: { required: true },
  play: async ({ canvas, globals }) => {
    const required = validate('', 'required', {
      field: 'Nachricht',
      locale: toLocale(globals.locale as string),
    }) as string;
    const input = canvas.getByRole('textbox', { name: 'Nachricht' });

    await userEvent.tab();
    // Blank text is no message.
    await userEvent.keyboard('   {Enter}  ');
    await expect(canvas.queryByText(required)).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText(required)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(required);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { initialValues: { message: 'Bereits gesendet.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nachricht' })).toBeDisabled();
  },
};
