import { IMPORT_FORMAT_LABELS, type ImportReport } from "@ironpath/domain/transfer/import-api.schema";
import { extrasBackSentence } from "@ironpath/domain/transfer/import-report-words";
import { SKIP_REASONS } from "@ironpath/domain/transfer/import-rows";
import { List, Stack, Text } from "@mantine/core";
import type { Ref } from "react";
import { ImportFinished } from "./import-finished";
import { NO_SETS_IMPORTED, plural } from "./report-words";

/** The report's first sentence: what was written, or why nothing was. */
export function importSummary(report: ImportReport): string {
  if (report.sets === 0) {
    const again = report.skipped.some((s) => s.reason === SKIP_REASONS.alreadyImported);
    return again ? "Nothing new: every set in this file was imported before." : NO_SETS_IMPORTED;
  }
  const into = report.programs.join(", ");
  return `Imported ${plural(report.sessions, "workout day")} with ${plural(report.sets, "set")} into ${into}.`;
}

const mapping = (m: { from: string; to: string }) => (m.from === m.to ? m.to : `${m.from} → ${m.to}`);

/** What an import did, in words: sets written, exercises matched and created, rows skipped and why. */
export function ImportReportView({ report, ref }: { report: ImportReport; ref?: Ref<HTMLDivElement> }) {
  const label = IMPORT_FORMAT_LABELS[report.format];
  const extras = extrasBackSentence(report);
  return (
    <ImportFinished ref={ref} source={label} summary={importSummary(report)}>
      {extras && <Text inherit>{extras}</Text>}
      {report.exercisesCreated.length > 0 && (
        <Stack gap={4}>
          <Text inherit>
            {plural(report.exercisesCreated.length, "new exercise")} of your own (not in the catalogue):
          </Text>
          <List size="sm">
            {report.exercisesCreated.map((m) => (
              <List.Item key={m.from}>{mapping(m)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {report.exercisesMatched.length > 0 && (
        <Stack gap={4}>
          <Text inherit>{plural(report.exercisesMatched.length, "exercise")} matched:</Text>
          <List size="sm">
            {report.exercisesMatched.map((m) => (
              <List.Item key={m.from}>{mapping(m)}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {report.skipped.length > 0 && (
        <Stack gap={4}>
          <Text inherit>Rows skipped:</Text>
          <List size="sm">
            {report.skipped.map((s) => (
              <List.Item key={s.reason}>
                {plural(s.count, "row")}: {s.reason} (line{s.lines.length > 1 ? "s" : ""} {s.lines.join(", ")}
                {s.count > s.lines.length ? ", …" : ""})
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </ImportFinished>
  );
}
