import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Banner } from './Banner';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: {
    title: 'Neue Funktionen im Portal',
    children: 'Im Fuhrpark siehst Du jetzt die Betriebsstunden jedes Fahrzeugs.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Neue Funktionen im Portal');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Bestellung abgesendet',
    children: 'Du erhältst in Kürze eine Bestätigung per E-Mail.',
  },
};

export const Warning: Story = {
  tags: ['visual'],
  args: {
    tone: 'warning',
    title: 'TracLink-Lizenz läuft bald ab',
    children: (
      <>
        Die Lizenz für Deinen Lintrac 130 endet am 30.06.2025.{' '}
        <a href="#verlaengern">Jetzt verlängern</a>
      </>
    ),
    onDismiss: fn(),
  },
};

export const ErrorNotice: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    title: 'Fehler aufgetreten',
    children: 'Bitte versuche es erneut.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Fehler aufgetreten');
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvas }) => {
    const dismiss = canvas.getByRole('button', { name: /ausblenden|dismiss|masquer/i });
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};
