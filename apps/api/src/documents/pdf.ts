// A few lines of PDF 1.4 by hand, for the demo documents the portal ships or writes: A5 pages,
// the standard Helvetica fonts in WinAnsiEncoding and uncompressed content, so the same pages
// give the same bytes on every machine. The callers draw their pages' operators themselves.

/** A5 portrait, in points: every page's size. */
export const a5Page = { width: 420, height: 595 } as const;

/** The two fonts every document carries, by their resource names. */
export type PdfFont = 'regular' | 'bold';
export const pdfFontNames: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };

/** The bytes of WinAnsiEncoding above Latin-1's range that the texts use. */
const winAnsi: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A text as a PDF string in WinAnsiEncoding: `(…)`, with its delimiters escaped. */
export function pdfString(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    // Latin-1's printable characters are WinAnsi's too; anything else the fonts lack is "?".
    const byte = winAnsi[char] ?? (code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 0x3f);
    const ascii = String.fromCharCode(byte);
    encoded += ascii === '(' || ascii === ')' || ascii === '\\' ? `\\${ascii}` : ascii;
  }
  return `(${encoded})`;
}

/** What the document information names. */
export interface PdfInfo {
  title: string;
  author: string;
}

/** A PDF of the pages (each its content stream's operators), with its title and author. */
export function pdfDocument(pages: string[], { title, author }: PdfInfo): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const pageIds = pages.map((_, index) => 5 + index * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  for (const [index, content] of pages.entries()) {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${a5Page.width} ${a5Page.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  }
  add(`<< /Title ${pdfString(title)} /Author ${pdfString(author)} >>`);
  const infoId = objects.length;

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\n` +
    `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
