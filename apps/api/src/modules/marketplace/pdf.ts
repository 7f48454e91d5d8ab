import { inflateSync } from 'node:zlib';
import { adLimits } from '@lindner/api/schema';

/** Why a file is not taken as an ad's PDF. */
export type PdfProblem = 'attachmentType' | 'attachmentTooLarge' | 'attachmentActive';

/**
 * The names that make a PDF do something when it is opened or carry other files: JavaScript,
 * actions run on opening or on events, launching programs, embedded files.
 */
const forbiddenNames = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
]);

/** A PDF name: a slash and the regular characters after it (delimiters and white space end it). */
const namePattern = /\/([^\s/[\]()<>{}%]+)/g;

/** A name with its `#xx` escapes resolved (`/J#61vaScript` is `/JavaScript`). */
export function normalisePdfName(name: string): string {
  return name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

function namesForbidden(text: string): boolean {
  for (const match of text.matchAll(namePattern)) {
    if (forbiddenNames.has(normalisePdfName(match[1]!))) return true;
  }
  return false;
}

/** At most this much inflated stream content is looked through, for the whole file. */
const maxInflatedBytes = 64 * 1024 * 1024;

/**
 * The content of the file's compressed streams (object streams may hold dictionaries with the
 * names above), inflated as far as they are zlib data; others are left out.
 */
function* inflatedStreams(text: string, bytes: Buffer): Generator<string> {
  let budget = maxInflatedBytes;
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    streamStart.lastIndex = end + 'endstream'.length;
    if (budget <= 0) return;
    let inflated: Buffer;
    try {
      inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: budget });
    } catch {
      continue;
    }
    budget -= inflated.length;
    yield inflated.toString('latin1');
  }
}

/**
 * Whether an upload is a PDF an ad may carry, by its content alone (names and declared types
 * are not trusted): it starts with `%PDF-`, has an `%%EOF` marker, is at most 10 MB, and no
 * name in it nor in its compressed streams is one of JavaScript, JS, OpenAction, AA, Launch,
 * EmbeddedFile or EmbeddedFiles, hex escapes (`#xx`) resolved. Null when it may.
 */
export function pdfProblem(bytes: Buffer): PdfProblem | null {
  if (bytes.length > adLimits.attachmentBytes) return 'attachmentTooLarge';
  if (bytes.length < 8 || bytes.toString('latin1', 0, 5) !== '%PDF-') return 'attachmentType';
  const text = bytes.toString('latin1');
  if (!text.includes('%%EOF')) return 'attachmentType';
  if (namesForbidden(text)) return 'attachmentActive';
  for (const inflated of inflatedStreams(text, bytes)) {
    if (namesForbidden(inflated)) return 'attachmentActive';
  }
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
