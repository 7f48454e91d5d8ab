import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../theme/tokens';
import { Text } from './Text';

const meta = {
  title: 'UI/Text',
  tags: ['stable'],
  component: Text,
  args: { children: 'Der Lintrac 130 fährt stufenlos bis 40 km/h.' },
  argTypes: {
    as: { control: 'select', options: ['p', 'span', 'div', 'strong', 'em', 'small'] },
    size: { control: 'inline-radio', options: ['xsmall', 'small', 'standard', 'large'] },
    tone: {
      control: 'select',
      options: ['neutral', 'muted', 'critical', 'success', 'warning', 'info'],
    },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'strong'] },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Body text in the sizes, tones and weights of the tokens, without margins.',
          'A variant left out is inherited from around it, so Text nests anywhere;',
          '`as` picks the element (`p` by default) without changing the look.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hex colour as the browser reports it. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export const Standard: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Lintrac 130/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).marginBlockStart).toBe('0px');
    await expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

export const Muted: Story = {
  args: { tone: 'muted', size: 'small' },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByText(/Lintrac 130/));
    await expect(style.color).toBe(rgb(tokens.color.textMuted));
    await expect(style.fontSize).toBe('14px');
  },
};

export const Critical: Story = {
  args: { tone: 'critical', weight: 'strong' },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByText(/Lintrac 130/));
    await expect(style.color).toBe(rgb(tokens.color.critical));
    await expect(style.fontWeight).toBe('700');
  },
};

export const AsSpan: Story = {
  args: { as: 'span', size: 'large' },
  render: (args) => (
    <p>
      Preis: <Text {...args}>€ 98.500,00</Text>
    </p>
  ),
  play: async ({ canvas }) => {
    const price = canvas.getByText('€ 98.500,00');
    await expect(price.tagName).toBe('SPAN');
    await expect(getComputedStyle(price).display).toBe('inline');
    await expect(getComputedStyle(price).fontSize).toBe('18px');
  },
};

/** Without a size or tone, the text takes those of its surroundings. */
export const Inherits: Story = {
  args: { weight: 'medium' },
  render: (args) => (
    <div style={{ fontSize: 14, color: tokens.color.success }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByText(/Lintrac 130/));
    await expect(style.fontSize).toBe('14px');
    await expect(style.color).toBe(rgb(tokens.color.success));
    await expect(style.fontWeight).toBe('500');
  },
};
