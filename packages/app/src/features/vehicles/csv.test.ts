import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportFileName, saveTextFile, toCsv, type CsvCell } from './csv';

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark and ends every row with CRLF', () => {
    const text = toCsv([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('a;b\r\nc;d\r\n');
  });

  it('is only the mark for no rows', () => {
    expect(toCsv([])).toBe('\uFEFF');
  });

  it.each<[string, CsvCell, string]>([
    ['plain text as is', 'Toyota', 'Toyota'],
    ['Danish letters intact', 'Ærø Åkande Øster', 'Ærø Åkande Øster'],
    ['Ukrainian intact', 'Олена', 'Олена'],
    ['a semicolon quoted', 'Scania; R 450', '"Scania; R 450"'],
    ['a comma not quoted (not our separator)', 'Mercedes-Benz, Sprinter', 'Mercedes-Benz, Sprinter'],
    ['quotes doubled and quoted', 'the "blue" van', '"the ""blue"" van"'],
    ['a line break kept inside quotes', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a CRLF kept inside quotes', 'a\r\nb', '"a\r\nb"'],
    ['a number as is', 123456, '123456'],
    ['a negative number stays a number', -5, '-5'],
    ['null as an empty field', null, ''],
    ['undefined as an empty field', undefined, ''],
    ['a formula neutralised', '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['a leading plus neutralised', '+45 12345678', "'+45 12345678"],
    ['a leading at-sign neutralised', '@SUM(A1)', "'@SUM(A1)"],
  ])('%s', (_name, value, expected) => {
    expect(toCsv([['x', value, 'y']]).slice(1)).toBe(`x;${expected};y\r\n`);
  });

  it('keeps empty fields in place', () => {
    expect(toCsv([['', null, 'z']]).slice(1)).toBe(';;z\r\n');
  });

  it('encodes to UTF-8 bytes that start EF BB BF', async () => {
    const bytes = new Uint8Array(await new Blob([toCsv([['Æ']])]).arrayBuffer());
    expect([...bytes.slice(0, 5)]).toEqual([0xef, 0xbb, 0xbf, 0xc3, 0x86]);
  });
});

describe('saveTextFile', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clicks a hidden download link to a Blob, then removes the link and frees the Blob', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const url = {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:http://localhost/1';
      }),
      revokeObjectURL: vi.fn(),
    };
    let clicked: HTMLAnchorElement | null = null;
    const onClick = (event: MouseEvent) => {
      clicked = event.target as HTMLAnchorElement;
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    saveTextFile(toCsv([['Æble', 'Ø']]), 'vehicles.csv', undefined, { URL: url });
    document.removeEventListener('click', onClick);

    expect(clicked).not.toBeNull();
    expect(clicked!.download).toBe('vehicles.csv');
    expect(clicked!.getAttribute('href')).toBe('blob:http://localhost/1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    // (Blob.text() would drop the mark while decoding: read the bytes.)
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFÆble;Ø\r\n');
    expect(url.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(url.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});

describe('exportFileName', () => {
  it('names the file after the day in Copenhagen', () => {
    // 23:30 UTC on 31 December is already 1 January in Denmark.
    expect(exportFileName('vehicles', new Date('2025-12-31T23:30:00Z'))).toBe('vehicles-2026-01-01.csv');
  });
});
