import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

// Files the marketplace's tests upload: multipart bodies, a small PDF, a small PNG.

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  file: Buffer;
}

/** A multipart body of the parts, and its content type. */
export function multipartOf(...parts: FilePart[]) {
  const boundary = `----lindner${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap(({ field, filename, contentType, file }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart body of one file. */
export function multipart(file: Buffer, filename: string, contentType: string, field: string) {
  return multipartOf({ field, filename, contentType, file });
}

/** A small PDF of one empty page, with `extra` inside the catalogue's dictionary. */
export function pdf(extra = '', stream?: Buffer): Buffer {
  const parts: Buffer[] = [
    Buffer.from(
      `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra}>>\nendobj\n` +
        '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
        '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n',
    ),
  ];
  if (stream) {
    parts.push(
      Buffer.from(
        `4 0 obj\n<< /Type /ObjStm /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
      ),
      stream,
      Buffer.from('\nendstream\nendobj\n'),
    );
  }
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n'));
  return Buffer.concat(parts);
}

export const png = () =>
  sharp({ create: { width: 80, height: 40, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
