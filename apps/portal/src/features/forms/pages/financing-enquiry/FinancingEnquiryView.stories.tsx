import { fieldErrorMessages } from '@lindner/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { saved } from '../../../../shared/storybook/profileData';
import { formsMessagesLoader, storyApi } from '../../formsStoryMessages';
import { FinancingEnquiryView } from './FinancingEnquiryView';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';

const consentName = /Ich bin einverstanden|I agree/;

async function fillInSender(root: HTMLElement) {
  await userEvent.click(control(root, 'firstName'));
  await userEvent.paste('Maria');
  await userEvent.click(control(root, 'lastName'));
  await userEvent.paste('Huber');
  await userEvent.click(control(root, 'email'));
  await userEvent.paste('maria.huber@example.com');
  await userEvent.click(within(root).getByRole('checkbox', { name: consentName }));
}

/** The financing enquiry without the API, as the finance calculator's link opens it. */
const meta = {
  title: 'Portal/Forms/FinancingEnquiry',
  component: FinancingEnquiryView,
  parameters: { layout: 'fullscreen', route: '/de/service-kontakt/finanzierungsanfrage' },
  loaders: [formsMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: { figures: {}, api: storyApi, onSubmit: fn(saved) },
} satisfies Meta<typeof FinancingEnquiryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the calculator: price and plan filled in, the money in the locale's format. */
export const FromTheCalculator: Story = {
  args: { figures: { price: 60000, plan: 'fifth', total: 61234.5 } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Finanzierungsanfrage' }),
    ).toBeVisible();
    await expect(control(canvasElement, 'price')).toHaveValue('60000');
    await expect(canvas.getByText('Kaufpreis: 60.000,00 €')).toBeVisible();
    await expect(canvas.getByText('Gesamtbetrag laut Rechner: 61.234,50 €')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Fünftel/ })).toBeChecked();

    await fillInSender(canvasElement);
    await userEvent.click(control(canvasElement, 'modelName'));
    await userEvent.paste('Lintrac 130');
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Maria',
        country: 'DE',
        modelName: 'Lintrac 130',
        priceCents: 6000000,
        plan: 'fifth',
        privacyConsent: true,
      }),
    );
    await expect(await canvas.findByText(/Vielen Dank für Deine Anfrage/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Weitere Anfrage stellen' })).toBeVisible();
  },
};

/** A typed price is read as German writes numbers and shown back as money. */
export const TypedPrice: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: /^Drittel/ })).toBeChecked();
    const price = control(canvasElement, 'price');
    await userEvent.type(price, '85.000,5');
    await userEvent.tab();
    await expect(canvas.getByText('Kaufpreis: 85.000,50 €')).toBeVisible();
    await fillInSender(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ priceCents: 8500050, plan: 'third' }),
    );
  },
};

/** Without a price nothing is sent; the field says why. */
export const PriceMissing: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillInSender(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(control(canvasElement, 'price')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const priceTooHigh = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: serverText('server.error.invalidInput'),
  fieldErrors: { priceCents: serverText(fieldErrorMessages.tooLarge) },
});

/** The server's message about the price in cents shows at the price field. */
export const PriceTurnedDown: Story = {
  args: { figures: { price: 60000, plan: 'third' }, onSubmit: fn(priceTooHigh) },
  play: async ({ canvas, canvasElement }) => {
    await fillInSender(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(await canvas.findByText('Dieser Wert ist zu groß.')).toBeVisible();
    await expect(control(canvasElement, 'price')).toHaveAccessibleDescription(
      'Dieser Wert ist zu groß.',
    );
    await expect(control(canvasElement, 'firstName')).toHaveValue('Maria');
  },
};

/**
 * The postal code is checked in its country's form once the visitor leaves it; typing a valid
 * one makes the message go. The plan is chosen with the arrow keys, as radios are.
 */
export const PostalCodeAndPlan: Story = {
  play: async ({ canvas, canvasElement }) => {
    const zip = control(canvasElement, 'zip');
    await userEvent.type(zip, '6250');
    await userEvent.tab();
    await expect(zip).toHaveAccessibleDescription('Bitte eine gültige Postleitzahl eingeben.');
    await userEvent.clear(zip);
    await userEvent.type(zip, '80331');
    await expect(zip).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('radio', { name: /^Drittel/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^Fünftel/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Fünftel/ })).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/service-contact/financing-enquiry' },
  args: { figures: { price: 60000, plan: 'third', total: 60594 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Financing enquiry' }),
    ).toBeVisible();
    await expect(control(canvasElement, 'price')).toHaveValue('60000');
    await expect(canvas.getByText('Purchase price: €60,000.00')).toBeVisible();
    await expect(canvas.getByText('Total according to the calculator: €60,594.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'finance calculator' })).toHaveAttribute(
      'href',
      '/en/service-contact/finance-calculator',
    );
  },
};

/** On a 360 px phone the fields stack and nothing scrolls sideways. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  args: { figures: { price: 60000, plan: 'third', total: 60594 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
