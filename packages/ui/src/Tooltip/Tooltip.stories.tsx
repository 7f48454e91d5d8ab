import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  tags: ['stable'],
  component: Tooltip,
  args: {
    content: 'Speichert den Entwurf, ohne ihn abzusenden',
    children: <Button variant="secondary">Entwurf speichern</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    children: { control: false },
  },
  // Room on every side, so that each side fits without flipping.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '4rem 12rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const hint = 'Speichert den Entwurf, ohne ihn abzusenden';

/** Lets the fade finish, so the accessibility check sees the tooltip at full contrast. */
const settled = () =>
  Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null)));

export const Hover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Entwurf speichern' });
    await userEvent.hover(trigger);
    // The show delay: nothing yet right after the pointer arrives.
    await expect(body.queryByRole('tooltip')).toBeNull();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(hint);
    await expect(trigger).toHaveAccessibleDescription(hint);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await userEvent.hover(trigger);
    await body.findByRole('tooltip');
    await settled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Entwurf speichern' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(hint);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await body.findByRole('tooltip');
    await settled();
  },
};

const openByFocus: Story['play'] = async ({ canvas, canvasElement }) => {
  canvas.getByRole('button').focus();
  await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  await settled();
};

export const Bottom: Story = { args: { side: 'bottom' }, play: openByFocus };

export const Right: Story = { args: { side: 'right' }, play: openByFocus };

export const Left: Story = { args: { side: 'left' }, play: openByFocus };

export const OnALink: Story = {
  args: {
    content: 'Öffnet die Händlersuche',
    children: <a href="#haendler">Händler finden</a>,
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Händler finden' });
    link.focus();
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent('Öffnet die Händlersuche');
    await expect(link).toHaveAccessibleDescription('Öffnet die Händlersuche');
    await settled();
  },
};
