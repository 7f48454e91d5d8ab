import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { normalisePdfName, pdfContentProblem } from './pdfUploads';

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

describe('pdfContentProblem', () => {
  it('takes a plain PDF', () => {
    expect(pdfContentProblem(pdf('1 0 obj\n<< /Type /Catalog >>\nendobj'))).toBeNull();
  });

  it('refuses what is no PDF: wrong start, no end marker, nothing', () => {
    expect(pdfContentProblem(Buffer.from('Hallo %PDF-1.4 %%EOF'))).toBe('notPdf');
    expect(pdfContentProblem(Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n'))).toBe('notPdf');
    expect(pdfContentProblem(Buffer.alloc(0))).toBe('notPdf');
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
      expect(pdfContentProblem(pdf(`1 0 obj\n<< ${name} 2 0 R >>\nendobj`)), name).toBe('active');
      expect(pdfContentProblem(pdf(`1 0 obj\n<</Type/Catalog${name}(x)>>\nendobj`)), name).toBe(
        'active',
      );
    }
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
    const withStream = Buffer.concat([
      Buffer.from('%PDF-1.5\n4 0 obj\n<< /Filter /FlateDecode >>\nstream\r\n'),
      hidden,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    expect(pdfContentProblem(withStream)).toBe('active');
  });

  it('does not mistake names that only start like a forbidden one', () => {
    expect(
      pdfContentProblem(pdf('1 0 obj\n<< /JSON 1 /AAA 2 /Launcher 3 /Type /Catalog >>\nendobj')),
    ).toBeNull();
  });
});

describe('normalisePdfName', () => {
  it('resolves #xx escapes', () => {
    expect(normalisePdfName('J#61vaScript')).toBe('JavaScript');
    expect(normalisePdfName('A#20B')).toBe('A B');
  });
});
