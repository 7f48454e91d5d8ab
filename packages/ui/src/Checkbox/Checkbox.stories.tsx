import { toLocale } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inDemoForm } from '../FormField/DemoForm';
import { argsInLocale, type Samples } from '../storybook/SampleText';
import { validate } from '../validation';
import { Checkbox } from './Checkbox';

/** The sample texts in every language, by their German text (the args are German). */
const samples: Samples = {
  Bergbauernbetrieb: {
    de: 'Bergbauernbetrieb',
    en: 'Mountain farm',
    fr: 'Exploitation de montagne',
  },
  'Der Hof liegt in einer Bergbauernzone.': {
    de: 'Der Hof liegt in einer Bergbauernzone.',
    en: 'The farm lies in a mountain farming zone.',
    fr: 'L’exploitation se trouve en zone de montagne.',
  },
  'Ich stimme der Datenschutzerklärung zu': {
    de: 'Ich stimme der Datenschutzerklärung zu',
    en: 'I agree to the privacy policy',
    fr: 'J’accepte la politique de confidentialité',
  },
};

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { name: 'mountainFarmer', label: 'Bergbauernbetrieb' },
  decorators: [inDemoForm('Speichern')],
  // The canvas speaks the toolbar's language; the play functions run in German, the default.
  render: (args, { globals }) => (
    <Checkbox {...argsInLocale(args, samples, toLocale(globals.locale as string))} />
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Bergbauernbetrieb' })).not.toBeChecked();
  },
};

export const Filled: Story = {
  parameters: { initialValues: { mountainFarmer: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Bergbauernbetrieb' })).toBeChecked();
  },
};

export const TicksWithSpace: Story = {
  args: { description: 'Der Hof liegt in einer Bergbauernzone.' },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox', { name: 'Bergbauernbetrieb' });
    await expect(box).toHaveAccessibleDescription('Der Hof liegt in einer Bergbauernzone.');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      '"mountainFarmer": true',
    );
  },
};

export const Required: Story = {
  args: { name: 'privacy', label: 'Ich stimme der Datenschutzerklärung zu', required: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Ich stimme der Datenschutzerklärung zu' });
    await expect(box).toHaveAttribute('aria-required', 'true');
  },
};

export const ErrorShown: Story = {
  args: { name: 'privacy', label: 'Ich stimme der Datenschutzerklärung zu', required: true },
  play: async ({ canvas, globals }) => {
    const required = validate(false, 'required', {
      field: 'Ich stimme der Datenschutzerklärung zu',
      locale: toLocale(globals.locale as string),
    }) as string;
    const box = canvas.getByRole('checkbox', { name: 'Ich stimme der Datenschutzerklärung zu' });

    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(canvas.queryByText(required)).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText(required)).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(required);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { initialValues: { mountainFarmer: true } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Bergbauernbetrieb' });
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};
