/*
 * The machines' photos: GENERATED PICTURES (drawn silhouettes on drawn landscapes, made by
 * seed/drawMachinePhotos.ts with sharp), shipped in seed/machine-photos/ and served as static
 * files. No photo of a real machine is in the repository.
 */

/** What a picture shows; a machine shows pictures of its own subject. */
export const photoSubjects = [
  'tractor-red',
  'tractor-green',
  'transporter',
  'front-loader',
  'mower',
  'snow-plough',
] as const;
export type PhotoSubject = (typeof photoSubjects)[number];

export const photoScenes = [
  'meadow',
  'alps',
  'farmyard',
  'field',
  'dusk',
  'forest',
  'snow',
] as const;
export type PhotoScene = (typeof photoScenes)[number];

/** Every picture there is, by subject: `{subject}-{scene}`. */
export const machinePhotos: Record<PhotoSubject, readonly PhotoScene[]> = {
  'tractor-red': ['meadow', 'alps', 'farmyard', 'field', 'dusk', 'forest'],
  'tractor-green': ['meadow', 'field', 'farmyard'],
  transporter: ['alps', 'meadow', 'farmyard', 'forest', 'snow'],
  'front-loader': ['farmyard', 'meadow', 'field'],
  mower: ['meadow', 'alps', 'field'],
  'snow-plough': ['snow', 'farmyard', 'alps'],
};

export const photoNames: string[] = Object.entries(machinePhotos).flatMap(([subject, scenes]) =>
  scenes.map((scene) => `${subject}-${scene}`),
);

/** The files of each picture: 4:3, `xs` for small screens and lists, `md` for the gallery. */
export const photoRenditions = { xs: [480, 360], md: [960, 720] } as const;
export type PhotoRendition = keyof typeof photoRenditions;

/** Where the files are: `{name}-{rendition}.webp`. */
export const machinePhotoDir = new URL('../seed/machine-photos/', import.meta.url);
