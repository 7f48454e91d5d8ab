import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './Container';

const meta = {
  title: 'UI/Container',
  tags: ['stable'],
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <p>
        Der Inhalt der Seite steht mittig und ist höchstens 1280 px breit. Der seitliche Abstand
        wächst ab mittleren und großen Bildschirmen.
      </p>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('[data-story-root] > div') as HTMLElement;
    const style = getComputedStyle(element);
    await expect(style.maxWidth).toBe('1280px');
    await expect(style.marginLeft).toBe(style.marginRight);
  },
};

export const AsMain: Story = {
  args: { as: 'main' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};
