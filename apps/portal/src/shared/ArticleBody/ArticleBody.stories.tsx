import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleBody } from './ArticleBody';

/** The body of a news article or a press release, from its blocks: never HTML. */
const meta = {
  title: 'Portal/Shared/ArticleBody',
  component: ArticleBody,
  args: {
    blocks: [
      {
        type: 'paragraph',
        content: [
          { text: 'Der ' },
          { text: 'Lintrac 130', bold: true },
          { text: ' ist beim ' },
          { text: 'Händler', href: '/de-at/service-kontakt/haendlersuche' },
          { text: ' und auf der ' },
          { text: 'Messe', href: 'https://www.agritechnica.com/' },
          { text: ' zu sehen. ' },
          { text: 'Kein Skript', href: 'javascript:alert(1)' },
        ],
      },
      { type: 'heading', text: 'Das Wichtigste im Überblick' },
      {
        type: 'list',
        items: [[{ text: 'Stufenlos' }], [{ text: 'Vierradlenkung', bold: true }]],
      },
      { type: 'quote', text: '<b>Ein Zitat</b> bleibt Text.' },
    ],
  },
} satisfies Meta<typeof ArticleBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paragraphs with bold parts and links, a heading, a list and a quote. */
export const Body: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Lintrac 130', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Händler' })).toHaveAttribute(
      'href',
      '/de-at/service-kontakt/haendlersuche',
    );
    await expect(canvas.getByRole('link', { name: /Messe/ })).toHaveAttribute('target', '_blank');
    // A script address is no link, only its text.
    await expect(canvas.queryByRole('link', { name: /Kein Skript/ })).toBeNull();
    await expect(canvas.getByText(/Kein Skript/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Das Wichtigste im Überblick' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('<b>Ein Zitat</b> bleibt Text.')).toBeVisible();
    await expect(canvasElement.querySelector('blockquote b')).toBeNull();
  },
};

/** A German text on a page of another language says so by its `lang`. */
export const GermanOnAnotherPage: Story = {
  args: { lang: 'de' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang="de"] > p')).not.toBeNull();
  },
};
