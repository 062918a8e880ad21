import type { ProgramDaySlot } from "@ironpath/domain/programs/program-row.schema";
import { useEffect, useRef, useState } from "react";
import { useProgramDaySupersets, useSaveProgramDaySupersets } from "../api/program-day-supersets";
import { type RowDraft, isBlank } from "../row-values";
import { groupsOf, linksOf } from "./superset-links";

/**
 * The shown day's supersets in the builder: read with the stored rows, toggled on the form, and
 * written after 'Add Program Day' has written the rows (positions among the rows sent).
 */
export function useBuilderSupersets(storedProgram: string | null, slot: ProgramDaySlot, rows: readonly RowDraft[]) {
  const read = useProgramDaySupersets(storedProgram, slot);
  const write = useSaveProgramDaySupersets();
  const [linked, setLinked] = useState<ReadonlySet<string>>(() => new Set());
  const [savedKey, setSavedKey] = useState("[]");
  // The stored groups arrive after the form took the stored rows: taken into it once, by position.
  const shownRows = useRef(rows);
  shownRows.current = rows;
  useEffect(() => {
    if (!read.data) return;
    setLinked(linksOf(shownRows.current, read.data));
    setSavedKey(JSON.stringify(read.data));
  }, [read.data]);

  const toggle = (rowId: string) =>
    setLinked((prev) => {
      const next = new Set(prev);
      if (!next.delete(rowId)) next.add(rowId);
      return next;
    });
  const groupsAmong = (rows: readonly RowDraft[]) =>
    groupsOf(
      rows.filter((r) => !isBlank(r)),
      linked,
    );

  return {
    linked,
    toggle,
    dirty: (rows: readonly RowDraft[]) => JSON.stringify(groupsAmong(rows)) !== savedKey,
    /** After the rows were written (which leaves them ungrouped): the groups among the rows sent. */
    save: async (programName: string, sent: readonly RowDraft[]) => {
      const groups = groupsOf(sent, linked);
      if (groups.length > 0) await write.mutateAsync({ programName: programName.trim(), ...slot, groups });
      setSavedKey(JSON.stringify(groups));
    },
    error: write.error,
  };
}
