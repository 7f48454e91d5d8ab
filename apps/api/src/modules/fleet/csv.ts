import { useCategories, type DiaryEntry } from '@lindner/api/schema';
import { intlTag, languageOf, type Locale } from '@lindner/i18n/core';
import type { Texts } from '../../plugins/texts';
import { csvMessages, entryKindLabels, operationTypeLabels, useCategoryLabels } from './texts';

/** A byte order mark: Excel reads a CSV file as UTF-8 only with it. */
const bom = '\uFEFF';

/**
 * The cell separator Excel expects in the locale: `;` where the decimal separator is a comma
 * (German, French), `,` in English.
 */
export function csvSeparator(locale: Locale): ';' | ',' {
  return languageOf(locale) === 'en' ? ',' : ';';
}

/**
 * The diary entries as a spreadsheet file in the caller's locale: a header row, then one row
 * per entry, oldest first (the order of a written diary): date, kind, operating hours, litres,
 * full tank, operation type, duration, and the note or the consumption. Numbers without
 * grouping and with the locale's decimal separator, dates as YYYY-MM-DD (which Excel reads in
 * every locale); an average's date and hours are its range. UTF-8 with a byte order mark, CRLF
 * line ends (RFC 4180).
 */
export function diaryCsv(entries: readonly DiaryEntry[], texts: Texts): string {
  const separator = csvSeparator(texts.locale);
  const number = new Intl.NumberFormat(intlTag(texts.locale), {
    useGrouping: false,
    maximumFractionDigits: 2,
  });
  const n = (value: number) => number.format(value);
  const header = [
    csvMessages.date,
    csvMessages.kind,
    csvMessages.operatingHours,
    csvMessages.liters,
    csvMessages.fullTank,
    csvMessages.operationType,
    csvMessages.duration,
    csvMessages.noteOrConsumption,
  ].map((message) => texts.t(message));

  const rows = [...entries].sort(byDateAscending).map((entry): string[] => {
    const kind = texts.t(entryKindLabels[entry.kind]);
    switch (entry.kind) {
      case 'fuelStop':
        return [
          entry.date,
          kind,
          n(entry.operatingHours),
          n(entry.liters),
          texts.t(entry.fullTank ? csvMessages.yes : csvMessages.no),
          '',
          '',
          '',
        ];
      case 'operation':
        return [
          entry.date,
          kind,
          '',
          '',
          '',
          texts.t(operationTypeLabels[entry.type]),
          n(entry.durationHours),
          entry.note ?? '',
        ];
      case 'average':
        return [
          `${entry.dateStart} – ${entry.dateEnd}`,
          kind,
          `${n(entry.hoursStart)} – ${n(entry.hoursEnd)}`,
          '',
          '',
          '',
          '',
          useCategories
            .flatMap((category) => {
              const value = entry.consumption[category];
              return value === null
                ? []
                : [
                    texts.t(csvMessages.consumption, {
                      category: texts.t(useCategoryLabels[category]),
                      value: n(value),
                    }),
                  ];
            })
            .join(', '),
        ];
      case 'note':
        return [entry.date, kind, '', '', '', '', '', entry.text];
    }
  });

  const lines = [header, ...rows].map((cells) =>
    cells.map((cell) => csvCell(cell, separator)).join(separator),
  );
  return `${bom}${lines.join('\r\n')}\r\n`;
}

/**
 * A cell as CSV writes it. A text starting with =, +, -, @ (or a tab or carriage return) would
 * run as a formula in a spreadsheet: it gets a leading apostrophe, which shows it as text.
 * Cells holding the separator, a quote or a line break are quoted, quotes doubled.
 */
export function csvCell(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe)
    ? `"${safe.replaceAll('"', '""')}"`
    : safe;
}

function sortDate(entry: DiaryEntry): string {
  return entry.kind === 'average' ? entry.dateEnd : entry.date;
}

function sortHours(entry: DiaryEntry): number {
  if (entry.kind === 'fuelStop') return entry.operatingHours;
  if (entry.kind === 'average') return entry.hoursEnd;
  return 0;
}

function byDateAscending(a: DiaryEntry, b: DiaryEntry): number {
  return sortDate(a).localeCompare(sortDate(b)) || sortHours(a) - sortHours(b);
}

/** Oldest last: the diary's own order. */
export function byDateDescending(a: DiaryEntry, b: DiaryEntry): number {
  return -byDateAscending(a, b);
}
