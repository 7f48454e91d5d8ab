import { fieldErrorMessages } from '@lindner/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { saved } from '../../../../shared/storybook/profileData';
import { serverText, serverTextsLoader } from '../../../../shared/storybook/serverTexts';
import { formsMessagesLoader, storyApi } from '../../formsStoryMessages';
import { storyModels } from '../../modelFormStoryData';
import { ModelFormView } from '../../ModelFormView';

const consentName = /Ich bin einverstanden|I agree/;

/** Fills in who asks and where (in Austria, whatever the page's language), as a visitor would. */
async function fillIn(root: HTMLElement) {
  await userEvent.selectOptions(control<HTMLSelectElement>(root, 'country'), 'AT');
  for (const [name, text] of [
    ['firstName', 'Anna'],
    ['lastName', 'Moser'],
    ['email', 'anna.moser@example.com'],
    ['street', 'Dorfstraße 3'],
    ['zip', '6250'],
    ['city', 'Kundl'],
  ]) {
    await userEvent.click(control(root, name!));
    await userEvent.paste(text!);
  }
  await userEvent.click(within(root).getByRole('checkbox', { name: consentName }));
}

/** The quote request without the API, as a model page's link opens it. */
const meta = {
  title: 'Portal/Forms/QuoteRequest',
  component: ModelFormView,
  parameters: { layout: 'fullscreen', route: '/de-at/service-kontakt/angebot-anfordern' },
  loaders: [formsMessagesLoader, serverTextsLoader],
  decorators: [withPortalMessages],
  args: {
    form: 'quote-request',
    data: { models: storyModels, model: 'lintrac-130' },
    api: storyApi,
    retryHref: '/de-at/service-kontakt/angebot-anfordern?model=lintrac-130',
    onSubmit: fn(saved),
  },
} satisfies Meta<typeof ModelFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the Lintrac 130's page: the model is chosen; the request goes with it. */
export const FromAModelPage: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Angebot anfordern' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Modell/ })).toHaveDisplayValue(
      'Lintrac 130',
    );
    await expect(canvas.getByRole('link', { name: 'Innovationsbesuch anfragen' })).toHaveAttribute(
      'href',
      '/de-at/service-kontakt/innovationsbesuch?model=lintrac-130',
    );
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Angebot anfordern' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Anna',
      lastName: 'Moser',
      email: 'anna.moser@example.com',
      phone: null,
      company: null,
      country: 'AT',
      street: 'Dorfstraße 3',
      zip: '6250',
      city: 'Kundl',
      modelId: 'lintrac-130',
      message: null,
      privacyConsent: true,
    });
    await expect(await canvas.findByText(/Vielen Dank für Deine Anfrage/)).toBeVisible();
  },
};

/** Without a model nothing is sent: the choice says why, and another model can be chosen. */
export const ModelRequired: Story = {
  args: { data: { models: storyModels, model: null } },
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Angebot anfordern' }));
    const model = canvas.getByRole('combobox', { name: /Modell/ });
    await expect(model).toHaveAttribute('aria-invalid', 'true');
    await expect(model).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.selectOptions(model, 'Geotrac 134ep');
    await userEvent.click(canvas.getByRole('button', { name: 'Angebot anfordern' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ modelId: 'geotrac-134ep' }),
    );
  },
};

const postalCodeUnknown = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: serverText('server.error.invalidInput'),
  fieldErrors: { zip: serverText(fieldErrorMessages.zip) },
});

/** The server's field message shows at its field; what was typed stays. */
export const TurnedDown: Story = {
  args: { onSubmit: fn(postalCodeUnknown) },
  play: async ({ canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Angebot anfordern' }));
    await expect(control(canvasElement, 'zip')).toHaveAccessibleDescription(
      'Bitte eine gültige Postleitzahl eingeben.',
    );
    await expect(control(canvasElement, 'street')).toHaveValue('Dorfstraße 3');
  },
};

/** The range could not be fetched: no form to fill in vain, and a Retry that loads the page. */
export const RangeNotLoaded: Story = {
  args: { data: { models: null, model: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute(
      'href',
      '/de-at/service-kontakt/angebot-anfordern?model=lintrac-130',
    );
    await expect(canvas.queryByRole('button', { name: 'Angebot anfordern' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/en/service-contact/request-a-quote' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Model/ })).toHaveDisplayValue('Lintrac 130');
    await expect(canvas.getByRole('link', { name: 'See all models' })).toHaveAttribute(
      'href',
      '/en/models',
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Angebot anfordern' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
