import { loadMessages, LocaleProvider, toLocale, type Messages } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { financeCalculatorMessages } from '../messages';
import { FinanceCalculator } from './FinanceCalculator';

/** The clock of every story: 1 June 2024, before the offer of SPEC.md ends on 21 June. */
const june2024 = () => new Date(2024, 5, 1, 12, 0);

const texts = {
  de: {
    price: 'Kaufpreis in Euro',
    fifth: /Fünftelfinanzierung/,
    enquiry: 'Finanzierung anfragen',
  },
  en: { price: 'Purchase price in euros', fifth: /Fifths/, enquiry: 'Enquire about financing' },
  fr: { price: "Prix d'achat en euros", fifth: /cinquièmes/, enquiry: 'Demander un financement' },
} as const;
const textsFor = (locale: unknown) =>
  texts[toLocale(String(locale)).slice(0, 2) as 'de' | 'en' | 'fr'];

const meta = {
  title: 'Widgets/Finance calculator',
  component: FinanceCalculator,
  args: { now: june2024 },
  parameters: { router: false },
  loaders: [
    async ({ globals }) => ({
      financeMessages: await loadMessages(toLocale(globals.locale as string), [
        uiMessages,
        financeCalculatorMessages,
      ]),
    }),
  ],
  decorators: [
    (Story, { globals, loaded }) => (
      <LocaleProvider
        locale={toLocale(globals.locale as string)}
        messages={loaded.financeMessages as Messages}
      >
        <Story />
      </LocaleProvider>
    ),
  ],
} satisfies Meta<typeof FinanceCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: a hint instead of the schedule. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox', { name: textsFor(globals.locale).price })).toHaveValue(
      '',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The worked example of the issue: 60,000 EUR on the third plan. */
export const ThirdPlan: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kaufpreis in Euro' }), '60.000');
    const table = canvas.getByRole('table', { name: /Drittelfinanzierung für 60\.000,00\s€/ });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent(/Bei Kauf.*20\.000,00 €.*0,00 €.*20\.000,00 €/);
    await expect(rows[2]).toHaveTextContent(/Nach 1 Jahr.*396,00 €.*20\.396,00 €/);
    await expect(rows[3]).toHaveTextContent(/Nach 2 Jahren.*198,00 €.*20\.198,00 €/);
    await expect(canvas.getByText('Zinsen gesamt').nextSibling).toHaveTextContent('594,00 €');
    await expect(canvas.getByText('Gesamtbetrag der Zahlungen').nextSibling).toHaveTextContent(
      '60.594,00 €',
    );
    await expect(
      canvas.getByText('zzgl. Rechtsgeschäftsgebühr (1 %)').nextSibling,
    ).toHaveTextContent('605,94 €');
    await expect(canvas.getByText('zzgl. Bearbeitungsgebühr').nextSibling).toHaveTextContent(
      '99,00 €',
    );
    await expect(canvas.getByText(/ohne Gebühren/).nextSibling).toHaveTextContent('0,99 %');
    await expect(canvas.getByText(/mit Gebühren/).nextSibling).toHaveTextContent('2,20 %');
    await expect(canvas.getByRole('link', { name: 'Finanzierung anfragen' })).toHaveAttribute(
      'href',
      '/de/service-kontakt/finanzierungsanfrage?price=60000.00&plan=third&total=60594.00',
    );
  },
};

/** Switching to the fifth plan by keyboard: the arrow key moves and chooses. */
export const FifthPlanByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kaufpreis in Euro' }), '60000');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Drittelfinanzierung/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Fünftelfinanzierung/ })).toBeChecked();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    const amounts = ['12.000,00', '12.955,20', '12.716,40', '12.477,60', '12.238,80'];
    for (const [index, amount] of amounts.entries()) {
      await expect(rows[index + 1]).toHaveTextContent(amount);
    }
  },
};

/** A model's price passed as an option: no price input. */
export const ModelPrice: Story = {
  args: { price: 60000, modelName: 'Lintrac 130', plan: 'fifth' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText(/Lintrac 130/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: textsFor(globals.locale).fifth })).toBeChecked();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** Rates of a special offer replace the defaults. */
export const OwnRates: Story = {
  args: { price: 60000, rates: { third: 0, fifth: 2.49 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveTextContent(/0,00 €|\$0\.00|€0\.00/);
  },
};

/** Invalid input shows its message and no schedule. */
export const InvalidPrice: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Kaufpreis in Euro' });
    await userEvent.type(input, 'abc');
    await expect(input).toHaveAccessibleDescription(/als Zahl ein/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await expect(input).toHaveAccessibleDescription(/größer als 0/);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(/Bitte gib einen Kaufpreis ein/);
  },
};

/** Before the offer's last day: the date is shown. */
export const OfferValid: Story = {
  args: { price: 60000, validUntil: '2024-06-21' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Angebot gültig bis 21. Juni 2024.')).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** After the offer's last day: the widget says the offer has ended. */
export const OfferEnded: Story = {
  args: { price: 60000, validUntil: '2024-06-21', now: () => new Date(2024, 5, 22, 8, 0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/am 21\. Juni 2024 abgelaufen/);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('Die Finanzierung gilt in Österreich.')).toBeVisible();
  },
};

/** A custom enquiry address keeps its own query. */
export const OwnEnquiry: Story = {
  args: { price: 12345.6, enquiryUrl: 'https://www.lindner.at/finanzierung?source=cms' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', { name: textsFor(globals.locale).enquiry }),
    ).toHaveAttribute(
      'href',
      'https://www.lindner.at/finanzierung?source=cms&price=12345.60&plan=third&total=12467.82',
    );
  },
};

/** English: amounts stay in euros, the decimal point is the English one. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Purchase price in euros' }),
      '60,000.00',
    );
    await expect(canvas.getByRole('table')).toHaveTextContent('€20,396.00');
    await expect(canvas.getByRole('link', { name: 'Enquire about financing' })).toHaveAttribute(
      'href',
      '/en/service-contact/financing-enquiry?price=60000.00&plan=third&total=60594.00',
    );
  },
};

export const Austrian: Story = {
  globals: { locale: 'de-at' },
  args: { price: 60000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Finanzierungsrechner' })).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('€ 20.396,00');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: "Prix d'achat en euros" }), '60000,5');
    await expect(canvas.getByRole('table', { name: /par tiers/ })).toBeVisible();
  },
};

export const FrenchFrance: Story = {
  globals: { locale: 'fr-fr' },
  args: { price: 60000, plan: 'fifth' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: /cinquièmes/ })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'sm' } },
  args: { price: 60000, plan: 'fifth' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    // The schedule scrolls inside its own region; the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A CMS page's narrow column on a wide screen: the calculator fits the column, not the window. */
const inColumn =
  (width: number): Decorator =>
  (Story) => (
    <div data-testid="cms-column" style={{ width }}>
      <Story />
    </div>
  );

/** Nothing sticks out of the column; each of the five columns of the schedule can be read. */
const fitsItsColumn = async (canvasElement: HTMLElement) => {
  const column = within(canvasElement).getByTestId('cms-column');
  const table = within(column).getByRole('table');
  await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  const region = table.closest<HTMLElement>('[role="region"]')!;
  await expect(region).toHaveAttribute('tabindex', '0');
  const headers = within(table).getAllByRole('columnheader');
  await expect(headers).toHaveLength(5);
  for (const header of headers) {
    header.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const box = header.getBoundingClientRect();
    const visible = region.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(visible.left - 0.5);
    await expect(box.right).toBeLessThanOrEqual(visible.right + 0.5);
    await expect(header).toBeVisible();
  }
};

export const InA340PxColumn: Story = {
  args: { price: 60000, plan: 'fifth' },
  decorators: [inColumn(340)],
  play: async ({ canvasElement }) => fitsItsColumn(canvasElement),
};

export const InA300PxColumn: Story = {
  args: { price: 60000, plan: 'fifth' },
  decorators: [inColumn(300)],
  play: async ({ canvasElement }) => fitsItsColumn(canvasElement),
};
