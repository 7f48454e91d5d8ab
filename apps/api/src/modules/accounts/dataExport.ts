import type { MessageDescriptor } from '@lindner/i18n/core';
import type { Database, SqlSession } from '../../database/connection';
import type { UserRow } from '../../plugins/users';
import { exportTables } from './exportTables';

/** A value of the export: what JSON holds (dates as ISO 8601 text, no file contents). */
export type ExportValue = string | number | boolean | null | ExportValue[] | ExportObject;
interface ExportObject {
  [key: string]: ExportValue;
}
export type ExportRow = Record<string, ExportValue>;

export interface ExportFile {
  /** The path below `files/` in the ZIP. */
  path: string;
  bytes: Uint8Array;
}

export interface PersonalData {
  /** Every table of `exportTables`, in its order, with the user's rows (possibly none). */
  tables: { name: string; about: MessageDescriptor; columns: string[]; rows: ExportRow[] }[];
  files: ExportFile[];
}

/**
 * Everything the portal holds of a user, read in one transaction (one consistent state): the
 * rows of every table of `exportTables` with the secrets and others' ids left out, and the
 * pictures and files as files of their own.
 */
export async function readPersonalData(database: Database, user: UserRow): Promise<PersonalData> {
  const params = [user.id, (user.email ?? '').toLowerCase(), user.customerNr ?? ''];
  return database.transaction(async (session) => {
    const tables: PersonalData['tables'] = [];
    const files: ExportFile[] = [];
    for (const table of exportTables) {
      const rows = await session.rows<Record<string, unknown>>(...boundTo(table.query, params));
      const left = new Set([...(table.omit ?? []), ...(table.file ? [table.file.column] : [])]);
      const names = rows[0]
        ? Object.keys(rows[0])
        : [...(await tableColumns(session, table.name)), ...(table.extraColumns ?? [])];
      const columns = names.filter((name) => !left.has(name));
      tables.push({
        name: table.name,
        about: table.about,
        columns,
        rows: rows.map((row) => {
          if (!table.file) return plainRow(row, columns);
          const bytes = row[table.file.column];
          if (!(bytes instanceof Uint8Array)) return { ...plainRow(row, columns), file: null };
          const path = table.file.path(row);
          files.push({ path, bytes });
          return { ...plainRow(row, columns), file: `files/${path}` };
        }),
      });
      if (table.file) columns.push('file');
    }
    return { tables, files };
  });
}

function plainRow(row: Record<string, unknown>, columns: readonly string[]): ExportRow {
  return Object.fromEntries(columns.map((name) => [name, plainValue(row[name])]));
}

/** A database value as JSON holds it: timestamps as ISO 8601 (UTC), big numbers as numbers. */
function plainValue(value: unknown): ExportValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Uint8Array) return null;
  if (Array.isArray(value)) return value.map(plainValue);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        plainValue(item),
      ]),
    );
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return String(value);
}

/**
 * A query with only the parameters it uses, numbered anew: PostgreSQL refuses values for
 * parameters a statement does not name.
 */
function boundTo(query: string, params: readonly unknown[]): [string, unknown[]] {
  const used: number[] = [];
  const text = query.replace(/\$(\d+)/g, (_match, digits: string) => {
    const index = Number(digits) - 1;
    if (!used.includes(index)) used.push(index);
    return `$${used.indexOf(index) + 1}`;
  });
  return [text, used.map((index) => params[index])];
}

/** A table's columns in their order, for the header of a table without rows. */
async function tableColumns(session: SqlSession, table: string): Promise<string[]> {
  const rows = await session.rows<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows.map(({ name }) => name);
}
