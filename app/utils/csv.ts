import { setImmediate as nextTurn } from "node:timers/promises";

// CSV for spreadsheets (RFC 4180), as the lead export needs it: whole, or streamed row by row.

/** Excel and LibreOffice read UTF-8 (accents) only when the file starts with this mark. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A cell starting with one of these is run as a formula by spreadsheets; visitors type
 * these fields, so such a cell is prefixed with an apostrophe (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvRow = Array<string | number | null | undefined>;

function csvCell(value: string | number | null | undefined) {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row: comma-separated, quoted where needed, with its CRLF line end. */
const csvLine = (row: CsvRow) => `${row.map(csvCell).join(",")}\r\n`;

/** Rows as a CSV document: BOM, comma-separated, quoted where needed, CRLF line ends. */
export function toCsv(rows: CsvRow[]) {
  return BYTE_ORDER_MARK + rows.map(csvLine).join("");
}

/**
 * A CSV document written as it is read (docs/decisions/039): the BOM and the header, then
 * each batch of rows, encoded, when the reader wants more (a pull stream: a slow reader
 * holds the batches back instead of the server holding them all). Before each batch the
 * server's thread is let go for a turn, so other requests are served between batches
 * however long the document is.
 */
export function csvStream(header: CsvRow, batches: AsyncIterable<CsvRow[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(BYTE_ORDER_MARK + csvLine(header)));
          return;
        }
        await nextTurn();
        const { done, value } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value.map(csvLine).join("")));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    // One batch ahead at most.
    { highWaterMark: 1 },
  );
}
