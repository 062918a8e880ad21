import {
  IMPORT_FORMAT_LABELS,
  IMPORT_FORMATS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportFormat,
  type WeightUnit,
} from "@ironpath/domain/transfer/import-api.schema";
import { EVERYTHING_IMPORT_LIMITS, EVERYTHING_MESSAGES } from "@ironpath/domain/transfer/import-everything.schema";
import { Alert, Button, FileInput, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useImportEverything } from "../api/import-everything";
import { useImportWorkouts } from "../api/import-workouts";
import { ImportEverythingReportView } from "./import-everything-report";
import { ImportReportView } from "./import-report";
import { RADIO_THUMB_TARGET } from "../../../lib/thumb-target";
import { currentUnit } from "../../../lib/weight-unit";
import { errorShownElsewhere } from "../../../components/error-shown-elsewhere";

/**
 * Strong's or Hevy's CSV, or Ironpath's: its export of everything (JSON, decision 0047) from this or
 * another instance, or its sets CSV (decision 0077).
 */
type Source = ImportFormat;
const SOURCES: readonly Source[] = IMPORT_FORMATS;
const SOURCE_LABELS = IMPORT_FORMAT_LABELS;
const isJsonFile = (file: File) => file.name.toLowerCase().endsWith(".json") || file.type === "application/json";

/** A file bigger than the import takes is refused here, in the server's words, without sending it. */
function fileProblem(file: File | null, source: Source): string | undefined {
  if (source === "ironpath") {
    if (!file) return "Choose the ironpath-export (JSON) or ironpath-sets (CSV) file Ironpath downloaded.";
    if (isJsonFile(file) && file.size > EVERYTHING_IMPORT_LIMITS.bytes) return EVERYTHING_MESSAGES.tooBig(file.size);
    if (!isJsonFile(file) && file.size > IMPORT_LIMITS.bytes) return IMPORT_MESSAGES.tooBig(file.size);
    return undefined;
  }
  if (!file) return `Choose the CSV file ${IMPORT_FORMAT_LABELS[source]} exported.`;
  if (file.size > IMPORT_LIMITS.bytes) return IMPORT_MESSAGES.tooBig(file.size);
  return undefined;
}

/**
 * Import from Strong or Hevy: the app, the unit (Strong's newer files do not name it), the file;
 * or an Ironpath export (chosen, or recognised by its .json name). The report shows what was
 * written and skipped; a file the server refuses writes nothing and the message says why.
 */
export function ImportWorkoutsForm() {
  const headingId = useId();
  const [format, setFormat] = useState<Source>("strong");
  // A kg lifter's files from another app are most likely in kg too (decision 0063).
  const [unit, setUnit] = useState<WeightUnit>(currentUnit() === "kg" ? "kg" : "lbs");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const importing = useImportWorkouts();
  const restoring = useImportEverything();
  const reportRef = useRef<HTMLDivElement>(null);

  // The report comes into view (and to a screen reader's attention) when it arrives.
  useEffect(() => {
    if (importing.data || restoring.data) reportRef.current?.focus();
  }, [importing.data, restoring.data]);

  function change(apply: () => void) {
    apply();
    setProblem(undefined);
    importing.reset();
    restoring.reset();
  }

  function choose(chosen: File | null) {
    change(() => {
      setFile(chosen);
      if (chosen && isJsonFile(chosen)) setFormat("ironpath");
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (importing.isPending || restoring.isPending) return;
    const refused = fileProblem(file, format);
    setProblem(refused);
    if (refused || !file) return;
    const text = await file.text();
    if (format === "ironpath" && isJsonFile(file)) restoring.mutate({ json: text });
    else importing.mutate({ format, csv: text, ...(format === "strong" ? { unit } : {}) });
  }

  const error = problem ?? importing.error?.message ?? restoring.error?.message;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} id={headingId} size="h4">
        Import workouts from Strong, Hevy or Ironpath
      </Title>
      <Text size="sm" c="gray.8">
        In the app, export your workouts as CSV, then choose the file here. Your workouts go to History, each under its
        date and name; importing the same file again adds nothing twice.
      </Text>
      <Text size="sm" c="gray.8">
        Moving from another Ironpath? Choose the file its Export everything (JSON) downloaded: your sets, programs,
        exercises, user info and coach days come back, and what is here already is kept. Its sets CSV brings back your
        sets, warm-ups and notes, to History.
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Radio.Group
            label="Exported from"
            value={format}
            onChange={(value) => change(() => setFormat(value as Source))}
          >
            <Group gap="xl" mt="xs">
              {SOURCES.map((f) => (
                <Radio key={f} value={f} label={SOURCE_LABELS[f]} size="lg" styles={RADIO_THUMB_TARGET} />
              ))}
            </Group>
          </Radio.Group>
          {format === "strong" && (
            <Radio.Group
              label="Weights in the file are in"
              description="Strong's newer files do not say: choose the unit Strong was set to."
              value={unit}
              onChange={(value) => change(() => setUnit(value as WeightUnit))}
            >
              <Group gap="xl" mt="xs">
                {/* Words, not abbreviations: a kg lifter's screen never says "lbs" (issue 22). */}
                <Radio value="lbs" label="Pounds" size="lg" styles={RADIO_THUMB_TARGET} />
                <Radio value="kg" label="Kilograms" size="lg" styles={RADIO_THUMB_TARGET} />
              </Group>
            </Radio.Group>
          )}
          <FileInput
            label={format === "ironpath" ? "JSON or CSV file" : "CSV file"}
            placeholder="Choose a file"
            accept=".csv,text/csv,.json,application/json"
            size="lg"
            clearable
            // Mantine's clear button is 34 px at "lg" and unnamed: a thumb's 44 px, said in words.
            clearButtonProps={{ "aria-label": "Clear the chosen file", style: { width: 44, height: 44 } }}
            value={file}
            onChange={choose}
            // The server's refusal of the file shows in the alert below; the file field is described by
            // it (and marked invalid) until another file or source is chosen.
            error={problem ?? errorShownElsewhere(error)}
          />
          <Button type="submit" size="lg" fullWidth loading={importing.isPending || restoring.isPending}>
            Import
          </Button>
          {error && !problem && (
            <Alert color="red" variant="light" role="alert" p="sm" title="Nothing was imported">
              {error}
            </Alert>
          )}
          {importing.data && <ImportReportView ref={reportRef} report={importing.data} />}
          {restoring.data && <ImportEverythingReportView ref={reportRef} report={restoring.data} />}
        </Stack>
      </form>
    </Stack>
  );
}
