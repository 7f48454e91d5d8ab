import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { descriptionId } from './descriptionId';
import { InputLabel } from './InputLabel';

const meta = {
  title: 'UI/InputLabel',
  component: InputLabel,
  args: { htmlFor: 'first-name', children: 'Vorname' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, maxWidth: 320 }}>
      <InputLabel {...args} />
      <input
        id={args.htmlFor}
        required={args.required}
        aria-describedby={args.description ? descriptionId(args.htmlFor) : undefined}
      />
    </div>
  ),
} satisfies Meta<typeof InputLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Vorname'));
    await expect(canvas.getByRole('textbox', { name: 'Vorname' })).toHaveFocus();
  },
};

export const Required: Story = {
  tags: ['visual'],
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is shown but not part of the name; the input says it is required.
    const input = canvas.getByRole('textbox', { name: 'Vorname' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithDescription: Story = {
  tags: ['visual'],
  args: {
    htmlFor: 'vin',
    children: 'Fahrgestellnummer',
    required: true,
    description: 'Beginnt mit VBLA, steht im Typenschein.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Fahrgestellnummer' });
    await expect(input).toHaveAccessibleDescription('Beginnt mit VBLA, steht im Typenschein.');
  },
};
