import { readdir, readFile, stat } from 'node:fs/promises';
import { modelSections, type ModelSeries } from '@lindner/api/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { language } from '../../plugins/language';
import { loadTexts } from '../../plugins/texts';
import { lindnerModels } from '../../referenceData/lindnerModels';
import {
  modelPictureAsset,
  modelPictureDir,
  modelPictureName,
  modelPictureRenditions,
  modelPictureRoutes,
} from './modelPictures';

loadTexts();

const models = lindnerModels.map((model) => ({
  id: model.id,
  series: model.series as ModelSeries,
}));

const names = [
  ...new Set(
    models.flatMap((model) => modelSections.map((section) => modelPictureName(model, section))),
  ),
];

describe('model pictures', () => {
  it('names the model for the overview and the series for every other section', () => {
    expect(models).toHaveLength(13);
    expect(modelPictureName({ id: 'geotrac-84ep', series: 'Geotrac' }, 'overview')).toBe(
      'geotrac-84ep',
    );
    expect(modelPictureName({ id: 'geotrac-84ep', series: 'Geotrac' }, 'hydraulics')).toBe(
      'geotrac-hydraulics',
    );
    expect(
      modelPictureName({ id: 'unitrac-122-ldrive', series: 'Unitrac' }, 'four-wheel-steering'),
    ).toBe('unitrac-four-wheel-steering');
    // 13 models' own pictures and 10 sections for each of the 3 series.
    expect(names).toHaveLength(13 + 3 * 10);
  });

  it('ships every picture in every rendition as WebP of its stated size', async () => {
    for (const name of names) {
      for (const [rendition, [width, height]] of Object.entries(modelPictureRenditions)) {
        const bytes = await readFile(new URL(`${name}-${rendition}.webp`, modelPictureDir));
        expect(bytes.subarray(0, 4).toString('latin1'), name).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1'), name).toBe('WEBP');
        const metadata = await sharp(bytes).metadata();
        expect([metadata.format, metadata.width, metadata.height], `${name}-${rendition}`).toEqual([
          'webp',
          width,
          height,
        ]);
      }
    }
  });

  it('keeps the folder under 8 MB', async () => {
    let total = 0;
    for (const file of await readdir(modelPictureDir)) {
      total += (await stat(new URL(file, modelPictureDir))).size;
    }
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(8 * 1024 * 1024);
  });

  it("describes a picture as an image asset with the xs file's size", () => {
    expect(modelPictureAsset('/api/portal', 'lintrac-90', 'Lintrac 90')).toEqual({
      versions: {
        lindnerModel: {
          xs: '/api/portal/model-pictures/lintrac-90-xs.webp',
          'xs@2x': '/api/portal/model-pictures/lintrac-90-md.webp',
          md: '/api/portal/model-pictures/lintrac-90-md.webp',
          'md@2x': '/api/portal/model-pictures/lintrac-90-md@2x.webp',
        },
      },
      alt: 'Lintrac 90',
      width: 480,
      height: 320,
    });
  });
});

describe('GET /model-pictures/{file}', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    await app.register(language);
    modelPictureRoutes(app);
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves a known picture as WebP, cached for long', async () => {
    const response = await app.inject('/model-pictures/unitrac-cabin-md@2x.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const again = await app.inject('/model-pictures/unitrac-cabin-md@2x.webp');
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('answers 404 in the envelope for a name or rendition it does not know', async () => {
    for (const file of [
      'lintrac-999-md.webp',
      'geotrac-cabin-lg.webp',
      'tractor-red-alps-md.webp',
      '..%2F..%2Fmain.ts',
    ]) {
      const response = await app.inject({
        url: `/model-pictures/${file}`,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, file).toBe(404);
      expect(response.json(), file).toMatchObject({ success: false, data: { data: null } });
    }
  });
});
