import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { attachmentFileName, downloadDisposition, normalisePdfName, pdfProblem } from './pdf';

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

describe('pdfProblem', () => {
  it('takes a plain PDF', () => {
    expect(pdfProblem(pdf('1 0 obj\n<< /Type /Catalog >>\nendobj'))).toBeNull();
  });

  it('refuses what is no PDF: wrong start, no end marker', () => {
    expect(pdfProblem(Buffer.from('Hallo %PDF-1.4 %%EOF'))).toBe('attachmentType');
    expect(pdfProblem(Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n'))).toBe('attachmentType');
    expect(pdfProblem(Buffer.alloc(0))).toBe('attachmentType');
  });

  it('refuses a file over 10 MB', () => {
    const large = Buffer.concat([pdf(''), Buffer.alloc(10 * 1024 * 1024)]);
    expect(pdfProblem(large)).toBe('attachmentTooLarge');
  });

  it('refuses every active or embedding name, plain, hex-escaped or in a compressed stream', () => {
    for (const name of [
      '/JavaScript',
      '/JS',
      '/OpenAction',
      '/AA',
      '/Launch',
      '/EmbeddedFile',
      '/EmbeddedFiles',
      '/J#61vaScript',
      '/#4A#53',
      '/Emb#65ddedFiles',
    ]) {
      expect(pdfProblem(pdf(`1 0 obj\n<< ${name} 2 0 R >>\nendobj`)), name).toBe(
        'attachmentActive',
      );
      expect(pdfProblem(pdf(`1 0 obj\n<</Type/Catalog${name}(x)>>\nendobj`)), name).toBe(
        'attachmentActive',
      );
    }
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
    const withStream = Buffer.concat([
      Buffer.from('%PDF-1.5\n4 0 obj\n<< /Filter /FlateDecode >>\nstream\r\n'),
      hidden,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    expect(pdfProblem(withStream)).toBe('attachmentActive');
  });

  it('does not mistake names that only start like a forbidden one', () => {
    expect(
      pdfProblem(pdf('1 0 obj\n<< /JSON 1 /AAA 2 /Launcher 3 /Type /Catalog >>\nendobj')),
    ).toBeNull();
  });
});

describe('PDF names and file names', () => {
  it('resolves #xx escapes', () => {
    expect(normalisePdfName('J#61vaScript')).toBe('JavaScript');
    expect(normalisePdfName('A#20B')).toBe('A B');
  });

  it('keeps a base name ending in .pdf, without quotes, paths or control characters', () => {
    expect(attachmentFileName('C:\\Users\\x\\Prospekt.pdf')).toBe('Prospekt.pdf');
    expect(attachmentFileName('../"böse"\u0007.PDF')).toBe('böse.PDF');
    expect(attachmentFileName('Datenblatt')).toBe('Datenblatt.pdf');
    expect(attachmentFileName(undefined)).toBe('document.pdf');
    expect(attachmentFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(200);
  });

  it('words the download disposition with an ASCII fallback', () => {
    expect(downloadDisposition('Prospekt Mähwerk.pdf')).toBe(
      `attachment; filename="Prospekt M_hwerk.pdf"; filename*=UTF-8''Prospekt%20M%C3%A4hwerk.pdf`,
    );
  });
});
