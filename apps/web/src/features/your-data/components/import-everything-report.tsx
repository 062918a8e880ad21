import type { ImportEverythingReport } from "@ironpath/domain/transfer/import-everything.schema";
import { List } from "@mantine/core";
import type { Ref } from "react";
import { ImportFinished } from "./import-finished";
import { NO_SETS_IMPORTED, plural } from "./report-words";

/** The report's first sentence: what was written, or why nothing was. */
export function everythingSummary(report: ImportEverythingReport): string {
  if (report.sets === 0) {
    return report.alreadyHere > 0 ? "Nothing new: every set in this file is here already." : NO_SETS_IMPORTED;
  }
  const here = report.alreadyHere > 0 ? ` (${plural(report.alreadyHere, "set")} were here already)` : "";
  return `Imported ${plural(report.sets, "set")} on ${plural(report.sessions, "day")}${here}.`;
}

/** What else came back: programs, exercises, user info and the coach, one line each. */
function details(report: ImportEverythingReport): string[] {
  const lines = report.programs.map((p) =>
    p.created
      ? `Program ${p.as}${p.as === p.name ? "" : ` (your ${p.name} here is another program)`}`
      : `Program ${p.as}: here already`,
  );
  if (report.programsAdded.length > 0) lines.push(`Ready-made programs added: ${report.programsAdded.join(", ")}`);
  if (report.exercisesCreated.length > 0) lines.push(`Exercises of your own: ${report.exercisesCreated.join(", ")}`);
  if (report.hiddenSets > 0) {
    lines.push(`${plural(report.hiddenSets, "set")} of deleted programs or changed days: in History only`);
  }
  if (report.userInfo === "restored") lines.push("Your user info");
  if (report.userInfo === "kept") lines.push("User info: yours here is kept");
  if (report.unit) lines.push(`Your unit, ${report.unit === "kg" ? "kilograms" : "pounds"}, with your bar and plates`);
  const units = report.exerciseUnits;
  if (units.restored > 0)
    lines.push(`${plural(units.restored, "exercise")} in a unit of ${units.restored === 1 ? "its" : "their"} own`);
  if (units.unknown > 0)
    lines.push(`${plural(units.unknown, "exercise's unit", "exercises' units")} left out: no such exercise here`);
  const { phases, days, daysKept, answers } = report.coach;
  if (phases + days + answers > 0) {
    lines.push(`Coach: ${plural(phases, "phase")}, ${plural(days, "day")}, ${plural(answers, "answer")}`);
  }
  if (daysKept > 0) lines.push(`${plural(daysKept, "coach day")} you logged here kept as they are`);
  return lines;
}

/** What an Ironpath import did, in words. */
export function ImportEverythingReportView({
  report,
  ref,
}: {
  report: ImportEverythingReport;
  ref?: Ref<HTMLDivElement>;
}) {
  const lines = details(report);
  return (
    <ImportFinished ref={ref} source="Ironpath" summary={everythingSummary(report)}>
      {lines.length > 0 && (
        <List size="sm">
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </ImportFinished>
  );
}
