import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'UI/Heading',
  tags: ['stable'],
  component: Heading,
  args: { level: 2, children: 'Achslastrechner' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: {
      control: 'select',
      options: [undefined, 'h1', 'h2', 'h3', 'h4', 'large', 'standard'],
    },
  },
  parameters: {
    docs: {
      description: {
        component: [
          '`level` (1 to 4) is the element and the place in the page outline; `size` is the',
          "look, independent of the level (a widget's `h2` may look like an `h3`), and may change",
          "per breakpoint: `{ xs: 'h2', md: 'h1' }`. Without `size` a heading has its level's size.",
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

const fontSizeOf = (element: Element) => getComputedStyle(element).fontSize;

export const Levels: Story = {
  render: () => (
    <>
      <Heading level={1}>Mein Lindner</Heading>
      <Heading level={2}>Fuhrpark</Heading>
      <Heading level={3}>Lintrac 130</Heading>
      <Heading level={4}>Wartung</Heading>
    </>
  ),
  play: async ({ canvas }) => {
    const sizes = [1, 2, 3, 4].map((level) => fontSizeOf(canvas.getByRole('heading', { level })));
    await expect(sizes).toEqual(['36px', '30px', '24px', '20px']);
    const first = getComputedStyle(canvas.getByRole('heading', { level: 1 }));
    await expect(first.fontFamily).toMatch(/^Poppins/);
    await expect(first.marginBlockStart).toBe('0px');
  },
};

/** An `h2` that looks like an `h3`, as a widget's title inside a CMS page does. */
export const SizeApartFromLevel: Story = {
  args: { level: 2, size: 'h3' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Achslastrechner' });
    await expect(fontSizeOf(heading)).toBe('24px');
  },
};

/** A page title: `h2` size on phones, `h1` size from the md breakpoint (768 px) on. */
export const ResponsiveOnPhone: Story = {
  args: { level: 1, size: { xs: 'h2', md: 'h1' }, children: 'Persönliche Daten' },
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    await expect(fontSizeOf(canvas.getByRole('heading', { level: 1 }))).toBe('30px');
  },
};

export const ResponsiveOnDesktop: Story = {
  args: { level: 1, size: { xs: 'h2', md: 'h1' }, children: 'Persönliche Daten' },
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(fontSizeOf(canvas.getByRole('heading', { level: 1 }))).toBe('36px');
  },
};

/** A long German compound word wraps inside a 360 px phone instead of widening the page. */
export const LongWordOnPhone: Story = {
  args: { level: 1, children: 'Landmaschinenfinanzierungsberatungsgespräch' },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '640px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
