import { toLocale } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { inDemoForm } from '../FormField/DemoForm';
import { argsInLocale, type Samples } from '../storybook/SampleText';
import { validate } from '../validation';
import { TextField } from './TextField';

/** The sample labels and hints in every language, by their German text (the args are German). */
const samples: Samples = {
  'Name des Hofes': { de: 'Name des Hofes', en: 'Farm name', fr: 'Nom de l’exploitation' },
  'So, wie er im Grundbuch steht.': {
    de: 'So, wie er im Grundbuch steht.',
    en: 'As it appears in the land register.',
    fr: 'Tel qu’il figure au registre foncier.',
  },
  'Bewirtschaftet seit': { de: 'Bewirtschaftet seit', en: 'Farmed since', fr: 'Exploitée depuis' },
  'Das Jahr, vierstellig': {
    de: 'Das Jahr, vierstellig',
    en: 'The year, four digits',
    fr: 'L’année, à quatre chiffres',
  },
};

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { name: 'farmName', label: 'Name des Hofes' },
  decorators: [inDemoForm('Speichern')],
  // The play functions run in German, the default.
  render: (args, { globals }) => (
    <TextField {...argsInLocale(args, samples, toLocale(globals.locale as string))} />
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name des Hofes' });
    await expect(input).toHaveValue('');
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  parameters: { initialValues: { farmName: 'Hörlhof' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name des Hofes' })).toHaveValue('Hörlhof');
  },
};

export const WithDescription: Story = {
  args: { description: 'So, wie er im Grundbuch steht.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Name des Hofes' }),
    ).toHaveAccessibleDescription('So, wie er im Grundbuch steht.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is for the eye only: the name stays "Name des Hofes".
    const input = canvas.getByRole('textbox', { name: 'Name des Hofes' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

const sinceRules = 'required|length:4|numeric|max_value:2030';

export const ErrorShown: Story = {
  args: {
    name: 'since',
    label: 'Bewirtschaftet seit',
    rules: sinceRules,
    inputMode: 'numeric',
    description: 'Das Jahr, vierstellig',
  },
  play: async ({ canvas, globals }) => {
    const context = { field: 'Bewirtschaftet seit', locale: toLocale(globals.locale as string) };
    const tooShort = validate('19', sinceRules, context) as string;
    const input = canvas.getByRole('textbox', { name: 'Bewirtschaftet seit' });

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('19');
    // Never while typing into a fresh field.
    await expect(canvas.queryByText(tooShort)).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.tab();
    const message = await canvas.findByText(tooShort);
    await expect(message).toBeVisible();
    await expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`Das Jahr, vierstellig ${tooShort}`);

    // Back in the field: the message stays while the value is wrong, goes once it is right.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{End}9');
    await expect(canvas.getByText(tooShort)).toBeVisible();
    await userEvent.keyboard('8');
    await expect(canvas.queryByText(tooShort)).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A check the server makes too speaks for the field, an empty required one included. */
const sameAsServer = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? undefined : 'Dieses Feld ist erforderlich.';

export const CheckedAsTheServerChecks: Story = {
  args: { required: true, check: sameAsServer },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: 'Name des Hofes' });
    await expect(input).toBeRequired();
    const ruleMessage = validate('', 'required', {
      field: 'Name des Hofes',
      locale: toLocale(globals.locale as string),
    }) as string;

    await userEvent.click(input);
    await userEvent.tab();
    await expect(await canvas.findByText('Dieses Feld ist erforderlich.')).toBeVisible();
    await expect(canvas.queryByText(ruleMessage)).toBeNull();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { initialValues: { farmName: 'Hörlhof' } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name des Hofes' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toHaveFocus();
  },
};
