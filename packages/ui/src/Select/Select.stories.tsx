import { toLocale } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inDemoForm } from '../FormField/DemoForm';
import { argsInLocale, type Samples } from '../storybook/SampleText';
import { validate } from '../validation';
import { Select } from './Select';

const economyTypes = [
  { value: 'dairy', label: 'Milchwirtschaft' },
  { value: 'livestock', label: 'Viehzucht' },
  { value: 'fattening', label: 'Mast' },
  { value: 'fruit', label: 'Obstbau' },
  { value: 'grassland', label: 'Grünland' },
  { value: 'arable', label: 'Ackerbau' },
  { value: 'others', label: 'Sonstiges' },
];

/** The sample texts in every language, by their German text (the args are German). */
const samples: Samples = {
  Wirtschaftsart: { de: 'Wirtschaftsart', en: 'Type of farming', fr: 'Type d’exploitation' },
  Milchwirtschaft: { de: 'Milchwirtschaft', en: 'Dairy farming', fr: 'Production laitière' },
  Viehzucht: { de: 'Viehzucht', en: 'Livestock breeding', fr: 'Élevage' },
  Mast: { de: 'Mast', en: 'Fattening', fr: 'Engraissement' },
  Obstbau: { de: 'Obstbau', en: 'Fruit growing', fr: 'Arboriculture' },
  Grünland: { de: 'Grünland', en: 'Grassland', fr: 'Prairie' },
  Ackerbau: { de: 'Ackerbau', en: 'Arable farming', fr: 'Grandes cultures' },
  Sonstiges: { de: 'Sonstiges', en: 'Other', fr: 'Autres' },
};

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { name: 'economyType', label: 'Wirtschaftsart', options: economyTypes },
  decorators: [inDemoForm('Speichern')],
  // The canvas speaks the toolbar's language; the play functions run in German, the default.
  render: (args, { globals }) => (
    <Select {...argsInLocale(args, samples, toLocale(globals.locale as string))} />
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Wirtschaftsart' });
    await expect(select).toHaveValue('');
    await expect(within(select).getAllByRole('option')).toHaveLength(economyTypes.length + 1);
  },
};

export const Filled: Story = {
  parameters: { initialValues: { economyType: 'grassland' } },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Wirtschaftsart' });
    await expect(select).toHaveValue('grassland');
    await expect(select).toHaveDisplayValue('Grünland');
  },
};

export const Chooses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Wirtschaftsart' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    // The browser's own picker does the arrow keys, which synthetic key events cannot reach.
    await userEvent.selectOptions(select, 'Ackerbau');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      '"economyType": "arable"',
    );
  },
};

export const Required: Story = {
  args: { required: true, placeholder: 'Wirtschaftsart wählen' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Wirtschaftsart' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveDisplayValue('Wirtschaftsart wählen');
  },
};

export const ErrorShown: Story = {
  args: { required: true },
  play: async ({ canvas, globals }) => {
    const required = validate(undefined, 'required', {
      field: 'Wirtschaftsart',
      locale: toLocale(globals.locale as string),
    }) as string;
    const select = canvas.getByRole('combobox', { name: 'Wirtschaftsart' });

    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(canvas.queryByText(required)).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText(required)).toBeVisible();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(required);

    await userEvent.selectOptions(select, 'Obstbau');
    await expect(canvas.queryByText(required)).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { initialValues: { economyType: 'dairy' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Wirtschaftsart' })).toBeDisabled();
  },
};
