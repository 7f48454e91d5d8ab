import { apiPersonalAreaMessages, initialize } from '@lindner/api';
import { mountWidget } from '@lindner/ui';
import { Checkout, SignedOutNotice } from './Checkout';
import { messages } from './Checkout/messages';
import { signInHref } from './core';
import { checkoutMessages } from './messages';
import { readMountOptions, type CheckoutMountOptions } from './mountOptions';

export type { CheckoutMountOptions } from './mountOptions';

/**
 * Renders the checkout into a CMS page's element. It needs a signed-in customer: with a
 * `getToken` that gives a token it sets up the API client (`apiBase`, `segment`) and shows the
 * checkout; without one it shows a notice linking to the sign-in at "Mein Lindner". Never
 * throws: a failure shows the widget's error block. Returns the unmount function.
 */
export function mount(element: HTMLElement, options: CheckoutMountOptions = {}): () => void {
  const { locale, apiBase, segment, getToken, props } = readMountOptions(options);
  const signedIn = getToken !== null && Boolean(safely(getToken));
  if (signedIn) {
    initialize({
      baseUrl: apiBase,
      clientSegment: segment,
      getToken: () => safely(getToken),
      getLocale: () => locale,
    });
  }
  return mountWidget(element, {
    name: 'Checkout',
    locale,
    catalogs: [checkoutMessages, apiPersonalAreaMessages],
    render: () =>
      signedIn ? (
        <Checkout {...props} />
      ) : (
        <SignedOutNotice signInHref={signInHref(apiBase, locale, window.location.href)} />
      ),
    errorMessage: messages.error,
  });
}

/** A token getter that throws counts as signed out. */
function safely(getToken: () => string | undefined): string | undefined {
  try {
    return getToken() || undefined;
  } catch {
    return undefined;
  }
}
