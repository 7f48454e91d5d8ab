/*
 * The model pages' pictures: GENERATED PICTURES (drawings of the Lindner series and of each
 * section's theme, made by seed/drawModelPictures.ts with sharp), shipped in
 * seed/model-pictures/ and served as static files. No photo of a real machine is in the
 * repository.
 */
import { readFile } from 'node:fs/promises';
import type { ImageAssetPayload, ModelSection, ModelSeries } from '@lindner/api/schema';
import * as z from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import { failure } from '../../plugins/envelope';
import { errorMessages } from '../../plugins/errorMessages';
import { lindnerModels } from '../../seed/lindnerModels';

/** The sections drawn once per series; `overview` shows the model's own picture instead. */
export type IllustratedSection = Exclude<ModelSection, 'overview'>;

// A record, so that a section added to `modelSections` cannot be forgotten here.
const illustrated: Record<IllustratedSection, true> = {
  transmission: true,
  traclink: true,
  lights: true,
  ldrive: true,
  hydraulics: true,
  'four-wheel-steering': true,
  engine: true,
  dimensions: true,
  cabin: true,
  financing: true,
};

/** Every section with a picture per series, in `modelSections`' order. */
export const illustratedSections = Object.keys(illustrated) as IllustratedSection[];

/** The series' names as the pictures' names spell them. */
export const pictureSeries: Record<ModelSeries, string> = {
  Lintrac: 'lintrac',
  Geotrac: 'geotrac',
  Unitrac: 'unitrac',
};

/** The picture of a model page's section: the model's own for `overview`, else the series'. */
export function modelPictureName(
  model: { id: string; series: ModelSeries },
  section: ModelSection,
): string {
  return section === 'overview' ? model.id : `${pictureSeries[model.series]}-${section}`;
}

/** Every picture there is: one per model (its id), and `{series}-{section}` per series. */
export const modelPictureNames: string[] = [
  ...lindnerModels.map((model) => model.id),
  ...Object.values(pictureSeries).flatMap((series) =>
    illustratedSections.map((section) => `${series}-${section}`),
  ),
];

/**
 * The files of each picture, 3:2 in pixels: `xs` (480×320) for small screens and lists, `md`
 * (960×640) for the page, which is also the double-density `xs`, and `md@2x` (1920×1280).
 */
export const modelPictureRenditions = {
  xs: [480, 320],
  md: [960, 640],
  'md@2x': [1920, 1280],
} as const;
export type ModelPictureRendition = keyof typeof modelPictureRenditions;

/** Where the files are: `{name}-{rendition}.webp`. */
export const modelPictureDir = new URL('../../seed/model-pictures/', import.meta.url);

/** The version name of a model picture in `imageAssetSchema`'s `versions`. */
export const modelPictureVersion = 'lindnerModel';

const picturePath = '/model-pictures';

/** The image asset of a picture, at `{apiPath}/model-pictures/{name}-{rendition}.webp`. */
export function modelPictureAsset(apiPath: string, name: string, alt: string): ImageAssetPayload {
  const url = (rendition: ModelPictureRendition) =>
    `${apiPath}${picturePath}/${name}-${rendition}.webp`;
  return {
    versions: {
      [modelPictureVersion]: {
        xs: url('xs'),
        'xs@2x': url('md'),
        md: url('md'),
        'md@2x': url('md@2x'),
      },
    },
    alt,
    width: modelPictureRenditions.xs[0],
    height: modelPictureRenditions.xs[1],
  };
}

const pictureFile = /^([a-z0-9-]+)-(xs|md|md@2x)\.webp$/;

/**
 * `GET /model-pictures/{name}-{rendition}.webp`: the shipped pictures, public; read once and
 * kept.
 */
export function modelPictureRoutes(app: FastifyInstance): void {
  const known = new Set(modelPictureNames);
  const files = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { file: string } }>(
    `${picturePath}/:file`,
    {
      config: { public: true },
      schema: {
        tags: ['models'],
        summary: 'A shipped model picture (WebP): `{name}-{rendition}.webp`',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const match = pictureFile.exec(file);
      if (!match || !known.has(match[1]!)) {
        return reply.status(404).send(failure(request.t(errorMessages.notFound)));
      }
      let bytes = files.get(file);
      if (!bytes) {
        bytes = readFile(new URL(file, modelPictureDir));
        files.set(file, bytes);
      }
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=604800')
        .send(await bytes);
    },
  );
}
