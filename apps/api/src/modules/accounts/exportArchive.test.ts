import { describe, expect, it } from 'vitest';
import { tableCsv } from './exportArchive';

describe('tableCsv', () => {
  it('writes a header row and one CRLF-ended row per record, quoting what needs it', () => {
    const csv = tableCsv(
      ['name', 'note', 'tags', 'empty'],
      [{ name: 'Brunnerhof', note: 'Heu, "trocken"\nSilo', tags: ['a', 'b'], empty: null }],
    );
    expect(csv).toBe(
      'name,note,tags,empty\r\nBrunnerhof,"Heu, ""trocken""\nSilo","[""a"",""b""]",\r\n',
    );
  });

  it('keeps a text from running as a spreadsheet formula, but not numbers or phone numbers', () => {
    const csv = tableCsv(
      ['value'],
      [
        { value: '=HYPERLINK("http://evil.example")' },
        { value: '@SUM(A1)' },
        { value: '-cmd' },
        { value: '+43 5338 2211' },
        { value: -12.5 },
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'value',
      '"\'=HYPERLINK(""http://evil.example"")"',
      "'@SUM(A1)",
      "'-cmd",
      '+43 5338 2211',
      '-12.5',
      '',
    ]);
  });
});
