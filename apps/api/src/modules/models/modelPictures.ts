/*
 * The model pages' pictures: GENERATED PICTURES (drawings of the Lindner series and of each
 * section's theme, made by seed/drawModelPictures.ts with sharp), shipped in
 * seed/model-pictures/ and served as static files. No photo of a real machine is in the
 * repository.
 */
import type { ModelSection, ModelSeries } from '@lindner/api/schema';
import type { FastifyInstance } from 'fastify';
import {
  shippedPictureAsset,
  shippedPictureRenditions,
  shippedPictureRoutes,
  type ShippedPictureRendition,
  type ShippedPictures,
} from '../../plugins/shippedPictures';
import { lindnerModels } from '../../referenceData/lindnerModels';

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

/** The files of each picture: those of every shipped picture. */
export const modelPictureRenditions = shippedPictureRenditions;
export type ModelPictureRendition = ShippedPictureRendition;

/** Where the files are: `{name}-{rendition}.webp`. */
export const modelPictureDir = new URL('../../seed/model-pictures/', import.meta.url);

/** The version name of a model picture in `imageAssetSchema`'s `versions`. */
export const modelPictureVersion = 'lindnerModel';

const modelPictures: ShippedPictures = {
  path: '/model-pictures',
  dir: modelPictureDir,
  version: modelPictureVersion,
  names: modelPictureNames,
  tag: 'models',
  summary: 'A shipped model picture (WebP): `{name}-{rendition}.webp`',
};

/** The image asset of a picture, at `{apiPath}/model-pictures/{name}-{rendition}.webp`. */
export const modelPictureAsset = (apiPath: string, name: string, alt: string) =>
  shippedPictureAsset(modelPictures, apiPath, name, alt);

/** `GET /model-pictures/{name}-{rendition}.webp`: the shipped pictures, public. */
export const modelPictureRoutes = (app: FastifyInstance) =>
  shippedPictureRoutes(app, modelPictures);
