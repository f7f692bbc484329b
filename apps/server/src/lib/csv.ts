/** A cell a spreadsheet would run as a formula starts with one of these (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): always quoted, quotes doubled, so commas and line breaks stay inside
 * the cell; text a spreadsheet would read as a formula gets a leading apostrophe, shown as text.
 * Objects are written as JSON.
 */
export function csvCell(value: unknown): string {
  let s =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value as string | number | boolean | bigint);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return `"${s.replaceAll('"', '""')}"`;
}

/** One CSV record with its CRLF line end. */
export const csvRow = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;
