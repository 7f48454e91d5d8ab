import { toLocale } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inDemoForm } from '../FormField/DemoForm';
import { argsInLocale, type Samples } from '../storybook/SampleText';
import { validate } from '../validation';
import { DateField } from './DateField';

/** The sample texts in every language, by their German text (the args are German). */
const samples: Samples = {
  'Letzte Bodenprobe': {
    de: 'Letzte Bodenprobe',
    en: 'Last soil sample',
    fr: 'Dernière analyse de sol',
  },
};

const meta = {
  title: 'UI/DateField',
  component: DateField,
  args: { name: 'soilSample', label: 'Letzte Bodenprobe' },
  decorators: [inDemoForm('Speichern')],
  // The canvas speaks the toolbar's language; the play functions run in German, the default.
  render: (args, { globals }) => (
    <DateField {...argsInLocale(args, samples, toLocale(globals.locale as string))} />
  ),
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Letzte Bodenprobe/)).toHaveValue('');
  },
};

export const Filled: Story = {
  parameters: { initialValues: { soilSample: '2024-03-15' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Letzte Bodenprobe/)).toHaveValue('2024-03-15');
  },
};

export const TypesADate: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('2024-03-15');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const values = await within(canvasElement).findByRole('status');
    await expect(values).toHaveTextContent('"soilSample": "2024-03-15"');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Letzte Bodenprobe/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const ErrorShown: Story = {
  args: { required: true },
  play: async ({ canvas, globals }) => {
    const required = validate(undefined, 'required', {
      field: 'Letzte Bodenprobe',
      locale: toLocale(globals.locale as string),
    }) as string;
    const input = canvas.getByLabelText(/Letzte Bodenprobe/);

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(canvas.queryByText(required)).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText(required)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(required);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { initialValues: { soilSample: '2024-03-15' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Letzte Bodenprobe/)).toBeDisabled();
  },
};
