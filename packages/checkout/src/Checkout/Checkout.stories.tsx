import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { apiPersonalAreaMessages, initialize } from '@lindner/api';
import { checkoutFieldErrorMessages } from '@lindner/api/schema';
import {
  intlTag,
  loadMessages,
  LocaleProvider,
  toLocale,
  type Locale,
  type Messages,
} from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { createIntl, type MessageDescriptor } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { signInHref } from '../core';
import { checkoutMessages } from '../messages';
import { demoApi, type DemoApiOptions } from '../testing/demoApi';
import {
  expiredCoupon,
  farmerFleet,
  futureCoupon,
  geotracId,
  incompleteProfile,
  licenceId,
  lintracId,
  smartLicence,
  storyNow,
  traclinkSmartDearer,
  warrantyFiveYears,
  welcomeCoupon,
} from '../testing/demoData';
import { Checkout } from './Checkout';
import {
  couponAppliedMessage,
  messages,
  orderedMessage,
  periodMessage,
  recurringTotalMessage,
} from './messages';
import { SignedOutNotice } from './SignedOutNotice';

/** The demo API of the story being shown: its requests are what the play functions check. */
let api = demoApi();

const withWidget: Decorator = (Story, { globals, loaded }) => (
  <LocaleProvider
    locale={toLocale(globals.locale as string)}
    messages={loaded.widgetMessages as Messages}
  >
    {/* A cache of its own per story: no story sees another's answers. */}
    <SWRConfig value={{ provider: () => new Map(), errorRetryInterval: 60_000 }}>
      <Story />
    </SWRConfig>
  </LocaleProvider>
);

/**
 * The checkout of a TracLink licence or a warranty extension, as the portal's checkout pages
 * and CMS pages show it. The API answers from demo data (no network); each state speaks the
 * toolbar's language (German by default), the summary with its amounts is pinned to Austrian
 * German and English too (`…DeAt`, `…En`), the sign-in link to every other locale (`…Fr` and
 * `…FrFr` as well).
 */
const meta = {
  title: 'Widgets/Checkout',
  component: Checkout,
  parameters: { router: false },
  loaders: [
    async ({ globals }) => ({
      widgetMessages: await loadMessages(toLocale(globals.locale as string), [
        uiMessages,
        apiPersonalAreaMessages,
        checkoutMessages,
      ]),
    }),
  ],
  decorators: [withWidget],
  args: {
    kind: 'traclink',
    vehicleId: lintracId,
    termsHref: '#agb',
    cancellationPolicyHref: '#widerrufsbelehrung',
    ordersHref: '#bestellungen',
    now: storyNow,
  },
  beforeEach: ({ parameters, globals }) => {
    api = demoApi(parameters.api as DemoApiOptions | undefined);
    initialize({
      baseUrl: '/api',
      clientSegment: 'portal',
      getToken: () => 'story-token',
      getLocale: () => globals.locale as string,
      fetch: api.fetch,
    });
  },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = StoryContext;

// --- Helpers: what a user sees, in the story's language --------------------------------------

const plain = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function speaker({ globals, loaded }: Context) {
  const locale = toLocale(globals.locale as string);
  const intl = createIntl({
    locale: intlTag(locale),
    messages: loaded.widgetMessages as Messages,
  });
  const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    plain(intl.formatMessage(descriptor, values));
  const eur = (cents: number) =>
    plain(
      new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: 'EUR' }).format(
        cents / 100,
      ),
    );
  const period = (each: string) => t(periodMessage, { period: each });
  return { locale, intl, t, eur, period };
}

const contains = async (element: Element | null | undefined, text: string) =>
  expect(plain(element?.textContent)).toContain(text);

const lineOf = (root: HTMLElement, period: string) =>
  root.querySelector<HTMLElement>(`[data-line="${period}"]`);

const totalOf = (root: HTMLElement, total: 'oneTime' | 'recurring') =>
  root.querySelector<HTMLElement>(`[data-total="${total}"]`);

async function ready(context: Context) {
  const { t } = speaker(context);
  const canvas = within(context.canvasElement);
  await canvas.findByRole('button', { name: t(messages.submit) }, { timeout: 6_000 });
  return canvas;
}

async function acceptTerms(context: Context) {
  const canvas = within(context.canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: /AGB|terms|CGV/ }));
}

async function redeem(context: Context, code: string) {
  const { t } = speaker(context);
  const canvas = await ready(context);
  await userEvent.type(canvas.getByLabelText(t(messages.couponLabel)), code);
  await userEvent.click(canvas.getByRole('button', { name: t(messages.redeem) }));
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// --- The states ---------------------------------------------------------------------------

/** The data is on its way: a spinner and a status text, no form yet. */
export const Loading: Story = {
  parameters: { api: { pending: ['profile'] } },
  play: async (context) => {
    const { t } = speaker(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t(messages.loading))).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      t(messages.titleTraclink),
    );
    await expect(canvas.queryByRole('button', { name: t(messages.submit) })).toBeNull();
  },
};

/** The products could not be fetched: an error with Retry, which fetches them again. */
export const FetchFailed: Story = {
  parameters: { api: { failing: ['products'] } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 6_000 });
    const retry = within(alert).getByRole('button');
    api.recover();
    await userEvent.click(retry);
    await ready(context);
    await expect(canvas.getByRole('radio', { name: /^TracLink Smart/ })).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No vehicle given: the customer chooses one of the fleet's approved vehicles. */
export const ChoosingVehicle: Story = {
  args: { vehicleId: undefined },
  play: async (context) => {
    const { t } = speaker(context);
    const canvas = within(context.canvasElement);
    const group = await canvas.findByRole('group', { name: t(messages.vehicleLegend) });
    const radios = within(group).getAllByRole('radio');
    // The Unitrac still waits for Lindner's check: not offered.
    await expect(radios.map((radio) => plain(radio.closest('label')?.textContent))).toEqual([
      expect.stringContaining('Lintrac 110'),
      expect.stringContaining('Geotrac 94ep'),
    ]);
    await expect(canvas.getByText(t(messages.chooseVehicleFirst))).toBeVisible();
    await userEvent.click(within(group).getByRole('radio', { name: /Geotrac 94ep/ }));
    await ready(context);
    await expect(api.requests.some((each) => each.path.includes(`vehicleId=${geotracId}`))).toBe(
      true,
    );
  },
};

/** The licences offered with their prices; the period chosen changes the summary. */
export const Products: Story = {
  play: async (context) => {
    const { t, eur, period } = speaker(context);
    const canvas = await ready(context);
    const smart = canvas.getByRole('radio', { name: /^TracLink Smart/ });
    await expect(smart).toBeChecked();
    await contains(smart.closest('label'), eur(14900));
    await contains(smart.closest('label'), eur(19900));
    await expect(canvas.getByRole('radio', { name: /^TracLink Mobile/ })).not.toBeChecked();
    const yearly = canvas.getByRole('radio', { name: new RegExp(`^${period('yearly')}`) });
    await expect(yearly).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(`^${period('monthly')}`) }));
    // 19.90 € a month plus 20 % VAT.
    await contains(totalOf(context.canvasElement, 'recurring'), eur(2388));
    await contains(
      totalOf(context.canvasElement, 'recurring'),
      t(recurringTotalMessage, { period: 'monthly' }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: /^TracLink Mobile/ }));
    await expect(lineOf(context.canvasElement, 'setup')).toBeNull();
  },
};

/** Every line with net, VAT 20 % and gross, the one-time and the yearly total. */
export const Summary: Story = {
  play: async (context) => {
    const { t, eur } = speaker(context);
    const canvas = await ready(context);
    const summary = canvas.getByRole('region', { name: t(messages.summarySection) });
    const setup = lineOf(context.canvasElement, 'setup');
    await contains(setup, eur(14900));
    await contains(setup, eur(2980));
    await contains(setup, eur(17880));
    const yearly = lineOf(context.canvasElement, 'yearly');
    await contains(yearly, eur(19900));
    await contains(yearly, eur(3980));
    await contains(yearly, eur(23880));
    await contains(totalOf(context.canvasElement, 'oneTime'), eur(17880));
    await contains(totalOf(context.canvasElement, 'recurring'), eur(23880));
    await contains(summary, t(messages.serverCounts));
    await contains(summary, t(messages.paymentOnInvoice));
  },
};

/** A warranty is paid once: no period to choose, one line and the one-time total. */
export const Warranty: Story = {
  args: { kind: 'warranty' },
  parameters: { api: { products: [warrantyFiveYears] } },
  play: async (context) => {
    const { t, eur } = speaker(context);
    const canvas = await ready(context);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      t(messages.titleWarranty),
    );
    await expect(canvas.getByText(t(messages.paidOnce))).toBeVisible();
    await expect(canvas.queryByRole('group', { name: t(messages.periodLegend) })).toBeNull();
    await contains(totalOf(context.canvasElement, 'oneTime'), eur(154800));
    await expect(totalOf(context.canvasElement, 'recurring')).toBeNull();
  },
};

/** No warranty extension for this vehicle: an empty state instead of the form. */
export const NoProducts: Story = {
  args: { kind: 'warranty' },
  parameters: { api: { products: [] } },
  play: async (context) => {
    const { t } = speaker(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t(messages.noWarranty))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t(messages.submit) })).toBeNull();
  },
};

/** A valid coupon: which lines it discounts, and the discounts in the summary. */
export const CouponValid: Story = {
  parameters: { api: { coupons: [welcomeCoupon] } },
  play: async (context) => {
    const { t, eur, intl, period } = speaker(context);
    await redeem(context, 'willkommen20');
    const canvas = within(context.canvasElement);
    const lines = intl.formatList([period('setup'), period('yearly')], { type: 'conjunction' });
    await expect(
      await canvas.findByText(t(couponAppliedMessage, { code: 'WILLKOMMEN20', lines })),
    ).toBeVisible();
    // 149 € less 20 % = 119.20 € net, plus VAT = 143.04 €.
    await contains(lineOf(context.canvasElement, 'setup'), eur(-2980));
    await contains(totalOf(context.canvasElement, 'oneTime'), eur(14304));
    await contains(totalOf(context.canvasElement, 'recurring'), eur(19104));
  },
};

/** An expired coupon: its message on the field, no discount. */
export const CouponExpired: Story = {
  parameters: { api: { coupons: [expiredCoupon] } },
  play: async (context) => {
    const { t, eur } = speaker(context);
    await redeem(context, 'HERBST2025');
    const canvas = within(context.canvasElement);
    const field = canvas.getByLabelText(t(messages.couponLabel));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(t(checkoutFieldErrorMessages.couponExpired)),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await contains(totalOf(context.canvasElement, 'oneTime'), eur(17880));
  },
};

/** A coupon that is not valid yet. */
export const CouponNotYetValid: Story = {
  parameters: { api: { coupons: [futureCoupon] } },
  play: async (context) => {
    const { t } = speaker(context);
    await redeem(context, 'FRUEHLING27');
    const field = within(context.canvasElement).getByLabelText(t(messages.couponLabel));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(t(checkoutFieldErrorMessages.couponNotYetValid)),
    );
  },
};

/** A code the server does not know (404). */
export const CouponUnknown: Story = {
  play: async (context) => {
    const { t } = speaker(context);
    await redeem(context, 'GIBTSNICHT');
    const field = within(context.canvasElement).getByLabelText(t(messages.couponLabel));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(t(checkoutFieldErrorMessages.couponUnknown)),
    );
  },
};

/** A different invoice address: the fields open and are checked on leaving each. */
export const DifferentAddress: Story = {
  play: async (context) => {
    const { t } = speaker(context);
    const canvas = await ready(context);
    await contains(canvas.getByText('Dorfstraße 12', { exact: false }), 'Dorfstraße 12');
    await userEvent.click(canvas.getByRole('checkbox', { name: t(messages.differentAddress) }));
    await userEvent.type(canvas.getByLabelText(t(messages.firstName)), 'Anna');
    await userEvent.click(canvas.getByLabelText(t(messages.lastName)));
    await userEvent.tab();
    await expect(canvas.getByLabelText(t(messages.lastName))).toHaveAccessibleDescription(
      t({ id: 'api.fieldError.required', defaultMessage: 'Dieses Feld ist erforderlich.' }),
    );
    await userEvent.selectOptions(canvas.getByLabelText(t(messages.country)), 'AT');
    await userEvent.type(canvas.getByLabelText(t(messages.zip)), '40200');
    await userEvent.tab();
    await expect(canvas.getByLabelText(t(messages.zip))).toHaveAccessibleDescription(
      t({ id: 'api.fieldError.zip', defaultMessage: 'Bitte eine gültige Postleitzahl eingeben.' }),
    );
    await expect(canvas.getByLabelText(t(messages.zip))).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost: the first name is still there.
    await expect(canvas.getByLabelText(t(messages.firstName))).toHaveValue('Anna');
  },
};

/** The profile has no complete address: the fields are open, filled with what it has. */
export const IncompleteProfileAddress: Story = {
  parameters: { api: { profile: incompleteProfile } },
  play: async (context) => {
    const { t } = speaker(context);
    const canvas = await ready(context);
    await expect(canvas.getByText(t(messages.profileAddressIncomplete))).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: t(messages.differentAddress) })).toBeNull();
    await expect(canvas.getByLabelText(t(messages.city))).toHaveValue('Kundl');
    await expect(canvas.getByLabelText(t(messages.street))).toHaveValue('');
  },
};

/** Ordering: the terms first, then the button is busy and a second click sends nothing. */
export const Submitting: Story = {
  parameters: { api: { submits: ['pending'] } },
  play: async (context) => {
    const { t } = speaker(context);
    const canvas = await ready(context);
    const submit = canvas.getByRole('button', { name: t(messages.submit) });
    await userEvent.click(submit);
    await expect(
      await canvas.findByText(t(checkoutFieldErrorMessages.termsRequired)),
    ).toBeVisible();
    await expect(api.submitted()).toHaveLength(0);
    await acceptTerms(context);
    await userEvent.click(submit);
    await expect(await canvas.findByText(t(messages.submitting))).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(api.submitted()).toHaveLength(1);
  },
};

/** Ordered: "Erfolgreich abgesendet" with the product and a link to the orders. */
export const Success: Story = {
  play: async (context) => {
    const { t } = speaker(context);
    const canvas = await ready(context);
    await acceptTerms(context);
    await userEvent.click(canvas.getByRole('button', { name: t(messages.submit) }));
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent(t(messages.success));
    await expect(plain(notice.textContent)).toContain(
      t(orderedMessage, { product: 'TracLink Smart', model: 'Lintrac 110' }),
    );
    await expect(within(notice).getByRole('link', { name: t(messages.toOrders) })).toHaveAttribute(
      'href',
      '#bestellungen',
    );
    const [sent] = api.submitted();
    await expect(sent).toMatchObject({
      kind: 'traclink',
      vehicleId: lintracId,
      productId: 'traclink-smart',
      period: 'yearly',
      couponCode: null,
      invoiceAddress: null,
      termsAccepted: true,
      expectedTotalGrossCents: 17880 + 23880,
    });
    await expect(sent?.idempotencyKey).toMatch(uuid);
  },
};

/** 409: the prices changed; the new summary and the server's message, then order again. */
export const PricesChanged: Story = {
  parameters: {
    api: { submits: ['pricesChanged', 'ok'], productsAfterConflict: [traclinkSmartDearer] },
  },
  play: async (context) => {
    const { t, eur } = speaker(context);
    const canvas = await ready(context);
    await acceptTerms(context);
    const submit = canvas.getByRole('button', { name: t(messages.submit) });
    await userEvent.click(submit);
    const notice = await canvas.findByText(t(messages.pricesChanged));
    await expect(notice).toBeVisible();
    // The new yearly price, 219 € plus VAT.
    await waitFor(() => contains(totalOf(context.canvasElement, 'recurring'), eur(26280)));
    await expect(canvas.getByRole('checkbox', { name: /AGB|terms|CGV/ })).toBeChecked();
    await userEvent.click(submit);
    await expect(await canvas.findByText(t(messages.success))).toBeVisible();
    const [first, second] = api.submitted();
    await expect(second?.expectedTotalGrossCents).toBe(17880 + 26280);
    await expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  },
};

/** The server refuses with a field error: it shows on its field, nothing typed is lost. */
export const ServerRefusal: Story = {
  parameters: { api: { submits: ['refused'] } },
  play: async (context) => {
    const { t } = speaker(context);
    const canvas = await ready(context);
    await userEvent.click(canvas.getByRole('checkbox', { name: t(messages.differentAddress) }));
    await userEvent.type(canvas.getByLabelText(t(messages.firstName)), 'Anna');
    await userEvent.type(canvas.getByLabelText(t(messages.lastName)), 'Huber');
    await userEvent.type(canvas.getByLabelText(t(messages.street)), 'Hauptplatz 1');
    await userEvent.type(canvas.getByLabelText(t(messages.zip)), '4020');
    await userEvent.type(canvas.getByLabelText(t(messages.city)), 'Linz');
    await userEvent.selectOptions(canvas.getByLabelText(t(messages.country)), 'AT');
    await acceptTerms(context);
    await userEvent.click(canvas.getByRole('button', { name: t(messages.submit) }));
    await expect(await canvas.findByText(t(messages.refused))).toBeVisible();
    const zip = canvas.getByLabelText(t(messages.zip));
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveValue('4020');
    await expect(canvas.getByLabelText(t(messages.street))).toHaveValue('Hauptplatz 1');
  },
};

/** 429: too many orders; the server's message. */
export const TooManyOrders: Story = {
  parameters: { api: { submits: ['tooMany'] } },
  play: async (context) => {
    const { t } = speaker(context);
    const canvas = await ready(context);
    await acceptTerms(context);
    await userEvent.click(canvas.getByRole('button', { name: t(messages.submit) }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t(messages.refused));
    await expect(alert).toHaveTextContent(/10 Minuten|10 minutes/);
  },
};

/** No answer at all: Retry sends the same order with the same idempotency key. */
export const NetworkFailure: Story = {
  parameters: { api: { submits: ['network', 'ok'] } },
  play: async (context) => {
    const { t } = speaker(context);
    const canvas = await ready(context);
    await acceptTerms(context);
    await userEvent.click(canvas.getByRole('button', { name: t(messages.submit) }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t(messages.networkError));
    await userEvent.click(within(alert).getByRole('button', { name: t(messages.retry) }));
    await expect(await canvas.findByText(t(messages.success))).toBeVisible();
    const [first, second] = api.submitted();
    await expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    await expect(second).toEqual(first);
  },
};

/** Renewing a licence now: its own product, the period chosen, no setup fee. */
export const Renewal: Story = {
  args: { vehicleId: undefined, renewContractItemId: licenceId },
  parameters: { api: { contractItem: smartLicence } },
  play: async (context) => {
    const { t, eur, period } = speaker(context);
    const canvas = await ready(context);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      t(messages.titleRenewal),
    );
    await expect(canvas.getAllByRole('radio', { name: /TracLink/ })).toHaveLength(1);
    await expect(
      canvas.getByRole('radio', { name: new RegExp(`^${period('yearly')}`) }),
    ).toBeChecked();
    await expect(lineOf(context.canvasElement, 'setup')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(`^${period('monthly')}`) }));
    await contains(totalOf(context.canvasElement, 'recurring'), eur(2388));
    await acceptTerms(context);
    await userEvent.click(canvas.getByRole('button', { name: t(messages.submit) }));
    await expect(await canvas.findByText(t(messages.success))).toBeVisible();
    const renewal = api.requests.find((each) => each.method === 'POST');
    await expect(renewal?.path).toBe(`/contractItems/${licenceId}/renew`);
    await expect(renewal?.body).toMatchObject({ period: 'monthly', expectedTotalGrossCents: 2388 });
  },
};

/** On a CMS page without sign-on: a notice with the way to sign in at Mein Lindner. */
export const SignedOut: Story = {
  render: (_args, { globals }) => (
    <SignedOutNotice
      signInHref={signInHref('/api', toLocale(globals.locale as string), window.location.href)}
    />
  ),
  play: async (context) => {
    const { t, locale } = speaker(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { name: t(messages.signedOutTitle) })).toBeVisible();
    const link = canvas.getByRole('link', { name: t(messages.signIn) });
    const base = {
      de: '/de/mein-lindner/fuhrpark',
      'de-at': '/de-at/mein-lindner/fuhrpark',
      en: '/en/my-lindner/fleet',
      fr: '/fr/mon-lindner/flotte',
      'fr-fr': '/fr-fr/mon-lindner/flotte',
    } satisfies Record<Locale, string>;
    await expect(new URL(link.getAttribute('href')!).pathname).toBe(base[locale]);
    await expect(api.requests).toHaveLength(0);
  },
};

// --- Every state above follows the locale toolbar (German by default). The summary is pinned to
// Austrian German and English as well, whose amounts read otherwise ("€ 149,00", "€149.00"; in euros, although English shows an
// amount without a currency of its own in dollars). In every locale the locale-dependent sign-in
// link. Other states in other locales would only repeat their texts: French writes these amounts
// as German does, France's French shows French's texts (its catalog holds none of its own) in
// French's formats, and the message check proves every key exists in each locale. --------------

const inLocale = (story: Story, locale: Locale): Story => ({
  ...story,
  globals: { ...story.globals, locale },
});

export const SummaryDeAt = inLocale(Summary, 'de-at');
export const SummaryEn = inLocale(Summary, 'en');

export const SignedOutDeAt = inLocale(SignedOut, 'de-at');
export const SignedOutEn = inLocale(SignedOut, 'en');
export const SignedOutFr = inLocale(SignedOut, 'fr');
export const SignedOutFrFr = inLocale(SignedOut, 'fr-fr');

// --- Narrow columns -----------------------------------------------------------------------

const inColumn =
  (width: number): Decorator =>
  (Story) => (
    <div data-testid="cms-column" style={{ width }}>
      <Story />
    </div>
  );

const fitsItsColumn = async (context: Context) => {
  const canvas = await ready(context);
  const column = canvas.getByTestId('cms-column');
  await userEvent.click(canvas.getByRole('checkbox', { name: /Abweichende/ }));
  await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  for (const control of column.querySelectorAll('input, select, button, a')) {
    const box = control.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(column.getBoundingClientRect().right + 0.5);
    if (control.matches('button, select, input:not([type="radio"]):not([type="checkbox"])')) {
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  }
};

/** A phone's 360 px: everything stacks, nothing sticks out, every target is 44 px high. */
export const At360Px: Story = {
  decorators: [inColumn(360)],
  parameters: { api: { coupons: [welcomeCoupon] } },
  play: fitsItsColumn,
};

/** 300 px, the narrowest column a widget supports. */
export const At300Px: Story = {
  args: { vehicleId: undefined },
  decorators: [inColumn(300)],
  parameters: { api: { fleet: farmerFleet } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Lintrac 110/ }));
    await fitsItsColumn(context);
  },
};
