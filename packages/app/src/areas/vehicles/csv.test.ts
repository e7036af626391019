import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportFileName, saveTextFile, toCsv, type CsvCell } from './csv';

describe('toCsv', () => {
  // The writer's own table test is the kit's (packages/ui/src/csv/csv.test.ts); this pins that the
  // app's exports use it.
  it("is the kit's writer: formulas neutralised, commas quoted", () => {
    const cells: CsvCell[] = ['-2+3', 'a,b'];
    expect(toCsv([cells])).toBe(`\uFEFF'-2+3;"a,b"\r\n`);
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
