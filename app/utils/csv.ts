// CSV for spreadsheets (RFC 4180), as the lead export needs it.

/** Excel and LibreOffice read UTF-8 (accents) only when the file starts with this mark. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A cell starting with one of these is run as a formula by spreadsheets; visitors type
 * these fields, so such a cell is prefixed with an apostrophe (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null | undefined) {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV document: BOM, comma-separated, quoted where needed, CRLF line ends. */
export function toCsv(rows: Array<Array<string | number | null | undefined>>) {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
