// Kysely's view of the tables. Timestamps are ISO-8601 UTC strings (portable, sortable);
// ids are made by the app (UUIDs), never by the database.

export interface UsersTable {
  id: string;
  email: string | null;
  password_hash: string | null;
  created_at: string;
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
}

/** Failed password sign-ins per e-mail, so the per-account limit holds across processes. */
export interface LoginFailuresTable {
  email: string;
  failed_at: string;
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
}

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  oauth_flows: OauthFlowsTable;
  user_info: UserInfoTable;
  exercises: ExercisesTable;
  exercise_muscles: ExerciseMusclesTable;
  routines: RoutinesTable;
  routine_rows: RoutineRowsTable;
  user_programs: UserProgramsTable;
  shown_days: ShownDaysTable;
  performances: PerformancesTable;
}
