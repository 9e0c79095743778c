import type { Response } from 'express';

export type CsvValue = string | number | Date | null | undefined;

/** A CSV file as an export query makes it: its name, header row, and its rows in batches (read lazily). */
export interface CsvExport {
  filename: string;
  header: string[];
  batches: AsyncIterable<CsvValue[][]>;
}

// Spreadsheets run a cell starting with one of these as a formula (OWASP "CSV injection"), tab and CR included.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 cell (docs/api.md "CSV exports"): quoted when it holds a quote, comma or line break, quotes doubled;
 * text starting with = + - @ (or a tab or CR) is prefixed with a single quote so no spreadsheet runs it as a
 * formula. Numbers are written as they are; dates as ISO 8601 UTC.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Money stored in cents, as a spreadsheet reads an amount: currency units with two decimals ("12.05", "-0.50"),
 * from the integer (no float on the way; any safe integer). Null stays an empty cell.
 */
export function currencyUnits(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The UTF-8 byte order mark every export starts with: without it Excel reads the file in the machine's legacy code
 * page and shows "NÃºÃ±ez" for "Núñez". Readers that know UTF-8 skip it.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * Streams an export: headers first, then each batch as it comes, waiting for the socket to drain before asking for
 * the next one (memory holds one batch, whatever the row count). An error after the first byte cannot become an
 * error answer any more: the response is destroyed, so the download fails visibly instead of ending short. So is a
 * client that stops reading for STALL_MS, which ends the cursor's transaction and frees its connection.
 */
export async function sendCsv(res: Response, file: CsvExport): Promise<void> {
  res.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'no-store',
  });
  try {
    await write(res, UTF8_BOM + csvLine(file.header));
    for await (const batch of file.batches) await write(res, batch.map(csvLine).join(''));
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

// A client that reads nothing for this long is let go: the export's cursor holds a database connection meanwhile.
const STALL_MS = 60_000;

function write(res: Response, text: string): Promise<void> {
  if (res.destroyed) return Promise.reject(new Error('the client went away'));
  if (res.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      res.off('drain', onDrain);
      res.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('the client went away'));
    const timer = setTimeout(() => done(new Error('the client stopped reading')), STALL_MS);
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}
