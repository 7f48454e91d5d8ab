import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Texts } from '../../plugins/texts';
import type { ExportValue, PersonalData } from './dataExport';
import { exportReadmeMessages } from './texts';

/** The JSON file of everything, in the ZIP's root. */
export const exportJsonName = 'lindner-data.json';
export const exportReadmeName = 'README.txt';

/** The CSV file of a table. */
export const exportCsvName = (table: string) => `tables/${table}.csv`;

/**
 * The export as a ZIP: one JSON file of every table, one CSV file per table, the pictures and
 * files under `files/`, and a README in the caller's language that explains each file and its
 * fields.
 */
export function exportArchive(
  data: PersonalData,
  { username, exportedAt, texts }: { username: string; exportedAt: Date; texts: Texts },
): Uint8Array {
  const json = {
    exportedAt: exportedAt.toISOString(),
    username,
    tables: Object.fromEntries(data.tables.map((table) => [table.name, table.rows])),
  };
  const entries: Zippable = {
    [exportReadmeName]: strToU8(readme(data, { username, exportedAt, texts })),
    [exportJsonName]: strToU8(`${JSON.stringify(json, null, 2)}\n`),
  };
  for (const table of data.tables) {
    entries[exportCsvName(table.name)] = strToU8(tableCsv(table.columns, table.rows));
  }
  for (const file of data.files) {
    // Pictures and PDFs are compressed already.
    entries[`files/${file.path}`] = [file.bytes, { level: 0 }];
  }
  return zipSync(entries, { level: 6, mtime: exportedAt });
}

/**
 * A table as CSV (RFC 4180): a header row of the field names, then a row per record;
 * comma-separated, UTF-8, CRLF line ends. Lists and objects as JSON, empty for null.
 */
export function tableCsv(
  columns: readonly string[],
  rows: readonly Record<string, ExportValue>[],
): string {
  const lines = [
    columns.map(csvCell),
    ...rows.map((row) => columns.map((name) => csvCell(csvText(row[name])))),
  ];
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}

/** A value as the text of a CSV cell. */
export function csvText(value: ExportValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A text starting with =, +, -, @ (or a tab or carriage return) would run as a formula in a
 * spreadsheet: it gets a leading apostrophe; a plain number or phone number (+43 5338 2211)
 * stays as it is. Cells with a comma, a quote or a line break are quoted, quotes doubled.
 */
function csvCell(text: string): string {
  const formula = /^[=@\t\r]/.test(text) || /^[+-](?![\d\s().]*$)/.test(text);
  const safe = formula ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function readme(
  data: PersonalData,
  { username, exportedAt, texts }: { username: string; exportedAt: Date; texts: Texts },
): string {
  const t = texts.t.bind(texts);
  const when = texts.dateTime(exportedAt, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const sections = [
    t(exportReadmeMessages.title),
    t(exportReadmeMessages.intro, { username, when }),
    `${exportReadmeName}\n  ${t(exportReadmeMessages.readmeFile)}`,
    `${exportJsonName}\n  ${t(exportReadmeMessages.jsonFile)}`,
    `tables/*.csv\n  ${t(exportReadmeMessages.csvFiles)}`,
    `files/\n  ${t(exportReadmeMessages.filesFolder)}`,
    t(exportReadmeMessages.conventions),
    t(exportReadmeMessages.tablesHeading),
    ...data.tables.map(
      (table) =>
        `${exportCsvName(table.name)} (${t(exportReadmeMessages.rowCount, { count: table.rows.length })})\n  ${t(table.about)}`,
    ),
    t(exportReadmeMessages.questions),
  ];
  return `${sections.join('\r\n\r\n')}\r\n`;
}
