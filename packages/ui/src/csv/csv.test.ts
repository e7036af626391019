import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv, type CsvCell } from './csv';

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark and ends every row with CRLF', () => {
    const text = toCsv([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(text).toBe(`${CSV_BOM}a;b\r\nc;d\r\n`);
  });

  it('is only the mark for no rows, and nothing without the mark', () => {
    expect(toCsv([])).toBe('\uFEFF');
    expect(toCsv([['a']], { bom: false })).toBe('a\r\n');
  });

  it('keeps empty cells in place', () => {
    expect(toCsv([['', null, undefined, 'z']], { bom: false })).toBe(';;;z\r\n');
  });

  it('encodes to UTF-8 bytes that start EF BB BF', async () => {
    const bytes = new Uint8Array(await new Blob([toCsv([['Æ']])]).arrayBuffer());
    expect([...bytes.slice(0, 5)]).toEqual([0xef, 0xbb, 0xbf, 0xc3, 0x86]);
  });
});

// OWASP CSV injection: https://owasp.org/www-community/attacks/CSV_Injection
describe('csvCell', () => {
  it.each<[string, CsvCell, string]>([
    ['plain text as is', 'Toyota', 'Toyota'],
    ['Danish letters intact', 'Ærø Åkande Øster', 'Ærø Åkande Øster'],
    ['Ukrainian intact', 'Олена', 'Олена'],
    ['an emoji intact', 'Vask 🚐', 'Vask 🚐'],
    ['a number as is', 123456, '123456'],
    ['a negative number stays a number', -5, '-5'],
    ['a decimal number as is', 1.5, '1.5'],
    ['NaN as an empty cell', Number.NaN, ''],
    ['null as an empty cell', null, ''],
    ['undefined as an empty cell', undefined, ''],
    ['an empty string as an empty cell', '', ''],
    // Formulas: a leading ' for =, +, -, @, tab and CR.
    ['= neutralised', '=1+1', "'=1+1"],
    ['+ neutralised', '+45 12345678', "'+45 12345678"],
    ['- neutralised', "-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['a negative number as text neutralised', '-5', "'-5"],
    ['@ neutralised', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab neutralised and quoted', '\t=1+1', `"'\t=1+1"`],
    ['a leading CR neutralised and quoted', '\r=1+1', `"'\r=1+1"`],
    [
      'a formula with quotes neutralised and quoted',
      '=HYPERLINK("http://x")',
      '"\'=HYPERLINK(""http://x"")"',
    ],
    ['a formula with a semicolon neutralised and quoted', '=SUM(A1;A2)', `"'=SUM(A1;A2)"`],
    ['= later in the text as is', 'a=b', 'a=b'],
    ['a hyphenated name as is', 'Mercedes-Benz', 'Mercedes-Benz'],
    // Quoting: either separator, quotes, line breaks, edge white space.
    ['a semicolon quoted', 'Scania; R 450', '"Scania; R 450"'],
    [
      'a comma quoted (Excel set to "," as separator)',
      'Mercedes-Benz, Sprinter',
      '"Mercedes-Benz, Sprinter"',
    ],
    ['a comma before a formula quoted', 'x,=1+1', '"x,=1+1"'],
    ['quotes doubled and quoted', 'the "blue" van', '"the ""blue"" van"'],
    ['a line break kept inside quotes', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a CRLF kept inside quotes', 'a\r\nb', '"a\r\nb"'],
    ['a leading space quoted', ' padded', '" padded"'],
    ['a trailing space quoted', 'padded ', '"padded "'],
    ['a tab inside quoted', 'a\tb', '"a\tb"'],
    // Bidi controls stripped.
    ['a right-to-left override stripped', 'abc\u202Egnp.exe', 'abcgnp.exe'],
    ['isolates and marks stripped', '\u2066a\u2069\u200Eb\u200F\u061C', 'ab'],
    ['a formula hidden behind a bidi mark neutralised', '\u200E=1+1', "'=1+1"],
  ])('%s', (_name, value, expected) => {
    expect(csvCell(value)).toBe(expected);
    expect(toCsv([['x', value, 'y']], { bom: false })).toBe(`x;${expected};y\r\n`);
  });
});
