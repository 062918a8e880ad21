import { SqliteDialect, SqliteQueryCompiler } from "kysely";

// SQLite 3.54 (inside better-sqlite3 13) looks at the value bound to `column = ?` while it plans
// some statements (joins, ORDER BY on an index, OR over a partial index, IN lists). A statement so
// planned is marked stale at every new bind and compiled again at its next run: a kept statement
// then costs what a fresh prepare costs (15-120 µs instead of 2-10 µs for the next day's
// statements, decision 0013). Written `+?`, the value is an expression the planner does
// not look into: the same indexes, the same plans and the same rows (unary plus changes no
// value, and a bound value has no affinity either way), planned once. Decision 0013.

class StablePlanCompiler extends SqliteQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return "+?";
  }
}

/** Kysely's SQLite dialect, whose statements are planned without looking at bound values. */
export class SqliteDialectWithStablePlans extends SqliteDialect {
  override createQueryCompiler(): SqliteQueryCompiler {
    return new StablePlanCompiler();
  }
}
