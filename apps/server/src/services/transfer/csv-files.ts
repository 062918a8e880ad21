import { setImmediate as nextTurn } from "node:timers/promises";
import { InvalidError } from "@ironpath/domain/errors";
import { detectDelimiter } from "@ironpath/domain/transfer/import-columns";
import type { CsvRecord } from "@ironpath/domain/transfer/import-rows";
import { CsvError, type Parser, parse } from "csv-parse";
import { stringify } from "csv-stringify/sync";

// CSV text in and out, through csv-parse and csv-stringify (quoting, escaped quotes, fields over
// several lines, a byte-order mark): the import's rules then read plain cells. A file is read a
// slice at a time, with a turn of the event loop between slices (decision 0036): a 2 MB file read
// at once held every other request of the process for a few hundred milliseconds.

/** Longer than any row of a real export; a longer one is not a workout file. */
const MAX_ROW_CHARACTERS = 64 * 1024;
/** Characters read between turns of the event loop (a few milliseconds of parsing). */
const SLICE_CHARACTERS = 64 * 1024;

const CSV_PROBLEMS: Record<string, string> = {
  CSV_INVALID_CLOSING_QUOTE: "a quote closes in the middle of a field",
  CSV_QUOTE_NOT_CLOSED: "a quote opens and is never closed",
  CSV_MAX_RECORD_SIZE: "a row is far longer than a workout file's",
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: "a row has a different number of fields",
};

type Parsed = { record: string[]; info: { lines: number } };

function refusal(err: unknown): unknown {
  if (!(err instanceof CsvError)) return err;
  const problem = CSV_PROBLEMS[err.code] ?? err.message;
  return new InvalidError(`Line ${err.lines}: the file is not valid CSV: ${problem}`);
}

/** The text in slices that end at a line break (never inside a character), the last one at the end. */
function* slices(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf("\n", start + SLICE_CHARACTERS);
    const stop = end === -1 ? text.length : end + 1;
    yield text.slice(start, stop);
    start = stop;
  }
}

/** Feeds the parser slice by slice; every record it read, or the first error. */
async function parseInSlices(parser: Parser, text: string): Promise<Parsed[]> {
  const parsed: Parsed[] = [];
  let failure: unknown;
  parser.on("readable", () => {
    for (let r = parser.read(); r !== null; r = parser.read()) parsed.push(r as Parsed);
  });
  parser.on("error", (err) => {
    failure ??= err;
  });
  const ended = new Promise<void>((resolve) => {
    parser.on("end", resolve);
    parser.on("close", resolve);
  });
  for (const slice of slices(text)) {
    if (failure !== undefined) break;
    parser.write(slice);
    await nextTurn();
  }
  if (failure === undefined) parser.end();
  await ended;
  if (failure !== undefined) throw refusal(failure);
  return parsed;
}

/** The header and the rows of a CSV text, each row with the line it starts on; unreadable CSV is refused in words. */
export async function readCsv(text: string): Promise<{ header: string[]; records: CsvRecord[] }> {
  const firstLine = text.slice(0, Math.max(0, text.search(/\r?\n|$/)));
  const parser = parse({
    delimiter: detectDelimiter(firstLine),
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_ROW_CHARACTERS,
  });
  const parsed = await parseInSlices(parser, text);
  const [first, ...rest] = parsed;
  if (!first) return { header: [], records: [] };
  // The reader counts the line a row ends on; a quoted field over several lines started earlier.
  const startLine = (r: Parsed) => r.info.lines - r.record.join("").split("\n").length + 1;
  return { header: first.record, records: rest.map((r) => ({ line: startLine(r), cells: r.record })) };
}

/** Rows as CSV text: fields quoted where they need it, lines ending in CRLF as RFC 4180 says. */
export function writeCsv(rows: string[][]): string {
  return stringify(rows, { record_delimiter: "windows" });
}
