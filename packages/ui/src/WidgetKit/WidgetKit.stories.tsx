import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { WidgetError, WidgetErrorBoundary } from './WidgetError';

// The block's general texts in de, en and fr (those of FetchError).
const generalText =
  /Beim Laden der Daten ist ein Fehler aufgetreten|An error occurred while fetching data|Une erreur s'est produite lors du chargement des données/;
const retryName = /Erneut versuchen|Retry|Réessayer/;

/** A widget's own text, as the finance calculator gives one. */
const ownText = {
  id: 'story.widgetError',
  defaultMessage: 'Der Finanzierungsrechner kann gerade nicht angezeigt werden.',
};

const meta = {
  title: 'UI/WidgetKit',
  tags: ['beta'],
  component: WidgetError,
  args: { onRetry: fn() },
} satisfies Meta<typeof WidgetError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorBlock: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(generalText);
    await expect(canvas.getByRole('button', { name: retryName })).toBeEnabled();
  },
};

export const RetryByClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: retryName }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WidgetsOwnText: Story = {
  args: { message: ownText, onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ownText.defaultMessage);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Whether the demo widget breaks; the story mends it before Retry. */
const demo = { broken: true };

/** A widget that breaks while rendering, as one reading a page it does not expect would. */
function DemoWidget() {
  if (demo.broken) throw new Error('The widget broke while rendering');
  return <p>Rechner geladen</p>;
}

export const BrokenWidgetInPage: Story = {
  render: () => (
    <article>
      <h2>Lintrac 130: Technische Daten</h2>
      <p>Der Lintrac 130 ist ein stufenloser Standardtraktor.</p>
      <WidgetErrorBoundary name="Demo widget">
        <DemoWidget />
      </WidgetErrorBoundary>
      <p>Fragen? Wende Dich an Deinen Händler.</p>
    </article>
  ),
  beforeEach: () => {
    demo.broken = true;
    const original = console.error;
    // React reports the caught error; the story shows that the page survives it.
    console.error = () => {};
    return () => {
      console.error = original;
    };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(generalText);
    await expect(canvas.getByRole('heading', { name: /Lintrac 130/ })).toBeVisible();
    await expect(canvas.getByText(/Wende Dich an Deinen Händler/)).toBeVisible();
    demo.broken = false;
    await userEvent.click(canvas.getByRole('button', { name: retryName }));
    await waitFor(() => expect(canvas.getByText('Rechner geladen')).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
