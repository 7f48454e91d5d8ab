import type { IncomingTransfer, OutgoingTransfer } from '@lindner/api/schema';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';

export const vehicleId = '3f9a2c1e-8b4d-4e7a-9c2f-1a5b6c7d8e01';

export const openTransfer: OutgoingTransfer = {
  id: '7a1c2a9e-4b7d-4e21-9a3c-0d5e8f7a2001',
  vehicleId,
  vin: 'VBLA13012345AB678',
  modelName: 'Lintrac 130',
  buyerEmail: 'lena.gruber@example.com',
  diaryGoes: true,
  state: 'offered',
  adId: null,
  createdAt: '2026-11-20T09:30:00Z',
  decidedAt: null,
  diaryCsv: false,
};

export const outgoingTransfers: OutgoingTransfer[] = [
  openTransfer,
  {
    ...openTransfer,
    id: '7a1c2a9e-4b7d-4e21-9a3c-0d5e8f7a2002',
    vehicleId: '3f9a2c1e-8b4d-4e7a-9c2f-1a5b6c7d8e02',
    vin: 'VBLA09412345CD321',
    modelName: 'Geotrac 94ep',
    buyerEmail: 'peter.huber@example.com',
    diaryGoes: false,
    state: 'accepted',
    createdAt: '2026-10-02T08:00:00Z',
    decidedAt: '2026-10-04T17:12:00Z',
    diaryCsv: true,
  },
  {
    ...openTransfer,
    id: '7a1c2a9e-4b7d-4e21-9a3c-0d5e8f7a2003',
    buyerEmail: 'maria.moser@example.com',
    state: 'withdrawn',
    createdAt: '2026-09-12T08:00:00Z',
    decidedAt: '2026-09-13T10:00:00Z',
  },
];

export const incomingTransfers: IncomingTransfer[] = [
  {
    id: '7a1c2a9e-4b7d-4e21-9a3c-0d5e8f7a2101',
    vehicleId: '3f9a2c1e-8b4d-4e7a-9c2f-1a5b6c7d8e09',
    vin: 'VBLA09400G0023456',
    modelName: 'Geotrac 94ep',
    yearOfConstruction: 2025,
    sellerName: 'Josef Brunner',
    diaryGoes: true,
    createdAt: '2026-11-28T15:45:00Z',
  },
];

export const offered = async (): Promise<SubmitOutcome> => ({ ok: true });

/** The server's refusal of the seller's own address, on its field. */
export const ownAddressRefused = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: 'Das ist Deine eigene E-Mail-Adresse.',
  fieldErrors: { buyerEmail: 'Das ist Deine eigene E-Mail-Adresse.' },
});
