import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FetchError } from './FetchError';

const texts = {
  de: { message: 'Beim Laden der Daten ist ein Fehler aufgetreten.', retry: 'Erneut versuchen' },
  en: { message: 'An error occurred while fetching data.', retry: 'Retry' },
  fr: { message: "Une erreur s'est produite lors du chargement des données.", retry: 'Réessayer' },
};
const textsFor = (locale: unknown) => {
  const language = String(locale).slice(0, 2);
  return language === 'en' ? texts.en : language === 'fr' ? texts.fr : texts.de;
};

const meta = {
  title: 'UI/FetchError',
  tags: ['stable'],
  component: FetchError,
  args: { onRetry: fn() },
} satisfies Meta<typeof FetchError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  tags: ['visual'],
  play: async ({ canvas, globals }) => {
    const { message, retry } = textsFor(globals.locale);
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByRole('button', { name: retry })).toBeEnabled();
  },
};

export const RetryByClick: Story = {
  play: async ({ args, canvas, globals }) => {
    const { retry } = textsFor(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RetryByKeyboard: Story = {
  play: async ({ args, canvas, globals }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: textsFor(globals.locale).retry }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Une erreur s'est produite lors du chargement des données.",
    );
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas, globals }) => {
    const button = canvas.getByRole('button', { name: new RegExp(textsFor(globals.locale).retry) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** On a page that runs no script, Retry is a link that loads the page again. */
export const RetryAsLink: Story = {
  args: { onRetry: undefined, retryHref: '/de-at/lindner-welt/news-events/events?type=fair' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /Erneut versuchen|Retry|Réessayer/ }),
    ).toHaveAttribute('href', '/de-at/lindner-welt/news-events/events?type=fair');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
