import { type Kysely, sql } from "kysely";
import type { Database, RoutineRowsTable } from "../schema.js";
import { prescriptionColumns } from "../repositories/prescription-columns.js";
import { catalogueExerciseType } from "@ironpath/domain/training/exercise-type";
import { CATALOGUE } from "./exercises.js";
import { PROGRAMS } from "./programs/index.js";
import type { CatalogueExercise, SeedProgram } from "./types.js";

// Ids are derived from names, so running the seed again finds and updates the same rows.
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
export const catalogueExerciseId = (name: string) => `ex-${slug(name)}`;
export const readyMadeRoutineId = (name: string) => `rt-${slug(name)}`;

const BATCH = 500;
const SEEDED_AT = "2026-11-21T00:00:00.000Z";

async function inBatches<T>(items: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await write(items.slice(i, i + BATCH));
}

async function seedCatalogue(trx: Kysely<Database>, catalogue: CatalogueExercise[]): Promise<void> {
  const exercises = catalogue.map((e) => ({
    id: catalogueExerciseId(e.name),
    name: e.name,
    owner_user_id: null,
    created_at: SEEDED_AT,
    exercise_type: catalogueExerciseType(e.name),
  }));
  await inBatches(exercises, (batch) =>
    trx
      .insertInto("exercises")
      .values(batch)
      .onConflict((oc) =>
        oc
          .column("id")
          .doUpdateSet((eb) => ({ name: eb.ref("excluded.name"), exercise_type: eb.ref("excluded.exercise_type") })),
      )
      .execute(),
  );
  const tags = catalogue.flatMap((e) =>
    e.muscles.map((muscle) => ({
      exercise_id: catalogueExerciseId(e.name),
      muscle,
    })),
  );
  await inBatches(tags, (batch) =>
    trx
      .insertInto("exercise_muscles")
      .values(batch)
      .onConflict((oc) => oc.columns(["exercise_id", "muscle"]).doNothing())
      .execute(),
  );
}

/**
 * A row's id names its day and its exercise (with a count when a day has the exercise twice), not
 * its position: inserting an exercise into a day must not move users' logs onto another lift.
 */
function programRows(program: SeedProgram): RoutineRowsTable[] {
  const routineId = readyMadeRoutineId(program.name);
  return program.days.flatMap((d) => {
    const seen = new Map<string, number>();
    return d.rows.map((r, index) => {
      const occurrence = (seen.get(r.exercise) ?? 0) + 1;
      seen.set(r.exercise, occurrence);
      const suffix = occurrence > 1 ? `-${occurrence}` : "";
      return {
        id: `${routineId}-p${d.phase}w${d.week}d${d.day}-${slug(r.exercise)}${suffix}`,
        routine_id: routineId,
        phase: d.phase,
        week: d.week,
        day: d.day,
        exercise_order: index + 1,
        exercise_id: catalogueExerciseId(r.exercise),
        ...prescriptionColumns(r),
        retired: 0,
        superset: null,
      };
    });
  });
}

async function seedPrograms(trx: Kysely<Database>, programs: SeedProgram[]): Promise<void> {
  const routines = programs.map((p, index) => ({
    id: readyMadeRoutineId(p.name),
    name: p.name,
    description: p.description,
    owner_user_id: null,
    display_order: index + 1,
    created_at: SEEDED_AT,
    retired: 0,
  }));
  await trx
    .insertInto("routines")
    .values(routines)
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({
        name: eb.ref("excluded.name"),
        description: eb.ref("excluded.description"),
        display_order: eb.ref("excluded.display_order"),
        retired: 0,
        // Tells every running process that what it keeps of the program is stale.
        revision: sql`routines.revision + 1`,
      })),
    )
    .execute();
  // Programs no longer shipped stop being offered; users who added them keep them and their logs.
  await trx
    .updateTable("routines")
    .set({ retired: 1 })
    .where("owner_user_id", "is", null)
    .where(
      "id",
      "not in",
      routines.map((r) => r.id),
    )
    .execute();
  const rowsByProgram = programs.map(programRows);
  await inBatches(rowsByProgram.flat(), (batch) =>
    trx
      .insertInto("routine_rows")
      .values(batch)
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          exercise_id: eb.ref("excluded.exercise_id"),
          warm_up_sets: eb.ref("excluded.warm_up_sets"),
          sets: eb.ref("excluded.sets"),
          reps: eb.ref("excluded.reps"),
          rpe: eb.ref("excluded.rpe"),
          percent_1rm: eb.ref("excluded.percent_1rm"),
          min_rest: eb.ref("excluded.min_rest"),
          max_rest: eb.ref("excluded.max_rest"),
          notes: eb.ref("excluded.notes"),
          exercise_order: eb.ref("excluded.exercise_order"),
          retired: 0,
        })),
      )
      .execute(),
  );
  // Rows no longer in the data are hidden, not deleted: users' logs point at them.
  for (const [i, program] of programs.entries()) {
    const ids = (rowsByProgram[i] ?? []).map((r) => r.id);
    await trx
      .updateTable("routine_rows")
      .set({ retired: 1 })
      .where("routine_id", "=", readyMadeRoutineId(program.name))
      .where("id", "not in", ids)
      .where("retired", "=", 0)
      .execute();
  }
}

/** Loads the ready-made programs and the exercise catalogue; safe to run at every start. */
export async function seedContent(
  db: Kysely<Database>,
  content: { catalogue: CatalogueExercise[]; programs: SeedProgram[] } = { catalogue: CATALOGUE, programs: PROGRAMS },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedCatalogue(trx, content.catalogue);
    await seedPrograms(trx, content.programs);
  });
}
