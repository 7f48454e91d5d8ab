import * as z from 'zod/mini';
import { requiredText } from './text';
import { emailAddressPattern } from './textRules';

// Transfer of ownership (issue 33.3): the owner offers a vehicle to a buyer named by e-mail
// address; the buyer accepts or refuses in the personal area; until then the seller may withdraw.

/** The longest e-mail address a transfer takes (RFC 5321's path limit). */
export const transferEmailMaxLength = 254;

/** `POST /fleet/{id}/transfer`. */
export const vehicleTransferInputSchema = z.object({
  /** The buyer's e-mail address; compared in lower case with a verified account's address. */
  buyerEmail: requiredText(transferEmailMaxLength, {
    format: { pattern: emailAddressPattern, error: 'email' },
  }),
  /** Whether the fuel and operation diary goes with the vehicle (the seller keeps a CSV either way). */
  diaryGoes: z.boolean({ error: 'option' }),
  /** The seller's sold classified ad that started the transfer, if one did. */
  adId: z.optional(z.nullable(z.string({ error: 'invalid' }))),
});
export type VehicleTransferInput = z.input<typeof vehicleTransferInputSchema>;
export type ValidVehicleTransferInput = z.output<typeof vehicleTransferInputSchema>;

export const vehicleTransferStates = ['offered', 'accepted', 'refused', 'withdrawn'] as const;
export type VehicleTransferState = (typeof vehicleTransferStates)[number];

/** A transfer as its seller sees it (`GET /fleet/{id}/transfer`, `/fleet/transfers/outgoing`). */
export const outgoingTransferSchema = z.object({
  id: z.string(),
  /** The vehicle while it exists (the buyer may remove it after accepting); VIN and model always. */
  vehicleId: z.nullable(z.string()),
  vin: z.string(),
  modelName: z.string(),
  buyerEmail: z.string(),
  diaryGoes: z.boolean(),
  state: z.enum(vehicleTransferStates),
  adId: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  /** Whether `GET /fleet/transfers/{transferId}/diary.csv` has the seller's copy (accepted ones). */
  diaryCsv: z.boolean(),
});
export type OutgoingTransfer = z.infer<typeof outgoingTransferSchema>;

/** `GET /fleet/{id}/transfer`: the vehicle's open transfer, or null. */
export const openTransferSchema = z.nullable(outgoingTransferSchema);
export const outgoingTransfersSchema = z.array(outgoingTransferSchema);

/** An offer to the caller (`GET /fleet/transfers/incoming`). */
export const incomingTransferSchema = z.object({
  id: z.string(),
  vehicleId: z.string(),
  vin: z.string(),
  modelName: z.string(),
  yearOfConstruction: z.nullable(z.int()),
  /** The seller's name as the account has it. */
  sellerName: z.string(),
  diaryGoes: z.boolean(),
  createdAt: z.string(),
});
export type IncomingTransfer = z.infer<typeof incomingTransferSchema>;
export const incomingTransfersSchema = z.array(incomingTransferSchema);

/** `POST /fleet/transfers/{transferId}/accept`: the vehicle now in the caller's fleet. */
export const acceptedTransferSchema = z.object({ vehicleId: z.string() });

/** `POST /fleet/transfers/{transferId}/refuse`: nothing to answer. */
export const refusedTransferSchema = z.null();

export const transferParamsSchema = z.object({ transferId: z.string() });
