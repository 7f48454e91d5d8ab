import { toLocale } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inDemoForm } from '../FormField/DemoForm';
import { argsInLocale, type Samples } from '../storybook/SampleText';
import { validate } from '../validation';
import { NumberField } from './NumberField';

/** The sample texts in every language, by their German text (the args are German). */
const samples: Samples = {
  'Eigene Fläche (ha)': {
    de: 'Eigene Fläche (ha)',
    en: 'Own area (ha)',
    fr: 'Surface en propriété (ha)',
  },
};

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { name: 'area', label: 'Eigene Fläche (ha)' },
  decorators: [inDemoForm('Speichern')],
  // The canvas speaks the toolbar's language; the play functions run in German, the default.
  render: (args, { globals }) => (
    <NumberField {...argsInLocale(args, samples, toLocale(globals.locale as string))} />
  ),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Eigene Fläche (ha)' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
  },
};

export const Filled: Story = {
  parameters: { initialValues: { area: 12.5 } },
  play: async ({ canvas, globals }) => {
    const written = globals.locale === 'en' ? '12.5' : '12,5';
    await expect(canvas.getByRole('textbox', { name: 'Eigene Fläche (ha)' })).toHaveValue(written);
  },
};

export const TypesADecimal: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Eigene Fläche (ha)' });
    await userEvent.tab();
    // The comma stays while the user types on.
    await userEvent.keyboard('12,');
    await expect(input).toHaveValue('12,');
    await userEvent.keyboard('50');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const values = await within(canvasElement).findByRole('status');
    // A number, not the text.
    await expect(values).toHaveTextContent('"area": 12.5');
  },
};

/** "4.200" on a German page is four thousand two hundred, never 4.2. */
export const ReadsGermanThousands: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Eigene Fläche (ha)' });
    await userEvent.tab();
    await userEvent.keyboard('4.200');
    await userEvent.tab();
    await expect(input).toHaveValue('4200');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Enter}');
    const values = await within(canvasElement).findByRole('status');
    await expect(values).toHaveTextContent('"area": 4200');
  },
};

/** "2,4" on an English page could be 2.4 or 24: a message asks for a number instead. */
export const RefusesAmbiguousNumberInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Own area (ha)' });
    await userEvent.tab();
    await userEvent.keyboard('2,4');
    await userEvent.tab();
    const message = 'Own area (ha) must be a number, for example 4,200.5.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('2,4');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Eigene Fläche (ha)' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const ErrorShown: Story = {
  args: { rules: 'max_value:10000' },
  play: async ({ canvas, globals }) => {
    const context = { field: 'Eigene Fläche (ha)', locale: toLocale(globals.locale as string) };
    const notANumber = validate('zwölf', 'decimal', context) as string;
    const tooLarge = validate(20000, 'max_value:10000', context) as string;
    const input = canvas.getByRole('textbox', { name: 'Eigene Fläche (ha)' });

    await userEvent.tab();
    await userEvent.keyboard('zwölf');
    await expect(canvas.queryByText(notANumber)).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText(notANumber)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(notANumber);

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('20000');
    await userEvent.tab();
    await expect(await canvas.findByText(tooLarge)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { initialValues: { area: 40 } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Eigene Fläche (ha)' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('40');
  },
};
