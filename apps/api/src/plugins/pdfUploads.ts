import { inflateSync } from 'node:zlib';

// The check of an uploaded PDF by its content, for every module that takes PDFs (the
// marketplace's ad files, the guestbook's attachments); each answers its own field errors.

/** Why an upload is not taken as a PDF: it is none, or it could act when opened. */
export type PdfContentProblem = 'notPdf' | 'active';

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
 * Whether an upload is a harmless PDF, by its content alone (names and declared types are not
 * trusted): it starts with `%PDF-` and has an `%%EOF` marker (else `notPdf`), and no name in it
 * nor in its compressed streams is one of JavaScript, JS, OpenAction, AA, Launch, EmbeddedFile
 * or EmbeddedFiles, hex escapes (`#xx`) resolved (else `active`). Null when it is. The size is
 * the caller's to check first.
 */
export function pdfContentProblem(bytes: Buffer): PdfContentProblem | null {
  if (bytes.length < 8 || bytes.toString('latin1', 0, 5) !== '%PDF-') return 'notPdf';
  const text = bytes.toString('latin1');
  if (!text.includes('%%EOF')) return 'notPdf';
  if (namesForbidden(text)) return 'active';
  for (const inflated of inflatedStreams(text, bytes)) {
    if (namesForbidden(inflated)) return 'active';
  }
  return null;
}
