import type { ContractItemEntry, FleetVehicle, TraclinkProduct } from '@lindner/api/schema';
import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages, portalPersonalAreaMessages } from '../../messages';
import { portalContractsMessages } from '../../messages/contracts';
import { portalTraclinkMessages } from '../../messages/traclink';

/** Made-up data for the contract stories: no API. */

export const lintracId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01';
export const geotracId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c02';
export const storyToday = '2026-11-24';

const lintrac = {
  id: lintracId,
  vin: 'VBLA08512345AB123',
  model: { id: 'lintrac-110', name: 'Lintrac 110' },
};
const geotrac = {
  id: geotracId,
  vin: 'VBLA08598765CD432',
  model: { id: 'geotrac-94ep', name: 'Geotrac 94ep' },
};

export const runningLicence: ContractItemEntry = {
  id: '0b6d1d8e-0f5c-4d43-9a57-2f0c3c1b9a01',
  kind: 'traclink',
  title: 'TracLink Smart',
  status: 'equipped',
  subscriptionPeriod: 'yearly',
  freePeriodMonths: 3,
  validFrom: '2026-01-15',
  validTo: '2027-01-14',
  renewsAutomatically: true,
  prices: { setup: 9900, monthly: 1990, yearly: 19900 },
  currency: 'EUR',
  couponCode: null,
  productId: 'traclink-smart',
  vehicle: lintrac,
};

export const cancelledLicence: ContractItemEntry = {
  ...runningLicence,
  status: 'cancelled',
  renewsAutomatically: false,
};

export const expiredLicence: ContractItemEntry = {
  ...runningLicence,
  id: '0b6d1d8e-0f5c-4d43-9a57-2f0c3c1b9a03',
  title: 'TracLink Mobile',
  status: 'expired',
  validFrom: '2024-01-15',
  validTo: '2025-01-14',
  renewsAutomatically: false,
  prices: { yearly: 4900 },
  freePeriodMonths: null,
};

export const warranty: ContractItemEntry = {
  id: '0b6d1d8e-0f5c-4d43-9a57-2f0c3c1b9a02',
  kind: 'warranty',
  title: 'Garantieverlängerung 5 Jahre / 5.000 Betriebsstunden',
  status: 'active',
  subscriptionPeriod: null,
  freePeriodMonths: null,
  validFrom: '2025-03-01',
  validTo: '2030-02-28',
  renewsAutomatically: false,
  prices: { once: 149000 },
  currency: 'EUR',
  couponCode: null,
  productId: 'warranty-5y',
  vehicle: lintrac,
};

const vehicle = (
  base: typeof lintrac,
  status: FleetVehicle['status'],
): Pick<FleetVehicle, 'id' | 'vin' | 'model' | 'status'> => ({
  id: base.id,
  vin: base.vin,
  model: { ...base.model, series: base.model.name.split(' ')[0] ?? '' },
  status,
});

export const fleetLines = [
  { vehicle: vehicle(lintrac, 'approved'), licence: runningLicence },
  { vehicle: vehicle(geotrac, 'approved'), licence: null },
  {
    vehicle: { ...vehicle(geotrac, 'pending'), id: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c09' },
    licence: null,
  },
];

export const traclinkCatalogue: TraclinkProduct[] = [
  {
    kind: 'traclink',
    id: 'traclink-mobile',
    name: 'TracLink Mobile',
    prices: { yearly: 4900, monthly: 490 },
    freeMonths: 0,
  },
  {
    kind: 'traclink',
    id: 'traclink-smart',
    name: 'TracLink Smart',
    prices: { setup: 9900, yearly: 19900, monthly: 1990 },
    freeMonths: 3,
  },
];

export { phoneViewport } from '../../shared/storybook/viewports';

/** Stories of the contract pages: the portal's, the personal area's and the contracts part. */
export const contractsMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalPersonalAreaMessages,
    portalContractsMessages,
  ]),
});

/** Stories of the public TracLink pages: the portal's messages and the TracLink part. */
export const traclinkMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    portalMessages,
    portalTraclinkMessages,
  ]),
});
