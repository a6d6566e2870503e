/**
 * CSV for spreadsheets: RFC 4180 quoting, and a leading apostrophe on a cell a spreadsheet would
 * run as a formula (= + - @, tab, carriage return), so an exported name like "=HYPERLINK(…)" stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: a BOM so Excel reads UTF-8, CRLF line ends. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
