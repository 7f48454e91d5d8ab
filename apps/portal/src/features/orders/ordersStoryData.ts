import type { CheckoutOrder } from '@lindner/api/schema';
import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPersonalAreaMessages } from '../../messages';
import { portalOrdersMessages } from '../../messages/orders';

/** Made-up data for the order stories: no API. */

export const licenceOrder: CheckoutOrder = {
  id: '7d3c9e1a-5b2f-4c8d-9e0a-1b2c3d4e5f01',
  type: 'order',
  status: 'ordered',
  createdAt: '2026-11-20T09:30:00+01:00',
  kind: 'traclink',
  vehicle: {
    id: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01',
    vin: 'VBLA08512345AB123',
    model: { id: 'lintrac-110', name: 'Lintrac 110' },
  },
  productId: 'traclink-smart',
  productName: 'TracLink Smart',
  contractItemId: null,
  invoiceAddress: {
    company: 'Hof Gruber',
    firstName: 'Lena',
    lastName: 'Gruber',
    street: 'Dorfstraße 12',
    zip: '6250',
    city: 'Kundl',
    country: 'AT',
  },
  summary: {
    productId: 'traclink-smart',
    period: 'yearly',
    vatRate: 20,
    lines: [
      { period: 'setup', netCents: 9900, discountCents: 0, vatCents: 1980, grossCents: 11880 },
      { period: 'yearly', netCents: 19900, discountCents: 1990, vatCents: 3582, grossCents: 21492 },
    ],
    totals: {
      oneTime: { netCents: 9900, discountCents: 0, vatCents: 1980, grossCents: 11880 },
      recurring: { netCents: 19900, discountCents: 1990, vatCents: 3582, grossCents: 21492 },
    },
    coupon: { code: 'HERBST10', outcome: 'valid' },
  },
  statusHistory: [{ status: 'ordered', changedAt: '2026-11-20T09:30:00+01:00' }],
};

export const warrantyOrder: CheckoutOrder = {
  ...licenceOrder,
  id: '7d3c9e1a-5b2f-4c8d-9e0a-1b2c3d4e5f02',
  type: 'order',
  status: 'completed',
  createdAt: '2026-03-02T14:00:00+01:00',
  kind: 'warranty',
  productId: 'warranty-5y',
  productName: 'Garantieverlängerung 5 Jahre',
  contractItemId: '0b6d1d8e-0f5c-4d43-9a57-2f0c3c1b9a02',
  summary: {
    productId: 'warranty-5y',
    period: 'yearly',
    vatRate: 20,
    lines: [
      { period: 'once', netCents: 149000, discountCents: 0, vatCents: 29800, grossCents: 178800 },
    ],
    totals: {
      oneTime: { netCents: 149000, discountCents: 0, vatCents: 29800, grossCents: 178800 },
      recurring: null,
    },
    coupon: null,
  },
  statusHistory: [
    { status: 'ordered', changedAt: '2026-03-02T14:00:00+01:00' },
    { status: 'completed', changedAt: '2026-03-04T10:15:00+01:00' },
  ],
};

export const renewalOrder: CheckoutOrder = {
  ...licenceOrder,
  id: '7d3c9e1a-5b2f-4c8d-9e0a-1b2c3d4e5f03',
  type: 'automaticRenewal',
  status: 'completed',
  createdAt: '2026-01-15T00:00:00+01:00',
  statusHistory: [
    { status: 'ordered', changedAt: '2026-01-15T00:00:00+01:00' },
    { status: 'completed', changedAt: '2026-01-15T00:05:00+01:00' },
  ],
};

/** Oldest first, as staff's list answers; the orders page sorts newest first itself. */
export const orders = [renewalOrder, warrantyOrder, licenceOrder];

export { phoneViewport } from '../../shared/storybook/viewports';

/** Stories of the order pages: the portal's, the personal area's and the orders part. */
export const ordersMessagesLoader = async ({ globals }: { globals: Record<string, unknown> }) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPersonalAreaMessages,
    portalOrdersMessages,
  ]),
});
