import {
  deletedSchema,
  fieldErrorMessages,
  fleetFieldErrorMessages,
  machineDocumentKinds,
  machineDocumentParamsSchema,
  machineFileLimits,
  machineFileSchema,
  serviceEntryInputSchema,
  serviceEntryParamsSchema,
  serviceEntrySchema,
  serviceInvoiceUploadField,
  vehicleParamsSchema,
  type MachineDocument,
  type MachineDocumentKind,
} from '@lindner/api/schema';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../database/connection';
import { callerOf } from '../../../plugins/auth';
import { Refusal, success } from '../../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../../plugins/schemaRoutes';
import type { Limit } from '../../../plugins/throttling/throttling';
import { uploadMessages } from '../../../plugins/uploads';
import { vehicleModels } from '../../../plugins/vehicleModels';
import type { VehicleRow } from '../../../plugins/vehicles';
import { loadDiaryEntries } from '../diary';
import { hoursConflict, hoursMessage } from '../operatingHours';
import { ownVehicle } from '../vehicleRoutes';
import { checkInvoice, InvoiceProblem, invoiceProblemStatus } from './invoice';
import { demoDocuments, type DocumentModel } from './demoDocuments';
import {
  addServiceEntry,
  deleteServiceEntry,
  loadInvoice,
  loadServiceEntries,
  loadServiceEntry,
  loadVehicleContracts,
  saveInvoice,
  updateServiceEntry,
} from './serviceHistory';
import { machineFileMessages } from './texts';

const tags = ['fleet'];

const invoiceUploadField = serviceInvoiceUploadField;

const fieldErrors = { ...fieldErrorMessages, ...fleetFieldErrorMessages };

/** How long a device may keep a demo document: a week (one model and year never changes). */
const documentCache = 'private, max-age=604800';

export interface MachineFileRoutesOptions {
  database: Database;
  /** Invoice uploads per user in a window: the fleet's picture limits (pictures are decoded). */
  uploadLimits: Pick<Limit, 'max' | 'windowMs'>;
}

/** Invoice uploads, per user: refused files count too (checking them is what costs). */
export const invoiceLimit = ({ max, windowMs }: MachineFileRoutesOptions['uploadLimits']) =>
  ({
    name: 'service-invoices',
    max,
    windowMs,
    per: 'user',
    message: uploadMessages.tooMany,
  }) satisfies Limit;

/**
 * The machine file of each of the caller's vehicles (`/fleet/{id}/file`): the demo documents of
 * its model and year (`/fleet/{id}/documents/{kind}`, PDF), its service history (the owner adds,
 * changes and removes own entries; a dealer's are read-only) with an invoice per entry, and its
 * licences and warranties. Only the owner reaches any of it: another user's vehicle, entry or
 * invoice answers 404. No address has a dot, so the service worker keeps what was opened.
 */
export const machineFileRoutes: SchemaRoutes<MachineFileRoutesOptions> = async (
  app,
  { database, uploadLimits },
) => {
  const { orm } = database;
  const invoiceLimiter = app.limiter(invoiceLimit(uploadLimits));
  const documentBytes = demoDocuments();

  async function documentModel(vehicle: VehicleRow): Promise<DocumentModel> {
    const [model] = await orm
      .select({
        id: vehicleModels.id,
        name: vehicleModels.name,
        kind: vehicleModels.kind,
        powerHp: vehicleModels.powerHp,
        transmission: vehicleModels.transmission,
        unladenWeightKg: vehicleModels.unladenWeightKg,
        permittedTotalWeightKg: vehicleModels.permittedTotalWeightKg,
      })
      .from(vehicleModels)
      .where(eq(vehicleModels.id, vehicle.modelId));
    return model!;
  }

  /** The year the documents are of: the vehicle's, or the year it was registered here. */
  const documentYear = (vehicle: VehicleRow) =>
    vehicle.yearOfConstruction ?? vehicle.createdAt.getUTCFullYear();

  function documentsOf(
    request: FastifyRequest,
    vehicle: VehicleRow,
    model: DocumentModel,
  ): MachineDocument[] {
    const values = { model: model.name, year: documentYear(vehicle) };
    return machineDocumentKinds.map((kind) => ({
      kind,
      title: request.t(
        kind === 'manual' ? machineFileMessages.manualTitle : machineFileMessages.partsListTitle,
        values,
      ),
      path: `/fleet/${vehicle.id}/documents/${kind}`,
      demo: true,
    }));
  }

  app.get(
    '/fleet/:id/file',
    {
      schema: {
        tags,
        summary: 'A vehicle’s file: its documents, service history and licences and warranties',
        params: vehicleParamsSchema,
        response: answers(machineFileSchema),
      },
    },
    async (request) => {
      const vehicle = await ownVehicle(database, request, request.params.id);
      const [model, serviceEntries, contracts] = await Promise.all([
        documentModel(vehicle),
        loadServiceEntries(orm, vehicle.id),
        loadVehicleContracts(orm, vehicle.id),
      ]);
      return success({
        documents: documentsOf(request, vehicle, model),
        serviceEntries,
        contracts,
      });
    },
  );

  app.get(
    '/fleet/:id/documents/:kind',
    {
      schema: {
        tags,
        summary:
          'A demo document of the vehicle’s model and year as a PDF (application/pdf): `manual` or `partsList`',
        params: machineDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const vehicle = await ownVehicle(database, request, request.params.id);
      const kind = request.params.kind as MachineDocumentKind;
      if (!machineDocumentKinds.includes(kind)) {
        throw new Refusal(404, request.t(machineFileMessages.documentNotFound));
      }
      const model = await documentModel(vehicle);
      const year = documentYear(vehicle);
      const fileName = `lindner-${model.id}-${kind === 'manual' ? 'betriebsanleitung' : 'ersatzteilliste'}-${year}-demo.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', documentCache)
        .header('x-content-type-options', 'nosniff')
        .send(documentBytes(kind, model, year));
    },
  );

  /** Refuses hours below the diary's readings before the date (or above those after it). */
  async function checkHours(
    vehicleId: string,
    request: FastifyRequest,
    date: string,
    hours: number,
  ) {
    const diary = await loadDiaryEntries(orm, vehicleId);
    const conflict = hoursConflict(diary, [{ field: 'operatingHours', date, hours }]);
    if (!conflict) return;
    const message = hoursMessage(request, conflict);
    throw new Refusal(400, message, { operatingHours: message });
  }

  app.post(
    '/fleet/:id/service-entries',
    {
      schema: {
        tags,
        summary: 'Add a service to the vehicle’s history',
        params: vehicleParamsSchema,
        body: serviceEntryInputSchema,
        response: answers(serviceEntrySchema),
      },
      config: { fieldErrors },
    },
    async (request) => {
      const vehicle = await ownVehicle(database, request, request.params.id);
      const input = request.body;
      await checkHours(vehicle.id, request, input.date, input.operatingHours);
      const entry = await addServiceEntry(orm, vehicle.id, callerOf(request).id, input);
      return success(entry, request.t(machineFileMessages.entrySaved));
    },
  );

  /** The path's entry of the caller's vehicle; 404 for none, 403 for a dealer's entry. */
  async function ownerEntry(request: FastifyRequest, vehicleId: string, entryId: string) {
    const vehicle = await ownVehicle(database, request, vehicleId);
    const entry = await loadServiceEntry(orm, vehicle.id, entryId);
    if (!entry) throw new Refusal(404, request.t(machineFileMessages.entryNotFound));
    if (entry.writtenBy !== 'owner') {
      throw new Refusal(403, request.t(machineFileMessages.entryByDealer));
    }
    return { vehicle, entry };
  }

  app.put(
    '/fleet/:id/service-entries/:entryId',
    {
      schema: {
        tags,
        summary: 'Change a service the owner entered',
        params: serviceEntryParamsSchema,
        body: serviceEntryInputSchema,
        response: answers(serviceEntrySchema),
      },
      config: { fieldErrors },
    },
    async (request) => {
      const { vehicle, entry } = await ownerEntry(
        request,
        request.params.id,
        request.params.entryId,
      );
      const input = request.body;
      await checkHours(vehicle.id, request, input.date, input.operatingHours);
      const saved = await updateServiceEntry(orm, vehicle.id, entry.id, input);
      if (!saved) throw new Refusal(404, request.t(machineFileMessages.entryNotFound));
      return success(saved, request.t(machineFileMessages.entrySaved));
    },
  );

  app.delete(
    '/fleet/:id/service-entries/:entryId',
    {
      schema: {
        tags,
        summary: 'Remove a service the owner entered',
        params: serviceEntryParamsSchema,
        response: answers(deletedSchema),
      },
    },
    async (request) => {
      const { vehicle, entry } = await ownerEntry(
        request,
        request.params.id,
        request.params.entryId,
      );
      if (!(await deleteServiceEntry(orm, vehicle.id, entry.id))) {
        throw new Refusal(404, request.t(machineFileMessages.entryNotFound));
      }
      return success({ id: entry.id }, request.t(machineFileMessages.entryDeleted));
    },
  );

  app.put(
    '/fleet/:id/service-entries/:entryId/invoice',
    {
      schema: {
        tags,
        summary: `An entry’s invoice: one PDF or picture (JPEG, PNG, WebP) of at most 10 MB in the multipart field \`${invoiceUploadField}\`, checked by its content`,
        params: serviceEntryParamsSchema,
        response: answers(serviceEntrySchema),
      },
    },
    async (request) => {
      const { vehicle, entry } = await ownerEntry(
        request,
        request.params.id,
        request.params.entryId,
      );
      await invoiceLimiter.count(request, { peek: true });
      const upload = await request.uploadedFile({
        field: invoiceUploadField,
        maxBytes: machineFileLimits.invoiceBytes,
        messages: {
          tooLarge: machineFileMessages.invoiceTooLarge,
          required: machineFileMessages.invoiceRequired,
        },
      });
      // Counted once read: a refused file costs its check too.
      await invoiceLimiter.count(request);
      let invoice;
      try {
        invoice = await checkInvoice(upload.bytes, upload.fileName);
      } catch (error) {
        if (!(error instanceof InvoiceProblem)) throw error;
        const message = request.t(machineFileMessages[error.key]);
        throw new Refusal(invoiceProblemStatus[error.key], message, {
          [invoiceUploadField]: message,
        });
      }
      const saved = await saveInvoice(orm, vehicle.id, entry.id, invoice);
      if (!saved) throw new Refusal(404, request.t(machineFileMessages.entryNotFound));
      return success(saved, request.t(machineFileMessages.invoiceSaved));
    },
  );

  app.delete(
    '/fleet/:id/service-entries/:entryId/invoice',
    {
      schema: {
        tags,
        summary: 'Remove an entry’s invoice',
        params: serviceEntryParamsSchema,
        response: answers(serviceEntrySchema),
      },
    },
    async (request) => {
      const { vehicle, entry } = await ownerEntry(
        request,
        request.params.id,
        request.params.entryId,
      );
      const saved = await saveInvoice(orm, vehicle.id, entry.id, null);
      if (!saved) throw new Refusal(404, request.t(machineFileMessages.entryNotFound));
      return success(saved, request.t(machineFileMessages.invoiceDeleted));
    },
  );

  app.get(
    '/fleet/:id/service-entries/:entryId/invoice',
    {
      schema: {
        tags,
        summary: 'An entry’s invoice file (application/pdf or image/webp), for the owner only',
        params: serviceEntryParamsSchema,
      },
    },
    async (request, reply) => {
      const vehicle = await ownVehicle(database, request, request.params.id);
      const invoice = await loadInvoice(orm, vehicle.id, request.params.entryId);
      if (!invoice) throw new Refusal(404, request.t(machineFileMessages.invoiceNotFound));
      return reply
        .type(invoice.type)
        .header('content-disposition', disposition(invoice.name))
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(invoice.bytes);
    },
  );
};

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
