import { toLocale } from '@lindner/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inDemoForm } from '../FormField/DemoForm';
import { argsInLocale, type Samples } from '../storybook/SampleText';
import { validate } from '../validation';
import { RadioGroup } from './RadioGroup';

const fertilisation = [
  { value: 'slurry', label: 'Gülle' },
  { value: 'manure', label: 'Mist' },
  { value: 'mixed', label: 'Gemischt' },
  { value: 'artificial', label: 'Mineraldünger' },
  { value: 'lime', label: 'Kalk' },
  { value: 'none', label: 'Keine' },
];

/** The sample texts in every language, by their German text (the args are German). */
const samples: Samples = {
  Düngung: { de: 'Düngung', en: 'Fertilisation', fr: 'Fertilisation' },
  Gülle: { de: 'Gülle', en: 'Slurry', fr: 'Lisier' },
  Mist: { de: 'Mist', en: 'Manure', fr: 'Fumier' },
  Gemischt: { de: 'Gemischt', en: 'Mixed', fr: 'Mixte' },
  Mineraldünger: { de: 'Mineraldünger', en: 'Mineral fertiliser', fr: 'Engrais minéral' },
  Kalk: { de: 'Kalk', en: 'Lime', fr: 'Chaux' },
  Keine: { de: 'Keine', en: 'None', fr: 'Aucune' },
  'Die überwiegende Art.': {
    de: 'Die überwiegende Art.',
    en: 'The main kind.',
    fr: 'Le type principal.',
  },
};

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { name: 'fertilisation', label: 'Düngung', options: fertilisation },
  decorators: [inDemoForm('Speichern')],
  // The canvas speaks the toolbar's language; the play functions run in German, the default.
  render: (args, { globals }) => (
    <RadioGroup {...argsInLocale(args, samples, toLocale(globals.locale as string))} />
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Düngung' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(fertilisation.length);
    for (const radio of radios) await expect(radio).not.toBeChecked();
  },
};

export const Filled: Story = {
  parameters: { initialValues: { fertilisation: 'manure' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Mist' })).toBeChecked();
  },
};

/**
 * Presses an arrow key the way a person does: Radix moves focus a moment after the keydown and
 * chooses the option it lands on only while the key is still down.
 */
async function pressArrow(key: 'ArrowDown' | 'ArrowUp', lands: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(lands).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

export const ChoosesWithArrowKeys: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Gülle' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Gülle' })).toBeChecked();
    await pressArrow('ArrowDown', canvas.getByRole('radio', { name: 'Mist' }));
    await pressArrow('ArrowDown', canvas.getByRole('radio', { name: 'Gemischt' }));
    await expect(canvas.getByRole('radio', { name: 'Gemischt' })).toBeChecked();
    await pressArrow('ArrowUp', canvas.getByRole('radio', { name: 'Mist' }));
    await expect(canvas.getByRole('radio', { name: 'Mist' })).toBeChecked();
    await pressArrow('ArrowDown', canvas.getByRole('radio', { name: 'Gemischt' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      '"fertilisation": "mixed"',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Düngung' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const ErrorShown: Story = {
  args: { required: true, description: 'Die überwiegende Art.' },
  play: async ({ canvas, globals }) => {
    const required = validate(undefined, 'required', {
      field: 'Düngung',
      locale: toLocale(globals.locale as string),
    }) as string;
    const group = canvas.getByRole('radiogroup', { name: 'Düngung' });

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Gülle' })).toHaveFocus();
    await expect(canvas.queryByText(required)).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText(required)).toBeVisible();
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(`Die überwiegende Art. ${required}`);

    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText(required)).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  parameters: { initialValues: { fertilisation: 'lime' } },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Kalk' })).toBeChecked();
  },
};
