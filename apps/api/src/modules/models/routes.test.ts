import { apiEnvelopeSchema, axleLoadModelsSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile({ resetEachTest: false });

describe('GET /models', () => {
  it('answers without a token with the model range for the axle-load calculator', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/${server.options.apiClientSegment}/models`,
    });
    expect(response.statusCode).toBe(200);
    // Widgets on CMS pages of other origins read it; the token-guarded API stays same-origin.
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const guarded = await server.app.inject({
      method: 'GET',
      url: `/api/${server.options.apiClientSegment}/user`,
    });
    expect(guarded.headers['access-control-allow-origin']).toBeUndefined();
    const body = apiEnvelopeSchema(axleLoadModelsSchema).parse(response.json());
    expect(body.success).toBe(true);
    const lintrac = body.data.data.find((model) => model.id === 'lintrac-90');
    expect(lintrac).toEqual({
      id: 'lintrac-90',
      name: 'Lintrac 90',
      series: 'Lintrac',
      netWeight: 4300,
      netFrontAxleLoad: 1720,
      netRearAxleLoad: 2580,
      wheelbase: 2.3,
      permittedFrontAxleLoad: 3500,
      permittedRearAxleLoad: 5000,
      permittedTotalWeight: 7500,
      minimumFrontAxleShare: 0.2,
    });
    for (const model of body.data.data) {
      if (model.netWeight !== null)
        expect((model.netFrontAxleLoad ?? 0) + (model.netRearAxleLoad ?? 0)).toBe(model.netWeight);
    }
  });

  it('gives each model the front axle’s minimum share of the total weight for front ballast', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/${server.options.apiClientSegment}/models`,
    });
    const models = apiEnvelopeSchema(axleLoadModelsSchema).parse(response.json()).data.data;
    const shareOf = (id: string) => models.find((model) => model.id === id)?.minimumFrontAxleShare;
    // The seed's demo values: 20 % for a tractor, 25 % for a Unitrac transporter.
    expect(shareOf('geotrac-94ep')).toBe(0.2);
    expect(shareOf('unitrac-112-ldrive')).toBe(0.25);
    expect(models.filter((model) => model.minimumFrontAxleShare === undefined)).toEqual([]);
  });

  it('keeps the token check on the other API routes', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/${server.options.apiClientSegment}/fleet`,
    });
    expect(response.statusCode).toBe(401);
  });
});
