import { randomBytes } from 'node:crypto';
import {
  avatarRenditions,
  vehicleImageVersion,
  type AvatarRendition,
  type ImageAssetPayload,
} from '@lindner/api/schema';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { renderPicture, type PictureFile } from '../../plugins/pictures';
import { vehicles, type VehicleRow } from '../../plugins/vehicles';
import { vehicleImageFiles } from './tables';

// The picture of a vehicle: its files, made from an upload, stored and served.

/** The renditions of a vehicle image: the avatar's names, 4:3 landscape. */
export const vehicleImageRenditions = avatarRenditions;
export type VehicleImageRendition = AvatarRendition;

/** Pixel widths of the vehicle image files; each is 4:3 (`xs` 320 × 240). */
export const vehicleImagePixelWidths: Record<VehicleImageRendition, number> = {
  xs: 320,
  md: 640,
  'xs@2x': 640,
  'md@2x': 1280,
};

/** Height over width of every vehicle image file. */
export const vehicleImageAspect = 3 / 4;

export type VehicleImageFile = PictureFile<VehicleImageRendition>;

/** The vehicle image files of an upload: 4:3 landscape, centred (see renderPicture). */
export function renderVehicleImage(upload: Buffer): Promise<VehicleImageFile[]> {
  return renderPicture(upload, {
    widths: vehicleImagePixelWidths,
    aspect: vehicleImageAspect,
    quality: 80,
  });
}

/** `{apiPath}/vehicle-images/{uploadId}/{rendition}.webp`. */
export function vehicleImageFileUrl(
  apiPath: string,
  uploadId: string,
  rendition: VehicleImageRendition,
): string {
  return `${apiPath}/vehicle-images/${uploadId}/${rendition}.webp`;
}

/** Replaces the vehicle's image with the files of a new upload; returns the updated row. */
export async function saveVehicleImage(
  orm: Orm,
  vehicleId: string,
  files: VehicleImageFile[],
  apiPath: string,
): Promise<VehicleRow> {
  const uploadId = randomBytes(16).toString('base64url');
  const renditions = Object.fromEntries(
    vehicleImageRenditions.map((rendition) => [
      rendition,
      vehicleImageFileUrl(apiPath, uploadId, rendition),
    ]),
  ) as Record<VehicleImageRendition, string>;
  const image: ImageAssetPayload = {
    versions: { [vehicleImageVersion]: renditions },
    width: vehicleImagePixelWidths.xs,
    height: Math.round(vehicleImagePixelWidths.xs * vehicleImageAspect),
  };
  return orm.transaction(async (tx) => {
    await tx.delete(vehicleImageFiles).where(eq(vehicleImageFiles.vehicleId, vehicleId));
    await tx
      .insert(vehicleImageFiles)
      .values(files.map((file) => ({ ...file, uploadId, vehicleId })));
    const [row] = await tx
      .update(vehicles)
      .set({ imageUrl: renditions.md, imageAsset: image })
      .where(eq(vehicles.id, vehicleId))
      .returning();
    return row!;
  });
}

/** A stored file of a vehicle image, by its upload id and rendition. */
export async function loadVehicleImageFile(
  orm: Orm,
  uploadId: string,
  rendition: VehicleImageRendition,
) {
  const [file] = await orm
    .select({ contentType: vehicleImageFiles.contentType, bytes: vehicleImageFiles.bytes })
    .from(vehicleImageFiles)
    .where(
      and(eq(vehicleImageFiles.uploadId, uploadId), eq(vehicleImageFiles.rendition, rendition)),
    );
  return file;
}
