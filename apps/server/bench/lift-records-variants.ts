// What a per-lift summary kept with the writes could buy the cold next day (decision 0090): the
// day's records statement (lift-records.ts) on the bench's 5-year lifter with today's day under
// way, against the same rows read with each lift's last session, and then its best e1RM too, from
// one indexed row per lift. SQLite only: the statement's CPU is this process's (better-sqlite3).
// The summary is a scratch table filled from the statement's own answer in the bench's temporary
// database; no write path keeps it. CPU time per run, best of 5 × VARIANT_RUNS.
import { utcToday } from "@ironpath/domain/days";
import { oneRepMaxWindow } from "@ironpath/domain/training/strength/sessions";
import SQLite from "better-sqlite3";
import { SQLITE_PRAGMAS } from "../src/db/create-db.js";
import { liftRecordsQuery } from "../src/db/repositories/lift-records.js";
import { openBenchServer, seededLifter } from "./bench-server.js";

const RUNS = Number(process.env.VARIANT_RUNS ?? 3000);

const server = await openBenchServer();
if (server.label !== "SQLite") throw new Error("lift-records-variants times SQLite only (unset BENCH_DATABASE_URL)");
const {
  lifter,
  day: { row },
} = await seededLifter(server);
const { db } = server.database;
const dayRows = await db
  .selectFrom("routine_rows")
  .select(["id", "exercise_id"])
  .where("routine_id", "=", row.routine_id)
  .where("phase", "=", row.phase)
  .where("week", "=", row.week)
  .where("day", "=", row.day)
  .orderBy("exercise_order")
  .execute();
const lifts = [...new Set(dayRows.map((r) => r.exercise_id))];
const dayRowIds = dayRows.map((r) => r.id);
const { from, to } = oneRepMaxWindow(utcToday());
const dayValues = { userId: lifter.id, dayRowIds, unitIds: lifts };
// As the app runs them: every lift with its best (the bench's day asks it of all), and the day alone.
const records = liftRecordsQuery(db, { ...dayValues, best: lifts, plain: [], from, to }).compile();
const dayOnly = liftRecordsQuery(db, { ...dayValues, best: [], plain: [] }).compile();

const raw = new SQLite(server.config.DATABASE_URL.replace(/^sqlite:/, ""));
for (const pragma of SQLITE_PRAGMAS) raw.pragma(pragma);
const bind = (parameters: readonly unknown[]) => parameters.map((p) => (typeof p === "boolean" ? Number(p) : p));
const recordsStatement = raw.prepare(records.sql);
const recordsValues = bind(records.parameters);
const answer = recordsStatement.all(...recordsValues) as {
  part: number;
  session_on: string | null;
  best: number | null;
  row_id: string;
}[];

// One row per lift: its last session's row and date and its best, as the statement found them.
raw.exec(`create table lift_summaries (user_id text not null, exercise_id text not null, last_row_id text not null,
  last_on text not null, best real, primary key (user_id, exercise_id)) without rowid`);
const keep = raw.prepare("insert or replace into lift_summaries values (?, ?, ?, ?, ?)");
for (const r of answer) {
  const lift = lifts[r.part];
  if (lift !== undefined) keep.run(lifter.id, lift, r.row_id, r.session_on, r.best);
}
// Each value written +? as the app writes it (stable-plans.ts): a plain ? is planned anew at each run.
const lastDaysIn = dayRowIds.map(() => "+?").join(", ");
const bestScan = `(select max(e1rm) from (select e1rm, performed_on, row_id from performances
  where user_id = +? and exercise_id = +? order by logged_at desc limit 30) as recent
  where recent.performed_on >= +? and recent.performed_on <= +? and recent.row_id not in (${lastDaysIn}))`;
const lastSets = (part: number, best: string) => `select p.exercise_id, p.row_id, p.set_index, p.reps, p.rpe,
  p.weight, p.seconds, p.performed_on, ${part}, s.last_on, ${best}, cast(null as text)
  from lift_summaries s cross join performances p on p.user_id = +? and p.row_id = s.last_row_id
  where s.user_id = +? and s.exercise_id = +?`;
const lastNotes = `select n.exercise_id, n.row_id, n.set_index, null, null, null, null, n.performed_on, -4, null,
  null, n.note from lift_summaries s cross join day_notes n on n.user_id = +? and n.row_id = s.last_row_id
  where s.user_id = +? and s.exercise_id = +?`;
const summaryRead = (best: "stored" | "scanned") => {
  const sql = [
    dayOnly.sql,
    ...lifts.map((_, i) => lastSets(i, best === "stored" ? "s.best" : bestScan)),
    ...lifts.map(() => lastNotes),
  ].join(" union all ");
  const parameters = [
    ...bind(dayOnly.parameters),
    ...lifts.flatMap((l) => [
      ...(best === "stored" ? [] : [lifter.id, l, from, to, ...dayRowIds]),
      lifter.id,
      lifter.id,
      l,
    ]),
    ...lifts.flatMap((l) => [lifter.id, lifter.id, l]),
  ];
  return { statement: raw.prepare(sql), parameters };
};

const sameRows = (rows: unknown[]) => {
  const sorted = (r: unknown[]) => JSON.stringify(r.map((x) => Object.values(x as object)).sort());
  return sorted(rows) === sorted(answer);
};
const cpuPerRun = (run: () => unknown) => {
  const times: number[] = [];
  for (let r = 0; r < 5; r += 1) {
    const before = process.cpuUsage();
    for (let i = 0; i < RUNS; i += 1) run();
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / RUNS);
  }
  return `${Math.min(...times).toFixed(1)} µs`;
};

const variants = [
  ["the records statement (today)", { statement: recordsStatement, parameters: recordsValues }],
  ["last session from the summary, best scanned", summaryRead("scanned")],
  ["last session and best from the summary", summaryRead("stored")],
  ["the day's own parts only (no lift)", { statement: raw.prepare(dayOnly.sql), parameters: bind(dayOnly.parameters) }],
] as const;
console.log(`${answer.length} rows, ${lifts.length} lifts`);
for (const [name, { statement, parameters }] of variants) {
  const rows = statement.all(...parameters);
  const same = name.startsWith("the day") ? `${rows.length} rows` : sameRows(rows) ? "same rows" : "ROWS DIFFER";
  console.log(`${name.padEnd(46)} ${cpuPerRun(() => statement.all(...parameters)).padStart(10)}  ${same}`);
}
raw.close();
await server.close();
