import { apiEnvelopeSchema, fleetSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const { call } = apiTestServerPerFile({ resetEachTest: false });

describe('GET /fleet', () => {
  it('returns the caller’s vehicles with the dashboard statistics', async () => {
    const response = await call(demoIds.farmer, '/fleet');
    expect(response.statusCode).toBe(200);
    const fleet = apiEnvelopeSchema(fleetSchema).parse(response.json()).data.data;
    expect(fleet.vehicles.map((vehicle) => [vehicle.id, vehicle.model.name])).toEqual([
      [demoIds.farmerGeotrac, 'Geotrac 94ep'],
      [demoIds.farmerLintrac, 'Lintrac 110'],
    ]);
    expect(fleet.vehicles.every((vehicle) => vehicle.vin.startsWith('VBLA'))).toBe(true);
    expect(fleet.statistics).toEqual({
      vehicleCount: 2,
      operatingHours: 4963.5,
      fuelUsedLiters: 26690,
      averageConsumption: 5.4,
    });
  });

  it('is empty for the newcomer, never another user’s vehicles', async () => {
    const fleet = fleetSchema.parse((await call(demoIds.newcomer, '/fleet')).json().data.data);
    expect(fleet).toEqual({
      vehicles: [],
      statistics: {
        vehicleCount: 0,
        operatingHours: 0,
        fuelUsedLiters: 0,
        averageConsumption: null,
      },
    });
  });
});
