import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { toLocale } from '@lindner/i18n';
import { SampleText, sampleFor } from '../storybook/SampleText';
import { Button } from './Button';

const save = { de: 'Speichern', en: 'Save', fr: 'Enregistrer' };

const meta = {
  title: 'UI/Button',
  tags: ['stable'],
  component: Button,
  args: { children: <SampleText {...save} />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['small', 'standard'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  tags: ['visual'],
  play: async ({ args, canvas, globals }) => {
    const name = sampleFor(save, toLocale(globals.locale as string));
    await userEvent.click(canvas.getByRole('button', { name }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Ghost: Story = { args: { variant: 'ghost' } };

export const Small: Story = { args: { size: 'small' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas, globals }) => {
    const name = sampleFor(save, toLocale(globals.locale as string));
    const button = canvas.getByRole('button', { name: new RegExp(name) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
