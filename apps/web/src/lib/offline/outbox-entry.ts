import type { ApiRequest } from "../api";

// A save as the outbox keeps it (decision 0042), apart from the outbox so its synchronous copy
// (breadcrumbs.ts, decision 0073) can name it without importing the outbox back.

export interface OutboxSave {
  method: NonNullable<ApiRequest["method"]>;
  path: string;
  body?: unknown;
  /** What the lifter reads in the list of waiting saves: "Squat set 2: 5 × 225". */
  label: string;
  /** The day's row the save is about (a set's, a note's, a change's): see `dayChange`. */
  row?: string;
  /**
   * The other rows a change names (a superset's exercises, the day's order): it waits, as a save
   * of `row` does, behind a refused change of any of them (an added exercise the server refused).
   */
  alsoRows?: string[];
  /**
   * A change of the day (decision 0113): what the log draws while it waits, its own to read. Once
   * refused on replay it holds the later saves of its `row` on this phone until the lifter sends it
   * again or drops it: they were made on the day it changed.
   */
  dayChange?: { program: string; change: unknown };
}

export interface OutboxEntry extends OutboxSave {
  /** The Idempotency-Key, made here once: every copy of this save sends the same one. */
  key: string;
  /** Order of making; sent in this order. */
  seq: number;
  /** When the lifter made it (ISO). */
  madeAt: string;
  /** Whose save it is: only their session sends it. */
  userId: string;
  /** The server's reason, once it refused the save on replay. */
  refused?: string;
}
