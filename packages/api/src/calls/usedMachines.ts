import {
  machineInquiryReceiptSchema,
  machineQueryParams,
  machineSchema,
  machineSearchResultSchema,
  type Machine,
  type MachineInquiryInput,
  type MachineInquiryReceipt,
  type MachineQuery,
  type MachineSearchResult,
} from '../schema';
import {
  publicGet,
  publicSend,
  type PublicCallOptions,
  type PublicSendOptions,
} from '../client/request';

/**
 * The cache key and path of `fetchMachines(query)`: equal searches give equal keys, since
 * `machineQueryParams` writes names and list entries in a fixed order and leaves out defaults.
 */
export function machinesKey(query: MachineQuery): string {
  const search = machineQueryParams(query).toString();
  return search ? `/machines?${search}` : '/machines';
}

/**
 * GET /machines (public, no token): one page of the search with its total and facet counts.
 * The server answers 400 with a message naming the filter for a bad value.
 */
export function fetchMachines(
  query: MachineQuery,
  options: PublicCallOptions = {},
): Promise<MachineSearchResult> {
  return publicGet(machinesKey(query), machineSearchResultSchema, options);
}

/** The cache key and path of `fetchMachine(id)`. */
export const machineKey = (id: string) => `/machines/${encodeURIComponent(id)}`;

/** GET /machines/{id} (public): every field of the machine; 404 for an unknown one. */
export function fetchMachine(id: string, options: PublicCallOptions = {}): Promise<Machine> {
  return publicGet(machineKey(id), machineSchema, options);
}

/**
 * POST /machines/{id}/inquiries without a token: 400 with `fieldErrors` for invalid fields (the
 * privacy consent is required), 429 with a message when one address sent too many; on success
 * the envelope's message is the thanks text (`formSuccessMessages.thanks`).
 */
export function submitMachineInquiry(
  id: string,
  input: MachineInquiryInput,
  options: PublicSendOptions = {},
): Promise<MachineInquiryReceipt> {
  return publicSend(
    'POST',
    `${machineKey(id)}/inquiries`,
    input,
    machineInquiryReceiptSchema,
    options,
  );
}
