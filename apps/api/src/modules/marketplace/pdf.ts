import { adLimits } from '@lindner/api/schema';
import { pdfContentProblem } from '../../plugins/pdfUploads';

/** Why a file is not taken as an ad's PDF. */
export type PdfProblem = 'attachmentType' | 'attachmentTooLarge' | 'attachmentActive';

/**
 * Whether an upload is a PDF an ad may carry, by its content alone (plugins/pdfUploads.ts): a
 * PDF of at most 10 MB without JavaScript, automatic actions or embedded files. Null when it may.
 */
export function pdfProblem(bytes: Buffer): PdfProblem | null {
  if (bytes.length > adLimits.attachmentBytes) return 'attachmentTooLarge';
  const problem = pdfContentProblem(bytes);
  if (problem === 'notPdf') return 'attachmentType';
  if (problem === 'active') return 'attachmentActive';
  return null;
}

/**
 * The name a stored PDF is offered under: the upload's base name without control characters,
 * quotes or path separators, at most 200 characters, ending in `.pdf`.
 */
export function attachmentFileName(uploaded: string | undefined): string {
  const base = (uploaded ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let name = base.replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '').trim();
  if (!/\.pdf$/i.test(name)) name = `${name || 'document'}.pdf`;
  if (name.length > 200) name = `${name.slice(0, 196)}.pdf`;
  return name;
}

/** The `content-disposition` of a download: ASCII fallback and the UTF-8 name (RFC 6266). */
export function downloadDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
