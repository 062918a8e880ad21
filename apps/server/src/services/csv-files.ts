import { InvalidError } from "@ironpath/domain/errors";
import { detectDelimiter } from "@ironpath/domain/transfer/import-columns";
import type { CsvRecord } from "@ironpath/domain/transfer/import-rows";
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

// CSV text in and out, through csv-parse and csv-stringify (quoting, escaped quotes, fields over
// several lines, a byte-order mark): the import's rules then read plain cells.

/** Longer than any row of a real export; a longer one is not a workout file. */
const MAX_ROW_CHARACTERS = 64 * 1024;

const CSV_PROBLEMS: Record<string, string> = {
  CSV_INVALID_CLOSING_QUOTE: "a quote closes in the middle of a field",
  CSV_QUOTE_NOT_CLOSED: "a quote opens and is never closed",
  CSV_MAX_RECORD_SIZE: "a row is far longer than a workout file's",
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: "a row has a different number of fields",
};

/** The header and the rows of a CSV text, each row with the line it starts on; unreadable CSV is refused in words. */
export function readCsv(text: string): { header: string[]; records: CsvRecord[] } {
  const firstLine = text.slice(0, Math.max(0, text.search(/\r?\n|$/)));
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      delimiter: detectDelimiter(firstLine),
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_ROW_CHARACTERS,
    }) as unknown as typeof parsed;
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const problem = CSV_PROBLEMS[err.code] ?? err.message;
    throw new InvalidError(`Line ${err.lines}: the file is not valid CSV: ${problem}`);
  }
  const [first, ...rest] = parsed;
  if (!first) return { header: [], records: [] };
  // The reader counts the line a row ends on; a quoted field over several lines started earlier.
  const startLine = (r: (typeof parsed)[number]) => r.info.lines - r.record.join("").split("\n").length + 1;
  return { header: first.record, records: rest.map((r) => ({ line: startLine(r), cells: r.record })) };
}

/** Rows as CSV text: fields quoted where they need it, lines ending in CRLF as RFC 4180 says. */
export function writeCsv(rows: string[][]): string {
  return stringify(rows, { record_delimiter: "windows" });
}
