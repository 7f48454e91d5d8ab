import type { IntlShape } from 'react-intl';

/**
 * A file's size as people read it: whole kilobytes below a megabyte ("850 kB"), megabytes with
 * one decimal above ("2,4 MB"); 1 kB at least.
 */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  const kilobytes = Math.max(1, Math.round(bytes / 1000));
  if (kilobytes < 1000) {
    return intl.formatNumber(kilobytes, { style: 'unit', unit: 'kilobyte' });
  }
  return intl.formatNumber(Math.round(bytes / 100_000) / 10, { style: 'unit', unit: 'megabyte' });
}

const typeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/zip': 'ZIP',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** A file's type by its media type, as people know it: "PDF", "JPEG". */
export function fileTypeName(contentType: string): string {
  return typeNames[contentType] ?? contentType.split('/').pop()!.toUpperCase();
}
