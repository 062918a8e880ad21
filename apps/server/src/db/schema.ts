import type { CoachPhaseKind } from "@ironpath/domain/coach/phase-start";
import type { RoutineKind } from "@ironpath/domain/programs/routine-kind";
import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import type { Generated } from "kysely";
// Kysely's view of the tables. Timestamps are ISO-8601 UTC strings (portable, sortable);
// ids are made by the app (UUIDs), never by the database.

export interface UsersTable {
  id: string;
  email: string | null;
  password_hash: string | null;
  created_at: string;
  /** The lifter's bar in lbs (the domain's BAR_CHOICES; 45 until they say otherwise). */
  bar_lbs: Generated<number>;
  /** The plates they have, lbs heaviest first, comma-separated ("45,35,25,10,5,2.5" by default). */
  plates_lbs: Generated<string>;
  /** The lifter's unit, "lb" or "kg" (decision 0063); bar_lbs and plates_lbs are in it. */
  weight_unit: Generated<string>;
  /** Raised by triggers at every write to what the lifter's answers read (decision 0023). */
  data_version: Generated<number>;
  /** Raised by triggers at every write to the lifter's own programs and exercises (decision 0027). */
  program_version: Generated<number>;
}

/** A social sign-in, found by (provider, subject); never linked to an account by e-mail. */
export interface IdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  email: string | null;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a stolen database does not hold usable cookies. */
  token_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** Opaque id the session list shows and sign-out names (rows from before were given one). */
  id: string;
  /** "Firefox on Android", from the User-Agent at sign-in; null for sessions from before. */
  device: string | null;
}

/**
 * Failed password attempts per (e-mail, source), in the database so the throttle holds across
 * processes (decision 0007). Rows from before the source was kept have neither source nor id.
 */
export interface LoginFailuresTable {
  email: string;
  failed_at: string;
  source: string | null;
  id: string | null;
}

/** One e-mailed password-reset link: only the token's hash, single use, short-lived. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** One social sign-in under way: what the callback must match (state) and prove (PKCE, nonce). */
export interface OauthFlowsTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  next_path: string | null;
  expires_at: string;
}

export interface UserInfoTable {
  user_id: string;
  first_name: string;
  last_name: string;
  gender: string;
  weight: number;
  height_ft: number;
  height_in: number;
  /** As a kg lifter typed it (decision 0071); null when typed in feet and inches. */
  height_cm: number | null;
  age: number;
  years_lifting: number;
  deadlift_1rm: number | null;
  squat_1rm: number | null;
  bench_1rm: number | null;
  overhead_press_1rm: number | null;
  updated_at: string;
}

export interface ExercisesTable {
  id: string;
  name: string;
  owner_user_id: string | null;
  created_at: string;
  /** How it is logged (decision 0053); weight × reps unless said otherwise. */
  exercise_type: Generated<ExerciseType>;
}

export interface ExerciseMusclesTable {
  exercise_id: string;
  muscle: string;
}

export interface RoutinesTable {
  id: string;
  name: string;
  description: string;
  owner_user_id: string | null;
  display_order: number;
  created_at: string;
  retired: number;
  /** Counts the builder's writes; bumping it first serialises two writes to one program. */
  revision: Generated<number>;
  /** A program to run, imported history or a workout with no program (decision 0051). */
  kind: Generated<RoutineKind>;
}

export interface RoutineRowsTable {
  id: string;
  routine_id: string;
  phase: number;
  week: number;
  day: number;
  exercise_order: number;
  exercise_id: string;
  warm_up_sets: number;
  sets: number;
  reps: string;
  rpe: string | null;
  percent_1rm: string | null;
  min_rest: number;
  max_rest: number;
  notes: string | null;
  retired: number;
  /** The row's superset within its day (decision 0055), null when not grouped. */
  superset: number | null;
}

/** A lifter's superset for one day of a program on one date: one row per grouped program row (decision 0055). */
export interface DaySupersetsTable {
  user_id: string;
  routine_id: string;
  phase: number;
  week: number;
  day: number;
  date: string;
  row_id: string;
  group_no: number;
}

export interface UserProgramsTable {
  user_id: string;
  routine_id: string;
  added_at: string;
}

export interface ShownDaysTable {
  user_id: string;
  routine_id: string;
  phase: number;
  week: number;
  day: number;
}

export interface PerformancesTable {
  id: string;
  user_id: string;
  routine_id: string;
  row_id: string;
  exercise_id: string;
  phase: number;
  week: number;
  day: number;
  set_index: number;
  reps: number;
  rpe: number | null;
  weight: number;
  performed_on: string;
  logged_at: string;
  /** The set's estimated 1RM (the domain's estimateOneRepMax), written with it; null when none. */
  e1rm: number | null;
  /** A timed hold's length; null for every other type of exercise (decision 0053). */
  seconds: number | null;
}

/** One phase of the coach; `ended_on` is null for the lifter's active one. */
export interface CoachPhasesTable {
  id: string;
  user_id: string;
  kind: CoachPhaseKind;
  start_date: string;
  activity_level: number;
  rate: number | null;
  end_date: string | null;
  start_weight: number;
  calorie_offset: Generated<number>;
  step_bonus: Generated<number>;
  change_reason: string | null;
  /** A bulk's accepted Monday proposal: its target is paced from this figure since this day (decision 0100). */
  pace_restart_date: string | null;
  pace_restart_kcal: number | null;
  ended_on: string | null;
  created_at: string;
}

/** A lifter's day: whatever they logged of steps, calories and weight. */
export interface CoachDaysTable {
  user_id: string;
  date: string;
  steps: number | null;
  calories: number | null;
  weight: number | null;
  /** A weigh-in far off the trend, held out of the model until the lifter confirms it (decision 0059). */
  unconfirmed_weight: number | null;
  updated_at: string;
}

/** A Monday dialog answered, so it does not come back the same week. */
export interface CoachAnswersTable {
  user_id: string;
  dialog: string;
  week_start: string;
  answer: string;
  answered_at: string;
}

/** One row, raised by triggers at every write to content without an owner (decision 0025). */
export interface ContentVersionTable {
  id: number;
  version: Generated<number>;
}

/** A write's client-made key and, once answered, its answer (decision 0042). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  status: number | null;
  answer: string | null;
  created_at: string;
}

/** A lifter's change to one row of a day while lifting, or a row they added (decision 0049). */
export interface DayChangesTable {
  user_id: string;
  routine_id: string;
  row_id: string;
  phase: number;
  week: number;
  day: number;
  /** The date the day was lifted on when last changed. */
  performed_on: string;
  /** The exercise lifted in the row's place; null: the one written. */
  exercise_id: string | null;
  skipped: Generated<number>;
  added: Generated<number>;
  /** The row's place in the lifter's order of the day; null: the program's. */
  position: number | null;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  password_resets: PasswordResetsTable;
  oauth_flows: OauthFlowsTable;
  user_info: UserInfoTable;
  exercises: ExercisesTable;
  exercise_muscles: ExerciseMusclesTable;
  routines: RoutinesTable;
  routine_rows: RoutineRowsTable;
  user_programs: UserProgramsTable;
  shown_days: ShownDaysTable;
  performances: PerformancesTable;
  coach_phases: CoachPhasesTable;
  coach_days: CoachDaysTable;
  coach_answers: CoachAnswersTable;
  content_version: ContentVersionTable;
  idempotency_keys: IdempotencyKeysTable;
  day_supersets: DaySupersetsTable;
  day_changes: DayChangesTable;
  warm_up_sets: WarmUpSetsTable;
  day_notes: DayNotesTable;
  exercise_units: ExerciseUnitsTable;
}

/** The unit a lifter gave one exercise (decision 0081); no row: the lifter's own unit. */
export interface ExerciseUnitsTable {
  user_id: string;
  exercise_id: string;
  unit: "lb" | "kg";
}

/** A warm-up set logged as one (decision 0066): apart from the work sets in `performances`. */
export interface WarmUpSetsTable {
  id: string;
  user_id: string;
  routine_id: string;
  row_id: string;
  exercise_id: string;
  phase: number;
  week: number;
  day: number;
  /** 1..n: the warm-up's place in the ramp. */
  set_index: number;
  reps: number;
  weight: number;
  performed_on: string;
  logged_at: string;
}

/** The lifter's note on one work set of a row (set_index 1..n) or on the exercise (0), decision 0066. */
export interface DayNotesTable {
  user_id: string;
  routine_id: string;
  row_id: string;
  exercise_id: string;
  set_index: number;
  note: string;
  performed_on: string;
  updated_at: string;
}
