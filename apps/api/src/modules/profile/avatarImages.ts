import { avatarPixelWidths, type AvatarRendition } from '@lindner/api/schema';
import { renderPicture, type PictureFile } from '../../plugins/pictures';

export type AvatarFile = PictureFile<AvatarRendition>;

/** The avatar files of an upload: square, centred (see renderPicture for the checks). */
export function renderAvatar(upload: Buffer): Promise<AvatarFile[]> {
  return renderPicture(upload, { widths: avatarPixelWidths, aspect: 1, quality: 82 });
}
