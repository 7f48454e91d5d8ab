import type { ContractItemNotifications, FleetStatistics } from '@lindner/api/schema';

/** Made-up data for stories and tests: no API. */

export const lintracId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01';
export const geotracId = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c02';

export const expiringLicenceAndWarranty: ContractItemNotifications = {
  traclink: [
    {
      item: {
        id: '0b6d1d8e-0f5c-4d43-9a57-2f0c3c1b9a01',
        title: 'TracLink Smart',
        validTo: '2026-12-12',
      },
      model: { id: 'lintrac-110', name: 'Lintrac 110' },
      vehicleId: lintracId,
    },
  ],
  warranty: [
    {
      item: {
        id: '0b6d1d8e-0f5c-4d43-9a57-2f0c3c1b9a02',
        title: 'Garantieverlängerung 5 Jahre / 5.000 Betriebsstunden',
        validTo: '2026-12-20',
      },
      model: { id: 'geotrac-94ep', name: 'Geotrac 94ep' },
      vehicleId: geotracId,
    },
  ],
};

export const expiringWarrantyOnly: ContractItemNotifications = {
  traclink: [],
  warranty: expiringLicenceAndWarranty.warranty,
};

export const nothingExpiring: ContractItemNotifications = { traclink: [], warranty: [] };

export const farmerFleet: FleetStatistics = {
  vehicleCount: 2,
  operatingHours: 4963.5,
  fuelUsedLiters: 26690,
  averageConsumption: 5.4,
  litersByMonth: [
    { month: '2025-12', liters: 0 },
    { month: '2026-01', liters: 0 },
    { month: '2026-02', liters: 120 },
    { month: '2026-03', liters: 310 },
    { month: '2026-04', liters: 540 },
    { month: '2026-05', liters: 880 },
    { month: '2026-06', liters: 1240 },
    { month: '2026-07', liters: 1105.5 },
    { month: '2026-08', liters: 760 },
    { month: '2026-09', liters: 615 },
    { month: '2026-10', liters: 290 },
    { month: '2026-11', liters: 443 },
  ],
  operationHoursByType: {
    fieldEasy: 4,
    fieldHard: 15.5,
    grasEasy: 9.5,
    grasHard: 6.5,
    otherEasy: 0,
    otherHard: 3,
  },
};

/** A fleet without entries in the last twelve months: the charts give way to sentences. */
export const quietFleetCharts: Pick<FleetStatistics, 'litersByMonth' | 'operationHoursByType'> = {
  litersByMonth: farmerFleet.litersByMonth.map(({ month }) => ({ month, liters: 0 })),
  operationHoursByType: {
    fieldEasy: 0,
    fieldHard: 0,
    grasEasy: 0,
    grasHard: 0,
    otherEasy: 0,
    otherHard: 0,
  },
};

/** A picture that needs no network: initials on the brand colour. */
export const avatarUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="#b00014"/><text x="28" y="36" font-family="Arial" font-size="22" fill="#fff" text-anchor="middle">JB</text></svg>',
)}`;
