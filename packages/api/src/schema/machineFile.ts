import * as z from 'zod/mini';
import { builtOnUse } from './builtOnUse';
import { contractItemKinds, contractItemStatuses } from './contractItems';
import { diaryDateSchema, diaryLimits } from './fleet';
import { optionalText, requiredText } from './text';
import { calendarDateSchema } from './user';

// The machine file of a vehicle (`/fleet/{id}/file`): its documents (the operator's manual and
// the parts list of its model and year), its service history and its licences and warranties.

/** The documents every vehicle's file holds. */
export const machineDocumentKinds = ['manual', 'partsList'] as const;
export type MachineDocumentKind = (typeof machineDocumentKinds)[number];

export const machineFileLimits = {
  workDoneLength: 2_000,
  partsLength: 2_000,
  dealerNameLength: 120,
  /** An invoice: a PDF or a picture (JPEG, PNG, WebP), at most 10 MB. */
  invoiceBytes: 10 * 1024 * 1024,
} as const;

/** The multipart field of an invoice (`PUT /fleet/{id}/service-entries/{entryId}/invoice`). */
export const serviceInvoiceUploadField = 'invoice';

/** Who did a service: the owner, or a dealer named in `dealerName`. */
export const serviceDoers = ['owner', 'dealer'] as const;
export type ServiceDoer = (typeof serviceDoers)[number];

/** `POST /fleet/{id}/service-entries` and `PUT …/{entryId}`: a service the owner enters. */
export const serviceEntryInputSchema = builtOnUse(() =>
  z
    .object({
      date: diaryDateSchema,
      operatingHours: z
        .number({
          error: (issue) =>
            issue.input === undefined || issue.input === null ? 'required' : 'invalid',
        })
        .check(
          z.gte(0, { error: 'nonNegative' }),
          z.lte(diaryLimits.operatingHours, { error: 'tooLarge' }),
        ),
      workDone: requiredText(machineFileLimits.workDoneLength, { multiLine: true }),
      parts: optionalText(machineFileLimits.partsLength, { multiLine: true }),
      doneBy: z.enum(serviceDoers, { error: 'option' }),
      dealerName: optionalText(machineFileLimits.dealerNameLength),
    })
    .check(
      z.refine((input) => input.doneBy !== 'dealer' || !!input.dealerName, {
        error: 'required',
        path: ['dealerName'],
      }),
    ),
);
export type ServiceEntryInput = z.input<typeof serviceEntryInputSchema>;
export type ValidServiceEntryInput = z.output<typeof serviceEntryInputSchema>;

/** The path of a service entry (`/fleet/{id}/service-entries/{entryId}`). */
export const serviceEntryParamsSchema = z.object({ id: z.string(), entryId: z.string() });

/** The path of a vehicle's document (`/fleet/{id}/documents/{kind}.pdf`). */
export const machineDocumentParamsSchema = z.object({ id: z.string(), kind: z.string() });

export const serviceEntrySchema = z.object({
  id: z.uuid(),
  date: calendarDateSchema,
  operatingHours: z.number(),
  workDone: z.string(),
  parts: z.nullable(z.string()),
  doneBy: z.enum(serviceDoers),
  dealerName: z.nullable(z.string()),
  /** 'dealer': entered by a dealer (a booking); the owner cannot change or delete it. */
  writtenBy: z.enum(['owner', 'dealer']),
  invoice: z.nullable(
    z.object({ fileName: z.string(), contentType: z.enum(['application/pdf', 'image/webp']) }),
  ),
});
export type ServiceEntry = z.infer<typeof serviceEntrySchema>;

export const machineDocumentSchema = z.object({
  kind: z.enum(machineDocumentKinds),
  /** The title in the caller's language, e.g. "Betriebsanleitung Lintrac 130 (2022)". */
  title: z.string(),
  /** The API path of the PDF, below the API's base. */
  path: z.string(),
  /** Generated demo documents, not Lindner's. */
  demo: z.boolean(),
});
export type MachineDocument = z.infer<typeof machineDocumentSchema>;

export const machineContractSchema = z.object({
  id: z.uuid(),
  kind: z.enum(contractItemKinds),
  title: z.string(),
  status: z.enum(contractItemStatuses),
  validFrom: z.nullable(calendarDateSchema),
  validTo: calendarDateSchema,
});
export type MachineContract = z.infer<typeof machineContractSchema>;

/** `GET /fleet/{id}/file`: the whole file, each list newest first. */
export const machineFileSchema = z.object({
  documents: z.array(machineDocumentSchema),
  serviceEntries: z.array(serviceEntrySchema),
  contracts: z.array(machineContractSchema),
});
export type MachineFile = z.infer<typeof machineFileSchema>;
