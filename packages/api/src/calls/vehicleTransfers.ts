import {
  acceptedTransferSchema,
  incomingTransfersSchema,
  openTransferSchema,
  outgoingTransferSchema,
  outgoingTransfersSchema,
  refusedTransferSchema,
  type IncomingTransfer,
  type OutgoingTransfer,
  type VehicleTransferInput,
} from '../schema';
import { apiGet, apiSend } from '../client/request';
import { fetchSignedFile, type SignedFile } from '../client/signedFile';

// Transfer of ownership. After offering or withdrawing, revalidate `openTransferKey(id)` and
// `outgoingTransfersKey`; after accepting or refusing, `incomingTransfersKey` and the fleet.

const fleetPath = (id: string) => `/fleet/${encodeURIComponent(id)}`;
const transferPath = (transferId: string) => `/fleet/transfers/${encodeURIComponent(transferId)}`;

/** The cache key of `fetchOpenTransfer(id)`. */
export const openTransferKey = (id: string) => `${fleetPath(id)}/transfer`;
/** The cache key of `fetchIncomingTransfers`. */
export const incomingTransfersKey = '/fleet/transfers/incoming';
/** The cache key of `fetchOutgoingTransfers`. */
export const outgoingTransfersKey = '/fleet/transfers/outgoing';

/** GET /fleet/{id}/transfer: the vehicle's open transfer, or null (404: not the user's vehicle). */
export function fetchOpenTransfer(
  id: string,
  signal?: AbortSignal,
): Promise<OutgoingTransfer | null> {
  return apiGet(openTransferKey(id), openTransferSchema, { signal });
}

/**
 * POST /fleet/{id}/transfer: offers the vehicle to the buyer's address and mails the buyer.
 * 400 with field errors (the own address too), 409 when one is open already, 429 throttled.
 */
export function offerTransfer(
  id: string,
  input: VehicleTransferInput,
  signal?: AbortSignal,
): Promise<OutgoingTransfer> {
  return apiSend('POST', openTransferKey(id), input, outgoingTransferSchema, { signal });
}

/** DELETE /fleet/{id}/transfer: withdraws the open transfer (409 once decided, 404 without one). */
export function withdrawTransfer(id: string, signal?: AbortSignal): Promise<OutgoingTransfer> {
  return apiSend('DELETE', openTransferKey(id), undefined, outgoingTransferSchema, { signal });
}

/** GET /fleet/transfers/incoming: open offers to the caller's verified e-mail address. */
export function fetchIncomingTransfers(signal?: AbortSignal): Promise<IncomingTransfer[]> {
  return apiGet(incomingTransfersKey, incomingTransfersSchema, { signal });
}

/** GET /fleet/transfers/outgoing: the caller's transfers of every state, newest first. */
export function fetchOutgoingTransfers(signal?: AbortSignal): Promise<OutgoingTransfer[]> {
  return apiGet(outgoingTransfersKey, outgoingTransfersSchema, { signal });
}

/** POST /fleet/transfers/{transferId}/accept: the vehicle joins the caller's fleet. */
export function acceptTransfer(
  transferId: string,
  signal?: AbortSignal,
): Promise<{ vehicleId: string }> {
  return apiSend('POST', `${transferPath(transferId)}/accept`, {}, acceptedTransferSchema, {
    signal,
  });
}

/** POST /fleet/transfers/{transferId}/refuse: the vehicle stays the seller's. */
export function refuseTransfer(transferId: string, signal?: AbortSignal): Promise<null> {
  return apiSend('POST', `${transferPath(transferId)}/refuse`, {}, refusedTransferSchema, {
    signal,
  });
}

/**
 * GET /fleet/transfers/{transferId}/diary.csv: the seller's copy of the diary of an accepted
 * transfer, as the diary's own CSV.
 */
export function fetchTransferDiaryCsv(
  transferId: string,
  signal?: AbortSignal,
): Promise<SignedFile> {
  return fetchSignedFile(`${transferPath(transferId)}/diary.csv`, {
    accept: 'text/csv',
    fallbackName: 'diary.csv',
    ...(signal ? { signal } : {}),
  });
}
