import { apiPath } from "@ironpath/domain/api-path";
import {
  addDayExercisePath,
  dayExerciseChoicesPath,
  groupSupersetPath,
  orderDayExercisesPath,
  skipDayExercisePath,
  swapChoicesPath,
  swapDayExercisePath,
  ungroupSupersetPath,
} from "@ironpath/domain/training/workout-log-paths";
import type { DayKey } from "@ironpath/domain/training/next-day";
import type { DaySupersets } from "@ironpath/domain/training/supersets-api.schema";
import type { ExerciseChoicesResponse } from "@ironpath/domain/training/day-changes-api.schema";
import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";
import { ApiError, apiFetch } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { OUTBOX_SENDS, onSaveSent, outboxEntries, sendSave, subscribeOutbox } from "../../../lib/offline/outbox";
import type { OutboxEntry } from "../../../lib/offline/outbox-entry";
import { queryClient } from "../../../lib/query-client";
import { type DayChange, withDayChange } from "../day-as-changed";
import { NO_GROUPS, withGroupChange } from "../day-groups-as-changed";
import { workoutsKeys } from "./workouts-keys";

// The calls that change the day while lifting (decision 0049). Skip, Swap, Move, Add and today's
// supersets go through the offline outbox (decisions 0113, 0121): in order with the sets, drawn on
// the log at once, sent when the signal allows. An added row's id is made on the phone, so its sets
// can wait behind it.

export type ExerciseChoice = ExerciseChoicesResponse["choices"][number];
export type { DayChange };

function call(
  program: string,
  change: DayChange,
): { path: string; body: object; label: string; row?: string; alsoRows?: string[] } {
  const date = todayLocalIso();
  const at = (path: `${string}/:program`) => apiPath(path, { program });
  switch (change.kind) {
    case "swap":
      return {
        path: at(swapDayExercisePath),
        body: { exerciseId: change.exerciseId, to: change.to, alsoProgram: change.alsoProgram, date },
        label: `Swap ${change.from} for ${change.shown?.name ?? "the program's exercise"}`,
        row: change.exerciseId,
      };
    case "skip":
      return {
        path: at(skipDayExercisePath),
        body: { exerciseId: change.exerciseId, skipped: change.skipped, date },
        label: `${change.skipped ? "Skip" : "Bring back"} ${change.name}`,
        row: change.exerciseId,
      };
    case "add":
      return {
        path: at(addDayExercisePath),
        body: { ...change.day, exercise: change.exercise, alsoProgram: change.alsoProgram, date, rowId: change.rowId },
        label: `Add ${change.shown.exercise_name}`,
        row: change.rowId,
      };
    case "order":
      return {
        path: at(orderDayExercisesPath),
        body: { ...change.day, order: change.order, date },
        label: "Order of the day",
        alsoRows: change.order,
      };
    case "group":
      return {
        path: at(groupSupersetPath),
        body: { ...change.day, date: change.date, exerciseIds: change.exerciseIds },
        label: `Superset ${change.names}`,
        alsoRows: change.exerciseIds,
      };
    case "ungroup":
      return {
        path: at(ungroupSupersetPath),
        body: { ...change.day, date: change.date, exerciseId: change.exerciseId },
        label: `Ungroup ${change.name}`,
        alsoRows: [change.exerciseId],
      };
  }
}

/** A change of the day the outbox holds or has sent, for this program. */
function changeOf(program: string, entry: OutboxEntry): DayChange | undefined {
  return entry.dayChange?.program === program ? (entry.dayChange.change as DayChange) : undefined;
}

/** Today's supersets, as opposed to the day's other changes. */
const ofGroups = (change: DayChange | undefined): change is Extract<DayChange, { kind: "group" | "ungroup" }> =>
  change?.kind === "group" || change?.kind === "ungroup";

/** Draws a change in this program's cached days (the server has it, or it waits on this phone). */
function drawInLog(program: string, change: DayChange) {
  if (ofGroups(change)) {
    const groups = workoutsKeys.supersets(program, change.day, change.date);
    queryClient.setQueryData<DaySupersets>(groups, (g) =>
      withGroupChange(g ?? NO_GROUPS, change, change.day, change.date),
    );
    return;
  }
  queryClient.setQueriesData<DayResponse | null>(
    { predicate: (query) => query.queryKey[0] === workoutsKeys.all[0] && query.queryKey.includes(program) },
    (day) => (day && Array.isArray(day.data) && "phase_id" in day ? withDayChange(day, change) : day),
  );
}

// Sent from the outbox (the signal came back): drawn in the cached day until it is read again, so
// the log does not show the day before the change in between (a superset change, once: it was
// never drawn in the cache while it waited).
onSaveSent((entry) => {
  const program = entry.dayChange?.program;
  const change = program === undefined ? undefined : changeOf(program, entry);
  if (program !== undefined && change) drawInLog(program, change);
});

/** The day with the changes still on this phone laid over it, in the order they were made. */
export function useDayAsChanged(program: string, day: DayResponse): DayResponse {
  const saves = useSyncExternalStore(subscribeOutbox, outboxEntries);
  return useMemo(
    () =>
      saves.reduce((shown, entry) => {
        const change = changeOf(program, entry);
        return change ? withDayChange(shown, change) : shown;
      }, day),
    [saves, day, program],
  );
}

/** The day's groups for the date with the superset changes still on this phone laid over them. */
export function useDayGroupsAsChanged(
  program: string,
  key: DayKey,
  date: string,
  groups: DaySupersets | undefined,
): DaySupersets | undefined {
  const saves = useSyncExternalStore(subscribeOutbox, outboxEntries);
  return useMemo(
    () =>
      saves.reduce<DaySupersets | undefined>((shown, entry) => {
        const change = changeOf(program, entry);
        // One refused on return is not drawn: the log shows the groups the server holds.
        return ofGroups(change) && !entry.refused ? withGroupChange(shown ?? NO_GROUPS, change, key, date) : shown;
      }, groups),
    [saves, groups, program, key, date],
  );
}

/**
 * Sends a change of the day. Each is kept on this phone first (the outbox): with no signal it
 * waits, drawn on the log, and goes in order with the sets; refused at once, it says why.
 */
export function useDayChange(program: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: DayChange) => {
      const result = await sendSave({ method: "POST", ...call(program, change), dayChange: { program, change } });
      // Kept: drawn in the cached day until sent. A superset change waiting is drawn by the outbox's
      // overlay alone (useDayGroupsAsChanged): joinGroup laid twice is not the server's groups.
      if (result.kept && !ofGroups(change)) drawInLog(program, change);
      return result;
    },
    // The outbox decides when to send (0110).
    networkMode: OUTBOX_SENDS,
    onSuccess: (result, change) => {
      if (result.kept) return;
      // A superset change answers the day's groups as the server holds them now.
      if (ofGroups(change)) client.setQueryData(workoutsKeys.supersets(program, change.day, change.date), result.data);
      else void client.invalidateQueries({ queryKey: workoutsKeys.all });
    },
  });
}

/**
 * What may be added (every exercise, by name), or, given a row, what a swap of it offers first. With
 * no signal a swap offers what this phone last read (decision 0113): the row's own list, else every
 * exercise, unranked (the log reads that list when it opens, and both are kept on the phone).
 */
export function exerciseChoicesQuery(program: string, swapOf: string | null) {
  return queryOptions({
    queryKey: workoutsKeys.exerciseChoices(program, swapOf),
    queryFn: async ({ signal }) => {
      const path = swapOf
        ? apiPath(swapChoicesPath, { program, exerciseId: swapOf })
        : apiPath(dayExerciseChoicesPath, { program });
      try {
        return (await apiFetch<ExerciseChoicesResponse>(path, { signal })).data.choices;
      } catch (error) {
        const kept =
          error instanceof ApiError && error.status === 0
            ? (queryClient.getQueryData<ExerciseChoice[]>(workoutsKeys.exerciseChoices(program, swapOf)) ??
              (swapOf === null
                ? undefined
                : queryClient
                    .getQueryData<ExerciseChoice[]>(workoutsKeys.exerciseChoices(program, null))
                    ?.map((choice) => ({ ...choice, reason: null }))))
            : undefined;
        if (kept) return kept;
        throw error;
      }
    },
    staleTime: 0,
    // Asked whatever the network: offline, the kept list answers rather than a spinner that waits.
    networkMode: "always",
  });
}

/** Reads every exercise an addition or a swap may pick, once the log is shown, for a swap with no signal. */
export function prefetchExerciseChoices(program: string): Promise<void> {
  return queryClient.prefetchQuery({ ...exerciseChoicesQuery(program, null), staleTime: 10 * 60_000 });
}

export function useExerciseChoices(program: string, swapOf: string | null, enabled: boolean) {
  return useQuery({ ...exerciseChoicesQuery(program, swapOf), enabled });
}
