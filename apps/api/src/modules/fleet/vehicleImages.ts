import { avatarRenditions, type AvatarRendition } from '@lindner/api/schema';
import { renderPicture, type PictureFile } from '../../plugins/pictures';

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
