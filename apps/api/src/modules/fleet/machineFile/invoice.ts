import { machineFileLimits } from '@lindner/api/schema';
import { pdfContentProblem } from '../../../plugins/pdfUploads';
import { PictureError, renderPicture, sniffPictureType } from '../../../plugins/pictures';

/** A checked invoice, as it is stored. */
export interface CheckedInvoice {
  name: string;
  type: 'application/pdf' | 'image/webp';
  bytes: Buffer;
}

export type InvoiceProblemKey = 'invoiceType' | 'invoiceTooLarge' | 'invoiceActive';

export const invoiceProblemStatus: Record<InvoiceProblemKey, number> = {
  invoiceType: 415,
  invoiceTooLarge: 413,
  invoiceActive: 422,
};

export class InvoiceProblem extends Error {
  constructor(readonly key: InvoiceProblemKey) {
    super(`invoice refused: ${key}`);
  }
}

/** A picture of a receipt: 1600 px wide, cropped to A4 upright (the paper's own shape). */
const pictureShape = { widths: { md: 1600 }, aspect: Math.SQRT2, quality: 82 };

/**
 * An upload checked by its content alone (the name and the declared type are not trusted): a
 * JPEG, PNG or WebP picture is decoded and written anew as WebP without metadata
 * (plugins/pictures.ts), so that whatever hides behind a picture's first bytes is refused or
 * loses everything but its pixels; a PDF must be one, without scripts, automatic actions or
 * embedded files (plugins/pdfUploads.ts). Anything else is refused.
 */
export async function checkInvoice(bytes: Buffer, uploadedName: string): Promise<CheckedInvoice> {
  if (bytes.length > machineFileLimits.invoiceBytes) throw new InvoiceProblem('invoiceTooLarge');
  if (sniffPictureType(bytes)) {
    let files;
    try {
      files = await renderPicture(bytes, pictureShape);
    } catch (error) {
      if (!(error instanceof PictureError)) throw error;
      throw new InvoiceProblem(error.problem === 'fileType' ? 'invoiceType' : 'invoiceTooLarge');
    }
    return { name: fileNameOf(uploadedName, 'webp'), type: 'image/webp', bytes: files[0]!.bytes };
  }
  const problem = pdfContentProblem(bytes);
  if (problem) throw new InvoiceProblem(problem === 'active' ? 'invoiceActive' : 'invoiceType');
  return { name: fileNameOf(uploadedName, 'pdf'), type: 'application/pdf', bytes };
}

/** The upload's base name without control characters, quotes or separators, and the new ending. */
function fileNameOf(uploaded: string | undefined, extension: 'webp' | 'pdf'): string {
  const base = (uploaded ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '').trim();
  const stem = cleaned.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, 120) || 'rechnung';
  return `${stem}.${extension}`;
}
