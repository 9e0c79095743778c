import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../src/shared/http/csv.js';
import { parseCsv } from '../support/csv.js';

describe('CSV cells (docs/api.md "CSV exports")', () => {
  it('quotes what would break a row, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('prefixes text a spreadsheet would run as a formula with a single quote; numbers and dates stay as they are', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+33 6 00')).toBe("'+33 6 00");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTAB')).toBe("'\tTAB");
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('makes lines that read back cell for cell', () => {
    const cells = ['x,y', 'q"uote', 'multi\r\nline', '=cmd', ''];
    expect(parseCsv(csvLine(cells) + csvLine(['2']))).toEqual([["x,y", 'q"uote', 'multi\r\nline', "'=cmd", ''], ['2']]);
  });
});
