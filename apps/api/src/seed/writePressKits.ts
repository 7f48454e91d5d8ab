// `npx tsx apps/api/src/seed/writePressKits.ts`: writes the press releases' DEMO PRESS KITS
// (seed/pressReleases.ts) as small one-page PDFs to seed/press-kits/: the release's German title
// and teaser, the file's title and, on every page, "Demo". They are not Lindner's documents. A
// few lines of PDF 1.4 by hand (standard Helvetica, uncompressed), as the old-timers' catalogues
// are, so the same list gives the same bytes. The files are committed; the seed reads their sizes.
import { mkdir, writeFile } from 'node:fs/promises';
import { pressKitDir } from '../modules/press/pressFiles';
import { pressReleaseSeed } from './pressReleases';

const pageWidth = 595;
const pageHeight = 842;
const margin = 56;

/** A text as a PDF string in WinAnsiEncoding; characters beyond Latin-1 become their nearest. */
function pdfString(text: string): string {
  const latin = text
    .replace(/[„“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  return `(${latin.replace(/[()\\]/g, (character) => `\\${character}`)})`;
}

function wrapped(text: string, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && candidate.length * size * 0.5 > pageWidth - 2 * margin) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function pressKit(title: string, teaser: string, fileTitle: string): Buffer {
  const ops: string[] = [
    '0.886 0 0.102 rg',
    `0 ${pageHeight - 90} ${pageWidth} 90 re f`,
    '0 0 0 rg',
  ];
  const text = (x: number, y: number, value: string, size: number, bold = false) =>
    ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`);
  ops.push('1 1 1 rg');
  text(margin, pageHeight - 55, 'LINDNER', 28, true);
  ops.push('0 0 0 rg');
  text(margin, pageHeight - 130, fileTitle, 12);
  let y = pageHeight - 170;
  for (const line of wrapped(title, 20)) {
    text(margin, y, line, 20, true);
    y -= 28;
  }
  y -= 10;
  for (const line of wrapped(teaser, 12)) {
    text(margin, y, line, 12);
    y -= 18;
  }
  text(margin, 40, 'Demo - kein Dokument der Lindner Traktorenwerk GmbH', 9);
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [5 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents 6 0 R >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Author (Lindner-Portal: Demo) >>`,
  ];
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
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n` +
    `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

await mkdir(pressKitDir, { recursive: true });
for (const release of pressReleaseSeed) {
  const { title, teaser, downloadTitles } = release.texts.de;
  for (const [index, file] of release.downloads.entries()) {
    const bytes = pressKit(title, teaser, downloadTitles[index] ?? file);
    await writeFile(new URL(file, pressKitDir), bytes);
    console.log(file, bytes.length);
  }
}
