import { austrianDay, daysAfter } from '@lindner/api/schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { control } from '../../../../shared/storybook/formQueries';
import { withPortalMessages } from '../../../../shared/storybook/portalLocale';
import { saved } from '../../../../shared/storybook/profileData';
import { formsMessagesLoader, storyApi } from '../../formsStoryMessages';
import { storyModels } from '../../modelFormStoryData';
import { ModelFormView } from '../../ModelFormView';

const consentName = /Ich bin einverstanden|J’accepte|I agree/;

/** A day some days after today in Austria, as the browser's date field holds it. */
const inDays = (days: number) => daysAfter(austrianDay(new Date()), days);

/** Fills in who asks, where the farm is (in Austria) and how to call, as a visitor would. */
async function fillIn(root: HTMLElement) {
  await userEvent.selectOptions(control<HTMLSelectElement>(root, 'country'), 'AT');
  for (const [name, text] of [
    ['firstName', 'Anna'],
    ['lastName', 'Moser'],
    ['email', 'anna.moser@example.com'],
    ['phone', '+43 660 1112233'],
    ['street', 'Dorfstraße 3'],
    ['zip', '6250'],
    ['city', 'Kundl'],
  ]) {
    await userEvent.click(control(root, name!));
    await userEvent.paste(text!);
  }
  await userEvent.click(within(root).getByRole('checkbox', { name: consentName }));
}

async function chooseDates(root: HTMLElement, dates: [string, string, string]) {
  for (const [index, name] of ['firstDate', 'secondDate', 'thirdDate'].entries()) {
    const field = control(root, name);
    await userEvent.clear(field);
    await userEvent.type(field, dates[index]!);
  }
  await userEvent.tab();
}

/** The innovation visit without the API, as a model page's link opens it. */
const meta = {
  title: 'Portal/Forms/InnovationVisit',
  component: ModelFormView,
  parameters: { layout: 'fullscreen', route: '/de-at/service-kontakt/innovationsbesuch' },
  loaders: [formsMessagesLoader],
  decorators: [withPortalMessages],
  args: {
    form: 'innovation-visit',
    data: { models: storyModels, model: 'geotrac-134ep' },
    api: storyApi,
    retryHref: '/de-at/service-kontakt/innovationsbesuch?model=geotrac-134ep',
    onSubmit: fn(saved),
  },
} satisfies Meta<typeof ModelFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three desired dates from tomorrow on: the visit is asked for with the chosen model. */
export const ThreeDates: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Innovationsbesuch' }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Drei Wunschtermine' })).toBeVisible();
    await expect(control(canvasElement, 'firstDate')).toHaveAttribute('min', inDays(1));
    await expect(control(canvasElement, 'firstDate')).toHaveAttribute('max', inDays(365));
    await fillIn(canvasElement);
    await chooseDates(canvasElement, [inDays(7), inDays(8), inDays(10)]);
    await userEvent.click(canvas.getByRole('button', { name: 'Besuch anfragen' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        modelId: 'geotrac-134ep',
        phone: '+43 660 1112233',
        street: 'Dorfstraße 3',
        firstDate: inDays(7),
        secondDate: inDays(8),
        thirdDate: inDays(10),
      }),
    );
    await expect(await canvas.findByText(/Vielen Dank für Deine Anfrage/)).toBeVisible();
  },
};

/** Today, a day named twice, a day too far ahead: each date says what is wrong; nothing is sent. */
export const DatesThatCannotBe: Story = {
  play: async ({ args, canvasElement }) => {
    await fillIn(canvasElement);
    await chooseDates(canvasElement, [inDays(0), inDays(0), inDays(400)]);
    await expect(control(canvasElement, 'firstDate')).toHaveAccessibleDescription(
      'Bitte einen Termin ab morgen wählen.',
    );
    await expect(control(canvasElement, 'thirdDate')).toHaveAccessibleDescription(
      'Bitte einen Termin innerhalb der nächsten zwölf Monate wählen.',
    );
    await chooseDates(canvasElement, [inDays(3), inDays(3), inDays(4)]);
    await expect(control(canvasElement, 'secondDate')).toHaveAccessibleDescription(
      'Diesen Termin hast Du schon genannt. Bitte wähle drei verschiedene Tage.',
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Besuch anfragen' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A visit is arranged by phone: without a number it is not sent. */
export const PhoneRequired: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.clear(control(canvasElement, 'phone'));
    await chooseDates(canvasElement, [inDays(7), inDays(8), inDays(10)]);
    await userEvent.click(canvas.getByRole('button', { name: 'Besuch anfragen' }));
    await expect(control(canvasElement, 'phone')).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { route: '/fr/service-contact/visite-innovation' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Visite innovation' }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Trois dates souhaitées' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute(
      'href',
      '/fr/service-contact/demande-de-devis?model=geotrac-134ep',
    );
  },
};

/** On a 360 px phone the dates stack and nothing scrolls sideways. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' } } },
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Besuch anfragen' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
