import { apiEnvelopeSchema, machineSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoMachines } from '../../seed/machines';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile({ resetEachTest: false });
const seeded = demoMachines(new Date()).map(({ machine, photos }) => ({ ...machine, photos }));

describe('GET /machines/{id}', () => {
  it('gives every field, the photos in order and the contact', async () => {
    const dealt = seeded.find((m) => m.dealerId !== null && m.vehicleClass === 'tractor')!;
    const response = await server.call(null, `/machines/${dealt.id}`);
    expect(response.statusCode).toBe(200);
    const machine = apiEnvelopeSchema(machineSchema).parse(response.json()).data.data;
    expect(machine).toMatchObject({
      identifier: dealt.identifier,
      vin: dealt.vin,
      horsepower: dealt.horsepower,
      priceCents: dealt.priceCents,
      equipment: dealt.equipment,
      contact: {
        name: dealt.contactName,
        email: dealt.contactEmail,
        dealer: { id: dealt.dealerId },
      },
    });
    expect(machine.images.map((image) => image.versions.lindnerMachine?.xs)).toEqual(
      dealt.photos.map((photo) => `/api/portal/machine-photos/${photo}-xs.webp`),
    );
    expect(machine.images.length).toBeGreaterThanOrEqual(3);
    const photo = await server.app.inject(machine.images[0]!.versions.lindnerMachine!.md);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const own = seeded.find((m) => m.dealerId === null)!;
    const lindner = await server.call(null, `/machines/${own.id}`);
    expect(lindner.json().data.data.contact).toMatchObject({
      dealer: null,
      email: server.options.salesAddress,
    });
  });

  it('answers 404 with a message for an unknown machine, 400 for what can be no id', async () => {
    const response = await server.call(null, '/machines/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/machine/i),
    });
    for (const id of ['GM-24001', '..%2Fetc']) {
      const malformed = await server.call(null, `/machines/${id}`);
      expect(malformed.statusCode, id).toBe(400);
      expect(Object.keys(malformed.json().errors)).toEqual(['id']);
    }
    const photo = await server.app.inject('/api/portal/machine-photos/tractor-red-nowhere-md.webp');
    expect(photo.statusCode).toBe(404);
  });
});
