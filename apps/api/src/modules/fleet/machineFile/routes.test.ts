import { randomBytes, randomUUID } from 'node:crypto';
import {
  apiEnvelopeSchema,
  apiErrorEnvelopeSchema,
  latestToday,
  machineFileSchema,
  serviceEntrySchema,
} from '@lindner/api/schema';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../../seed/demoData';
import { demoServiceEntryIds } from '../../../seed/machineFile';
import { apiTestServerPerFile } from '../../../testing/apiTestServer';

// The farmer's Lintrac 110 (seed/demoData.ts) has a TracLink licence, a warranty and two
// services (seed/machineFile.ts): the first one written by the dealer, an oil change by the
// farmer. The newcomer is the other user, who must reach none of it.

const server = apiTestServerPerFile();
const { call } = server;

const lintrac = `/fleet/${demoIds.farmerLintrac}`;
const fileOf = (response: { json(): unknown }) =>
  apiEnvelopeSchema(machineFileSchema).parse(response.json()).data.data;
const entryOf = (response: { json(): unknown }) =>
  apiEnvelopeSchema(serviceEntrySchema).parse(response.json()).data.data;
const errorOf = (response: { json(): unknown }) => apiErrorEnvelopeSchema.parse(response.json());

const service = {
  date: '2026-10-02',
  operatingHours: 1790,
  workDone: 'Hydrauliköl und Filter gewechselt',
  parts: 'Hydrauliköl 40 l, Hydraulikfilter',
  doneBy: 'dealer',
  dealerName: 'Landtechnik Gwiggner',
};

const addService = (user: string, json: unknown, vehicle = lintrac) =>
  call(user, `${vehicle}/service-entries`, { method: 'POST', json });

/** A multipart body of one file in the `invoice` field. */
function invoiceBody(file: Buffer, fileName: string, contentType: string) {
  const boundary = `----lindner${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="invoice"; filename="${fileName}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadInvoice = (
  user: string,
  entryId: string,
  file: Buffer,
  fileName = 'rechnung.png',
  contentType = 'image/png',
  caller = call,
) => {
  const body = invoiceBody(file, fileName, contentType);
  return caller(user, `${lintrac}/service-entries/${entryId}/invoice`, {
    method: 'PUT',
    headers: body.headers,
    payload: body.payload,
  });
};

const png = () =>
  sharp({ create: { width: 300, height: 420, channels: 3, background: '#f4f1e8' } })
    .png()
    .toBuffer();

/** A small PDF of one empty page, with `extra` in its catalogue. */
const pdf = (extra = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra}>>\nendobj\n` +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );

describe('GET /fleet/{id}/file', () => {
  it('lists the documents of the model and year, the services and the contracts, newest first', async () => {
    const response = await call(demoIds.farmer, `${lintrac}/file`);
    expect(response.statusCode).toBe(200);
    const file = fileOf(response);
    const year = new Date().getUTCFullYear() - 2;
    expect(file.documents).toEqual([
      {
        kind: 'manual',
        title: `Operator’s manual Lintrac 110 (${year})`,
        path: `${lintrac}/documents/manual`,
        demo: true,
      },
      {
        kind: 'partsList',
        title: `Parts list Lintrac 110 (${year})`,
        path: `${lintrac}/documents/partsList`,
        demo: true,
      },
    ]);
    expect(file.serviceEntries.map((entry) => [entry.id, entry.writtenBy, entry.doneBy])).toEqual([
      [demoServiceEntryIds.oilChange, 'owner', 'owner'],
      [demoServiceEntryIds.firstService, 'dealer', 'dealer'],
    ]);
    expect(file.serviceEntries[1]).toMatchObject({
      date: `${year}-05-06`,
      operatingHours: 52,
      dealerName: 'Landtechnik Gwiggner',
      invoice: null,
    });
    // By their end: the warranty runs five years from the Lintrac's year, the TracLink Mobile
    // licence ends in 180 days, the TracLink licence in 20 days.
    expect(file.contracts.map((item) => [item.id, item.kind, item.status])).toEqual([
      [demoIds.farmerWarranty, 'warranty', 'active'],
      [demoIds.farmerTracLinkMobileLicence, 'traclink', 'active'],
      [demoIds.farmerTracLinkLicence, 'traclink', 'active'],
    ]);
    expect(file.contracts[0]).toMatchObject({
      validFrom: `${year}-03-14`,
      validTo: `${year + 5}-03-13`,
    });
  });

  it('is the owner’s only: another user’s vehicle and an id that is none answer 404', async () => {
    for (const path of [
      `${lintrac}/file`,
      '/fleet/not-a-vehicle/file',
      `/fleet/${randomUUID()}/file`,
    ]) {
      const response = await call(demoIds.newcomer, path);
      expect(response.statusCode, path).toBe(404);
      expect(errorOf(response).message).toBe('This vehicle is not in your fleet.');
    }
    expect((await call(null, `${lintrac}/file`)).statusCode).toBe(401);
  });
});

describe('GET /fleet/{id}/documents/{kind}', () => {
  it('sends a demo PDF of the model and year, for the device to keep', async () => {
    for (const kind of ['manual', 'partsList']) {
      const response = await call(demoIds.farmer, `${lintrac}/documents/${kind}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, max-age=604800');
      const text = response.rawPayload.toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(text).toContain('(Lindner Lintrac 110)');
      expect(text).toContain('Demo-Dokument');
    }
  });

  it('answers 404 for another user’s vehicle and for a document that is none', async () => {
    expect((await call(demoIds.newcomer, `${lintrac}/documents/manual`)).statusCode).toBe(404);
    const unknown = await call(demoIds.farmer, `${lintrac}/documents/brochure`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('This document does not exist for this vehicle.');
  });
});

describe('the service history', () => {
  it('takes a service of the owner, which then leads the history', async () => {
    const response = await addService(demoIds.farmer, service);
    expect(response.statusCode).toBe(200);
    const entry = entryOf(response);
    expect(entry).toMatchObject({ ...service, writtenBy: 'owner', invoice: null });
    const file = fileOf(await call(demoIds.farmer, `${lintrac}/file`));
    expect(file.serviceEntries.map((listed) => listed.id)).toEqual([
      entry.id,
      demoServiceEntryIds.oilChange,
      demoServiceEntryIds.firstService,
    ]);
  });

  it('checks every field and names the field in the caller’s language', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...service, date: '2999-01-01' }, 'date', 'The date cannot be in the future.'],
      [{ ...service, date: '2026-02-30' }, 'date', ''],
      [{ ...service, operatingHours: -1 }, 'operatingHours', ''],
      [{ ...service, workDone: '   ' }, 'workDone', 'This field is required.'],
      [{ ...service, workDone: 'x'.repeat(2001) }, 'workDone', 'This text is too long.'],
      [{ ...service, parts: 'x'.repeat(2001) }, 'parts', 'This text is too long.'],
      [{ ...service, dealerName: '' }, 'dealerName', 'This field is required.'],
      [{ ...service, doneBy: 'neighbour' }, 'doneBy', ''],
    ];
    for (const [json, field, message] of cases) {
      const response = await addService(demoIds.farmer, json);
      expect(response.statusCode, field).toBe(400);
      const error = errorOf(response);
      expect(Object.keys(error.errors ?? {}), field).toEqual([field]);
      if (message) expect(error.errors?.[field]).toBe(message);
    }
    const german = await call(demoIds.farmer, `${lintrac}/service-entries`, {
      method: 'POST',
      json: { ...service, workDone: '' },
      headers: { 'accept-language': 'de' },
    });
    expect(errorOf(german).errors?.workDone).toBe('Dieses Feld ist erforderlich.');
  });

  it('refuses hours below what the diary holds for an earlier day', async () => {
    // The Geotrac's diary has 3120 h two days ago.
    const response = await addService(
      demoIds.farmer,
      { ...service, date: latestToday(), operatingHours: 3000 },
      `/fleet/${demoIds.farmerGeotrac}`,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.operatingHours).toMatch(/^Operating hours cannot go back/);
  });

  it('lets the owner change and remove own entries, not the dealer’s', async () => {
    const own = `${lintrac}/service-entries/${demoServiceEntryIds.oilChange}`;
    const changed = await call(demoIds.farmer, own, {
      method: 'PUT',
      json: { ...service, doneBy: 'owner', dealerName: 'ignored' },
    });
    expect(changed.statusCode).toBe(200);
    expect(entryOf(changed)).toMatchObject({ workDone: service.workDone, dealerName: null });

    const dealers = `${lintrac}/service-entries/${demoServiceEntryIds.firstService}`;
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await call(demoIds.farmer, dealers, {
        method,
        ...(method === 'PUT' ? { json: service } : {}),
      });
      expect(response.statusCode, method).toBe(403);
      expect(errorOf(response).message).toBe(
        'Your dealer wrote this entry. You cannot change or delete it.',
      );
    }

    const deleted = await call(demoIds.farmer, own, { method: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
    const file = fileOf(await call(demoIds.farmer, `${lintrac}/file`));
    expect(file.serviceEntries.map((entry) => entry.id)).toEqual([
      demoServiceEntryIds.firstService,
    ]);
  });

  it('is the owner’s only: another user changes, removes and adds nothing (404)', async () => {
    const own = `${lintrac}/service-entries/${demoServiceEntryIds.oilChange}`;
    expect((await addService(demoIds.newcomer, service)).statusCode).toBe(404);
    expect((await call(demoIds.newcomer, own, { method: 'PUT', json: service })).statusCode).toBe(
      404,
    );
    expect((await call(demoIds.newcomer, own, { method: 'DELETE' })).statusCode).toBe(404);
    const unknown = await call(demoIds.farmer, `${lintrac}/service-entries/${randomUUID()}`, {
      method: 'DELETE',
    });
    expect(unknown.statusCode).toBe(404);
    expect(fileOf(await call(demoIds.farmer, `${lintrac}/file`)).serviceEntries).toHaveLength(2);
  });
});

describe('an entry’s invoice', () => {
  const oilChange = demoServiceEntryIds.oilChange;
  const invoicePath = `${lintrac}/service-entries/${oilChange}/invoice`;

  it('takes a picture, stores it anew as WebP and gives it to the owner only', async () => {
    const response = await uploadInvoice(demoIds.farmer, oilChange, await png(), 'Rechnung Öl.png');
    expect(response.statusCode).toBe(200);
    expect(entryOf(response).invoice).toEqual({
      fileName: 'Rechnung Öl.webp',
      contentType: 'image/webp',
    });
    const file = await call(demoIds.farmer, invoicePath);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await call(demoIds.newcomer, invoicePath)).statusCode).toBe(404);
    expect((await uploadInvoice(demoIds.newcomer, oilChange, await png())).statusCode).toBe(404);
  });

  it('takes a PDF and serves it as one', async () => {
    const bytes = pdf();
    expect(
      (await uploadInvoice(demoIds.farmer, oilChange, bytes, 'r.pdf', 'application/pdf'))
        .statusCode,
    ).toBe(200);
    const file = await call(demoIds.farmer, invoicePath);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a script disguised as a picture or a PDF, and a PDF that runs JavaScript', async () => {
    const script = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    const disguised = await uploadInvoice(demoIds.farmer, oilChange, script, 'rechnung.png');
    expect(disguised.statusCode).toBe(415);
    expect(errorOf(disguised).errors?.invoice).toBe(
      'The invoice must be a PDF or a picture (JPEG, PNG or WebP).',
    );
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(
      (await uploadInvoice(demoIds.farmer, oilChange, html, 'r.pdf', 'application/pdf')).statusCode,
    ).toBe(415);
    const active = pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ');
    expect(
      (await uploadInvoice(demoIds.farmer, oilChange, active, 'r.pdf', 'application/pdf'))
        .statusCode,
    ).toBe(422);
    expect((await call(demoIds.farmer, invoicePath)).statusCode).toBe(404);
  });

  it('is removed on request; a dealer’s entry takes none from the owner', async () => {
    await uploadInvoice(demoIds.farmer, oilChange, pdf(), 'r.pdf', 'application/pdf');
    const removed = await call(demoIds.farmer, invoicePath, { method: 'DELETE' });
    expect(entryOf(removed).invoice).toBeNull();
    expect((await call(demoIds.farmer, invoicePath)).statusCode).toBe(404);
    const dealers = await uploadInvoice(demoIds.farmer, demoServiceEntryIds.firstService, pdf());
    expect(dealers.statusCode).toBe(403);
  });

  it('takes only so many invoices from one user in a while', async () => {
    const { call: limitedCall } = await server.variant({
      pictureUploadLimits: { max: 2, windowMs: 10 * 60_000 },
      throttleNamespace: `test:${randomUUID()}:`,
    });
    const upload = () =>
      uploadInvoice(
        demoIds.farmer,
        oilChange,
        Buffer.from('nope'),
        'r.png',
        'image/png',
        limitedCall,
      );
    expect((await upload()).statusCode).toBe(415);
    expect((await upload()).statusCode).toBe(415);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toMatch(/Please try again in/);
  });
});

describe('the data export', () => {
  it('holds the service history of the user’s vehicles with the invoice files', async () => {
    await uploadInvoice(
      demoIds.farmer,
      demoServiceEntryIds.oilChange,
      pdf(),
      'r.pdf',
      'application/pdf',
    );
    const { call: exportCall } = await server.variant({
      throttleNamespace: `test:${randomUUID()}:`,
    });
    const response = await exportCall(demoIds.farmer, '/user/data-export');
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = JSON.parse(strFromU8(files['lindner-data.json']!)) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(json.tables.vehicle_service_entries!.map((row) => row.id)).toEqual([
      demoServiceEntryIds.firstService,
      demoServiceEntryIds.oilChange,
    ]);
    expect(Object.keys(files)).toContain('tables/vehicle_service_entries.csv');
    const invoice = `files/service-invoices/${demoIds.farmerLintrac}/${demoServiceEntryIds.oilChange}.pdf`;
    expect(strFromU8(files[invoice]!)).toMatch(/^%PDF-1.4/);

    const other = await exportCall(demoIds.newcomer, '/user/data-export');
    const otherJson = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(other.rawPayload))['lindner-data.json']!),
    ) as { tables: Record<string, unknown[]> };
    expect(otherJson.tables.vehicle_service_entries).toEqual([]);
  });
});
