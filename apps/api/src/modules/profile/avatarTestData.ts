import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { ApiCall } from '../../testing/apiClient';

// What the avatar's tests share (avatars.test.ts, avatarFiles.test.ts).

/** A multipart body with one file in a form field. */
export function multipart(file: Buffer, filename: string, contentType: string, field = 'avatar') {
  const boundary = `----lindner${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads an avatar as a user. */
export const avatarUploads =
  (call: ApiCall) =>
  (
    user: string | null,
    file: Buffer,
    filename = 'me.jpg',
    contentType = 'image/jpeg',
    headers: Record<string, string> = {},
  ) => {
    const body = multipart(file, filename, contentType);
    return call(user, '/user/profile/avatar', {
      method: 'POST',
      headers: { ...body.headers, ...headers },
      payload: body.payload,
    });
  };

/** A photo as a phone makes it: 1200 × 800, with EXIF (camera, GPS, rotation). */
export async function photoWithExif(format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 140, b: 60 } },
  }).withExif({
    IFD0: { Make: 'Lindner Cam', Model: 'Field 1', Copyright: 'Josef Brunner', Orientation: '1' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 26/1 0/1' },
  });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}
