import { describe, expect, it } from 'vitest';
import { attachmentFileName, downloadDisposition, pdfProblem } from './pdf';

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

// What makes a file no PDF or an active one is plugins/pdfUploads.test.ts's; here the ad's answers.
describe('pdfProblem', () => {
  it('answers each problem with the ad file’s field error, and takes a harmless PDF', () => {
    expect(pdfProblem(pdf('1 0 obj\n<< /Type /Catalog >>\nendobj'))).toBeNull();
    expect(pdfProblem(Buffer.from('Hallo %PDF-1.4 %%EOF'))).toBe('attachmentType');
    expect(pdfProblem(pdf('1 0 obj\n<< /OpenAction 2 0 R >>\nendobj'))).toBe('attachmentActive');
    const large = Buffer.concat([pdf(''), Buffer.alloc(10 * 1024 * 1024)]);
    expect(pdfProblem(large)).toBe('attachmentTooLarge');
  });
});

describe('file names', () => {
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
