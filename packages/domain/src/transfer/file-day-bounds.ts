import { MAX_ROWS_PER_DAY } from "../programs/row-rules";
import { type RoutineKind, isImportedHistory } from "../programs/routine-kind";

// An Ironpath export's days are read up to an imported day's bound (decision 0101), since the
// imports put one row a day for each exercise lifted with no bound of 12; a routine of any other
// kind was made by the builder or the empty workout, which hold 12, and is held to it here.

interface FileProgram {
  name: string;
  kind?: RoutineKind;
  days: { rows: { order: number; notes: string | null }[] }[];
}

interface Placed {
  program: string;
  order?: number;
}

/** What a routine of the file is: as it says, or for a file from before kinds, an import by its name and notes. */
export function fileProgramKind(program: FileProgram): RoutineKind {
  if (program.kind) return program.kind;
  const notes = program.days.flatMap((d) => d.rows.map((r) => r.notes));
  return isImportedHistory(program.name, notes) ? "history" : "program";
}

const TOO_MANY = `has more than ${MAX_ROWS_PER_DAY} exercises: only an imported day holds more`;
const TOO_FAR = `must be at most ${MAX_ROWS_PER_DAY}: only an imported day has more rows`;

/**
 * The first place of the file past the builder's 12 rows that is not on an imported routine's day,
 * as [where, what], or null. A set, warm-up, note or group names its routine by name.
 */
export function fileDayProblem(doc: {
  programs: { created: readonly FileProgram[] };
  sets: readonly Placed[];
  warmUps?: readonly Placed[];
  notes?: readonly Placed[];
  daySupersets?: readonly (Placed & { group: number })[];
}): [string, string] | null {
  const built = new Set<string>();
  for (const [p, program] of doc.programs.created.entries()) {
    if (fileProgramKind(program) === "history") continue;
    built.add(program.name);
    for (const [d, day] of program.days.entries()) {
      const where = `programs.created.${p}.days.${d}`;
      if (day.rows.length > MAX_ROWS_PER_DAY) return [`${where}.rows`, TOO_MANY];
      const r = day.rows.findIndex((row) => row.order > MAX_ROWS_PER_DAY);
      if (r >= 0) return [`${where}.rows.${r}.order`, TOO_FAR];
    }
  }
  const lists = { sets: doc.sets, warmUps: doc.warmUps, notes: doc.notes, daySupersets: doc.daySupersets };
  for (const [list, places] of Object.entries(lists)) {
    const i = (places ?? []).findIndex((x) => built.has(x.program) && (x.order ?? 0) > MAX_ROWS_PER_DAY);
    if (i >= 0) return [`${list}.${i}.order`, TOO_FAR];
  }
  const g = (doc.daySupersets ?? []).findIndex((x) => built.has(x.program) && x.group > MAX_ROWS_PER_DAY);
  return g >= 0 ? [`daySupersets.${g}.group`, TOO_FAR] : null;
}
