import { checkoutKinds, type ContractItemKind } from '@lindner/api/schema';
import { toLocale, type Locale } from '@lindner/i18n';
import { readSafeUrl } from '@lindner/ui';
import type { CheckoutProps } from './Checkout';

/** What a CMS page gives the widget: data-attribute strings, and `getToken` from a script. */
export interface CheckoutMountOptions {
  locale?: string;
  /** The API's base address; requests go to `{apiBase}/{segment}/…`. Default `/api`. */
  apiBase?: string;
  segment?: string;
  /** `traclink` or `warranty`; default `traclink`. */
  kind?: string;
  vehicleId?: string;
  renewContractItemId?: string;
  termsHref?: string;
  cancellationPolicyHref?: string;
  ordersHref?: string;
  /** JavaScript only: the signed-in customer's access token. Without it, a sign-in notice. */
  getToken?: () => string | undefined;
  onOrdered?: CheckoutProps['onOrdered'];
}

export interface ReadCheckoutOptions {
  locale: Locale;
  apiBase: string;
  segment: string;
  getToken: (() => string | undefined) | null;
  props: CheckoutProps;
}

/** Reads the CMS's options leniently: anything unreadable falls back to the default. */
export function readMountOptions(options: CheckoutMountOptions): ReadCheckoutOptions {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const kind = text(options.kind).toLowerCase();
  const props: CheckoutProps = {
    kind: (checkoutKinds as readonly string[]).includes(kind)
      ? (kind as ContractItemKind)
      : 'traclink',
    termsHref: readSafeUrl(options.termsHref) ?? '#',
    cancellationPolicyHref: readSafeUrl(options.cancellationPolicyHref) ?? '#',
  };
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (uuid.test(text(options.vehicleId))) props.vehicleId = text(options.vehicleId);
  if (uuid.test(text(options.renewContractItemId))) {
    props.renewContractItemId = text(options.renewContractItemId);
  }
  const ordersHref = readSafeUrl(options.ordersHref);
  if (ordersHref) props.ordersHref = ordersHref;
  if (typeof options.onOrdered === 'function') props.onOrdered = options.onOrdered;
  return {
    locale: toLocale(text(options.locale).toLowerCase() || 'de'),
    apiBase: readSafeUrl(options.apiBase)?.replace(/\/+$/, '') || '/api',
    segment: text(options.segment) || 'portal',
    getToken: typeof options.getToken === 'function' ? options.getToken : null,
    props,
  };
}
