import { InvalidError } from "../errors";
import { IMPORT_FORMAT_LABELS, type ImportFormat, type WeightUnit } from "./import-api.schema";

// The columns of the files Strong and Hevy export, in the versions seen in the wild:
//
// Strong, newer (comma):  Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,
//                         Seconds,Notes,Workout Notes,RPE   (some add "Workout #"; no unit column:
//                         the weights are in the unit the app was set to, which the lifter says)
// Strong, older (semicolon): Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;
//                         Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration
// Hevy (comma):           title,start_time,end_time,description,exercise_title,superset_id,
//                         exercise_notes,set_index,set_type,weight_lbs|weight_kg,reps,
//                         distance_miles|distance_km,duration_seconds,rpe
// Ironpath's sets CSV:    date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs,seconds,
//                         exercise_type,status,weight,unit,warm_up,note,exercise_note
//                         (SETS_CSV_COLUMNS)
//
// Columns are found by name (any order, any case), so a version that adds or moves a column
// still reads; a missing one the import needs is refused in words.

export type Column =
  | "date"
  | "workout"
  | "exercise"
  | "setOrder"
  | "setType"
  | "weight"
  | "weightUnit"
  | "reps"
  | "distance"
  | "seconds"
  | "rpe"
  // Ironpath's own sets CSV (decision 0077): a line's status, its warm-up flag and its note.
  | "status"
  | "warmUp"
  | "note"
  // And the note on the exercise that day (decision 0093), and the program day it is on (0111).
  | "exerciseNote"
  | "phase"
  | "week"
  | "day";

export interface Layout {
  format: ImportFormat;
  /** How many fields each row has (the header's). */
  width: number;
  /** Where each column is; the optional ones may be absent. */
  at: Partial<Record<Column, number>>;
  /** The weights' unit when the file names it for every row (Hevy's weight_kg or weight_lbs). */
  unit?: WeightUnit;
}

type Wanted = { column: Column; names: string[]; required: boolean; unit?: WeightUnit };

const STRONG: Wanted[] = [
  { column: "date", names: ["date"], required: true },
  { column: "workout", names: ["workout name"], required: true },
  { column: "exercise", names: ["exercise name"], required: true },
  { column: "setOrder", names: ["set order"], required: true },
  { column: "weight", names: ["weight"], required: true },
  { column: "weightUnit", names: ["weight unit"], required: false },
  { column: "reps", names: ["reps"], required: true },
  { column: "distance", names: ["distance"], required: false },
  { column: "seconds", names: ["seconds"], required: false },
  { column: "rpe", names: ["rpe"], required: false },
];

const HEVY: Wanted[] = [
  { column: "date", names: ["start_time"], required: true },
  { column: "workout", names: ["title"], required: true },
  { column: "exercise", names: ["exercise_title"], required: true },
  { column: "setOrder", names: ["set_index"], required: true },
  { column: "setType", names: ["set_type"], required: false },
  { column: "weight", names: ["weight_lbs"], required: false, unit: "lbs" },
  { column: "weight", names: ["weight_kg"], required: false, unit: "kg" },
  { column: "reps", names: ["reps"], required: true },
  { column: "distance", names: ["distance_miles", "distance_km", "distance_meters"], required: false },
  { column: "seconds", names: ["duration_seconds"], required: false },
  { column: "rpe", names: ["rpe"], required: false },
];

const IRONPATH: Wanted[] = [
  { column: "date", names: ["date"], required: true },
  { column: "workout", names: ["program"], required: true },
  { column: "exercise", names: ["exercise"], required: true },
  { column: "setOrder", names: ["set"], required: true },
  { column: "weight", names: ["weight_lbs"], required: true, unit: "lbs" },
  { column: "reps", names: ["reps"], required: true },
  { column: "seconds", names: ["seconds"], required: false },
  { column: "rpe", names: ["rpe"], required: false },
  { column: "status", names: ["status"], required: false },
  { column: "warmUp", names: ["warm_up"], required: false },
  { column: "note", names: ["note"], required: false },
  { column: "exerciseNote", names: ["exercise_note"], required: false },
  { column: "phase", names: ["phase"], required: false },
  { column: "week", names: ["week"], required: false },
  { column: "day", names: ["day"], required: false },
];

const WANTED: Record<ImportFormat, Wanted[]> = { strong: STRONG, hevy: HEVY, ironpath: IRONPATH };

/** A header cell as compared: no byte-order mark, trimmed, lower case. */
const headerName = (cell: string) =>
  cell
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase();

/** The field separator of a file, from its first line: the one of , ; or tab it uses most. */
export function detectDelimiter(firstLine: string): "," | ";" | "\t" {
  const count = (c: string) => firstLine.split(c).length - 1;
  const candidates = [",", ";", "\t"] as const;
  return candidates.reduce((best, c) => (count(c) > count(best) ? c : best), ",");
}

function find(names: readonly string[], wanted: Wanted): number | undefined {
  const index = names.findIndex((n) => wanted.names.includes(n));
  return index === -1 ? undefined : index;
}

/** Where each column the import reads is; a header that is not the format's is refused in words. */
export function readLayout(format: ImportFormat, header: readonly string[]): Layout {
  const names = header.map(headerName);
  const at: Partial<Record<Column, number>> = {};
  let unit: WeightUnit | undefined;
  const missing: string[] = [];
  for (const wanted of WANTED[format]) {
    const index = find(names, wanted);
    if (index !== undefined && at[wanted.column] === undefined) {
      at[wanted.column] = index;
      if (wanted.unit) unit = wanted.unit;
    } else if (index === undefined && wanted.required) {
      missing.push(wanted.names[0] as string);
    }
  }
  if (format === "hevy" && at.weight === undefined) missing.push("weight_lbs or weight_kg");
  if (missing.length > 0) throw new InvalidError(notTheFormat(format, names, missing));
  return { format, width: header.length, at, ...(unit ? { unit } : {}) };
}

function notTheFormat(format: ImportFormat, names: readonly string[], missing: string[]): string {
  const label = IMPORT_FORMAT_LABELS[format];
  const other = (Object.keys(WANTED) as ImportFormat[]).find(
    (f) => f !== format && WANTED[f].filter((w) => w.required).every((w) => find(names, w) !== undefined),
  );
  if (other) {
    return `Line 1: this looks like a ${IMPORT_FORMAT_LABELS[other]} export, not ${label}: choose ${IMPORT_FORMAT_LABELS[other]} and import it again.`;
  }
  const quoted = missing.map((m) => `"${m}"`).join(", ");
  return `Line 1: this is not a ${label} export: its header has no ${quoted} column${missing.length > 1 ? "s" : ""}. Choose the CSV file ${label} exported.`;
}
