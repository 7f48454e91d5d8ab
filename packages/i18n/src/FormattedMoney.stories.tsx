import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedMoney } from './FormattedMoney';

const meta = {
  title: 'I18n/FormattedMoney',
  component: FormattedMoney,
  args: { amount: 1234.5, currency: 'EUR' },
  render: (args) => (
    <p>
      <FormattedMoney {...args} />
    </p>
  ),
} satisfies Meta<typeof FormattedMoney>;

export default meta;
type Story = StoryObj<typeof meta>;

const plain = (element: HTMLElement) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ');

export const German: Story = {
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement)).toBe('1.234,50 €');
  },
};

export const Austrian: Story = {
  globals: { locale: 'de-at' },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement)).toBe('€ 1.234,50');
  },
};

/** Catalogue prices are EUR in every locale, English included. */
export const EnglishKeepsEuro: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement)).toBe('€1,234.50');
  },
};

/** Only an amount without a currency takes the locale's default (USD for en). */
export const EnglishWithoutCurrency: Story = {
  globals: { locale: 'en' },
  args: { currency: undefined },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement)).toBe('$1,234.50');
  },
};

export const French: Story = {
  globals: { locale: 'fr-fr' },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement)).toBe('1 234,50 €');
  },
};
