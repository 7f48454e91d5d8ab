import {
  checkoutFieldErrorMessages,
  priceSummary,
  standardVatRate,
  type CatalogueProduct,
  type CheckoutOrder,
  type ContractItemEntry,
  type Coupon,
  type Fleet,
  type UserProfile,
} from '@lindner/api/schema';
import {
  farmerFleet,
  farmerProfile,
  lintrac,
  orderId,
  traclinkMobile,
  traclinkSmart,
} from './demoData';

/** What a submit answers: the order, a refusal of some kind, no answer at all, or never. */
export type SubmitAnswer = 'ok' | 'pricesChanged' | 'tooMany' | 'refused' | 'network' | 'pending';

export type DemoEndpoint = 'fleet' | 'profile' | 'products' | 'contractItem' | 'coupon';

export interface DemoApiOptions {
  fleet?: Fleet;
  profile?: UserProfile;
  products?: CatalogueProduct[];
  /** The products after the first `pricesChanged` answer (the server's new prices). */
  productsAfterConflict?: CatalogueProduct[];
  contractItem?: ContractItemEntry;
  coupons?: Coupon[];
  /** The submits' answers in order; the last repeats. Default: the order is placed. */
  submits?: SubmitAnswer[];
  /** Endpoints that fail with 500 until `recover()` is called. */
  failing?: DemoEndpoint[];
  /** Endpoints that never answer (a slow server). */
  pending?: DemoEndpoint[];
}

export interface DemoRequest {
  method: string;
  path: string;
  body: unknown;
}

const serverTexts = {
  pricesChanged: {
    de: 'Die Preise haben sich seit dem Laden der Seite geändert.',
    en: 'The prices have changed since the page was loaded.',
    fr: 'Les prix ont changé depuis le chargement de la page.',
  },
  tooMany: {
    de: 'Zu viele Bestellungen in kurzer Zeit. Bitte versuche es in 10 Minuten erneut.',
    en: 'Too many orders in a short time. Please try again in 10 minutes.',
    fr: 'Trop de commandes en peu de temps. Veuillez réessayer dans 10 minutes.',
  },
  invalid: {
    de: 'Bitte prüfe Deine Eingaben.',
    en: 'Please check your input.',
    fr: 'Veuillez vérifier vos saisies.',
  },
  zip: {
    de: 'Bitte eine gültige Postleitzahl eingeben.',
    en: 'Please enter a valid postcode.',
    fr: 'Veuillez saisir un code postal valide.',
  },
  couponUnknown: {
    de: checkoutFieldErrorMessages.couponUnknown.defaultMessage,
    en: 'We do not know this coupon code.',
    fr: 'Nous ne connaissons pas ce code de bon.',
  },
  notFound: { de: 'Nicht gefunden.', en: 'Not found.', fr: 'Introuvable.' },
  failed: {
    de: 'Es ist ein Fehler aufgetreten.',
    en: 'There has been an error.',
    fr: "Une erreur s'est produite.",
  },
} as const;

const success = (data: unknown) => Response.json({ success: true, message: '', data: { data } });
const failure = (status: number, message: string, errors?: Record<string, string>) =>
  Response.json(
    { success: false, message, ...(errors ? { errors } : {}), data: { data: null } },
    { status },
  );

/**
 * A stand-in for the portal API's checkout endpoints, for stories and tests: answers as the
 * server does (envelope, 404 with a field error for an unknown coupon, 409 for changed prices,
 * 429, field errors) from the data given, and records every request. No network.
 */
export function demoApi(options: DemoApiOptions = {}) {
  const requests: DemoRequest[] = [];
  const failing = new Set(options.failing ?? []);
  const pending = new Set(options.pending ?? []);
  let products = options.products ?? [traclinkSmart, traclinkMobile];
  let submitCount = 0;

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://demo.invalid');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const path = url.pathname.replace(/^\/api\/portal/, '');
    requests.push({ method, path: `${path}${url.search}`, body });
    const language = (new Headers(init?.headers).get('Accept-Language') ?? 'de').slice(0, 2) as
      'de' | 'en' | 'fr';
    const text = (key: keyof typeof serverTexts) =>
      serverTexts[key][language] ?? serverTexts[key].de;
    const endpoint = endpointOf(method, path);
    if (endpoint && pending.has(endpoint)) return never(init?.signal);
    if (endpoint && failing.has(endpoint)) return failure(500, text('failed'));

    switch (endpoint) {
      case 'fleet':
        return success(options.fleet ?? farmerFleet);
      case 'profile':
        return success(options.profile ?? farmerProfile);
      case 'products':
        return success(products);
      case 'contractItem':
        return options.contractItem
          ? success(options.contractItem)
          : failure(404, text('notFound'));
      case 'coupon': {
        const code = decodeURIComponent(path.split('/').at(-1) ?? '');
        const coupon = options.coupons?.find(
          (each) => each.code.toUpperCase() === code.toUpperCase(),
        );
        return coupon
          ? success(coupon)
          : failure(404, text('couponUnknown'), { couponCode: text('couponUnknown') });
      }
      default:
        break;
    }
    if (method === 'POST' && (path === '/contractItems/checkout' || path.endsWith('/renew'))) {
      const answers = options.submits ?? ['ok'];
      const answer = answers[Math.min(submitCount, answers.length - 1)] ?? 'ok';
      submitCount += 1;
      switch (answer) {
        case 'pending':
          return never(init?.signal);
        case 'network':
          throw new TypeError('Failed to fetch');
        case 'pricesChanged':
          if (options.productsAfterConflict) products = options.productsAfterConflict;
          return failure(409, text('pricesChanged'));
        case 'tooMany':
          return failure(429, text('tooMany'));
        case 'refused':
          return failure(400, text('invalid'), { 'invoiceAddress.zip': text('zip') });
        case 'ok':
          return success(orderOf(body as OrderBody, products, options.contractItem));
      }
    }
    return failure(404, text('notFound'));
  };

  return {
    fetch,
    requests,
    /** The bodies of the orders sent, oldest first. */
    submitted: () =>
      requests
        .filter((each) => each.method === 'POST')
        .map((each) => each.body as OrderBody & { idempotencyKey: string }),
    recover: () => failing.clear(),
  };
}

function endpointOf(method: string, path: string): DemoEndpoint | null {
  if (method !== 'GET') return null;
  if (path === '/fleet') return 'fleet';
  if (path === '/user/profile') return 'profile';
  if (path === '/checkout/products') return 'products';
  if (path.startsWith('/checkout/coupons/')) return 'coupon';
  if (path.startsWith('/contractItems/')) return 'contractItem';
  return null;
}

function never(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason));
  });
}

interface OrderBody {
  kind?: 'traclink' | 'warranty';
  vehicleId?: string;
  productId?: string;
  period?: 'monthly' | 'yearly';
  expectedTotalGrossCents?: number;
}

function orderOf(
  body: OrderBody,
  products: CatalogueProduct[],
  renewed: ContractItemEntry | undefined,
): CheckoutOrder {
  const productId = body.productId ?? renewed?.productId ?? traclinkSmart.id;
  const product = products.find((each) => each.id === productId) ?? traclinkSmart;
  const period = body.period ?? 'yearly';
  const summary = priceSummary(product, {
    period,
    vatRate: standardVatRate,
    today: '2026-11-24',
  });
  const at = '2026-11-24T10:00:00+01:00';
  return {
    id: orderId,
    type: renewed ? 'renewal' : 'order',
    status: 'ordered',
    createdAt: at,
    kind: product.kind,
    vehicle: renewed?.vehicle ?? {
      id: lintrac.id,
      vin: lintrac.vin,
      model: { id: lintrac.model.id, name: lintrac.model.name },
    },
    productId: product.id,
    productName: product.name,
    contractItemId: renewed?.id ?? null,
    invoiceAddress: {
      company: null,
      firstName: 'Josef',
      lastName: 'Brandstätter',
      street: 'Dorfstraße 12',
      zip: '6250',
      city: 'Kundl',
      country: 'AT',
    },
    summary,
    statusHistory: [{ status: 'ordered', changedAt: at }],
  };
}
