import {
  IMPORT_FORMAT_LABELS,
  IMPORT_FORMATS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportFormat,
  type WeightUnit,
} from "@ironpath/domain/transfer/import-api.schema";
import { Alert, Button, FileInput, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useImportWorkouts } from "../api/import-workouts";
import { ImportReportView } from "./import-report";
import { RADIO_THUMB_TARGET } from "../../../lib/thumb-target";

/** A file bigger than the import takes is refused here, in the server's words, without sending it. */
function fileProblem(file: File | null, format: ImportFormat): string | undefined {
  if (!file) return `Choose the CSV file ${IMPORT_FORMAT_LABELS[format]} exported.`;
  if (file.size > IMPORT_LIMITS.bytes) return IMPORT_MESSAGES.tooBig(file.size);
  return undefined;
}

/**
 * Import from Strong or Hevy: the app, the unit (Strong's newer files do not name it), the file.
 * The report shows what was written and skipped; a file the server refuses writes nothing and the
 * message names its line.
 */
export function ImportWorkoutsForm() {
  const headingId = useId();
  const [format, setFormat] = useState<ImportFormat>("strong");
  const [unit, setUnit] = useState<WeightUnit>("lbs");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const importing = useImportWorkouts();
  const reportRef = useRef<HTMLDivElement>(null);

  // The report comes into view (and to a screen reader's attention) when it arrives.
  useEffect(() => {
    if (importing.data) reportRef.current?.focus();
  }, [importing.data]);

  function change(apply: () => void) {
    apply();
    setProblem(undefined);
    importing.reset();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (importing.isPending) return;
    const refused = fileProblem(file, format);
    setProblem(refused);
    if (refused || !file) return;
    const csv = await file.text();
    importing.mutate({ format, csv, ...(format === "strong" ? { unit } : {}) });
  }

  const error = problem ?? importing.error?.message;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} id={headingId} size="h4">
        Import workouts from Strong or Hevy
      </Title>
      <Text size="sm" c="gray.8">
        In the app, export your workouts as CSV, then choose the file here. Each year of workouts becomes a program of
        your own ("Imported from Strong 2025"); importing the same file again adds nothing twice.
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Radio.Group
            label="Exported from"
            value={format}
            onChange={(value) => change(() => setFormat(value as ImportFormat))}
          >
            <Group gap="xl" mt="xs">
              {IMPORT_FORMATS.map((f) => (
                <Radio key={f} value={f} label={IMPORT_FORMAT_LABELS[f]} size="lg" styles={RADIO_THUMB_TARGET} />
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
                <Radio value="lbs" label="lbs" size="lg" styles={RADIO_THUMB_TARGET} />
                <Radio value="kg" label="kg" size="lg" styles={RADIO_THUMB_TARGET} />
              </Group>
            </Radio.Group>
          )}
          <FileInput
            label="CSV file"
            placeholder="Choose a file"
            accept=".csv,text/csv"
            size="lg"
            clearable
            value={file}
            onChange={(chosen) => change(() => setFile(chosen))}
            error={problem}
          />
          <Button type="submit" size="lg" fullWidth loading={importing.isPending}>
            Import
          </Button>
          {error && !problem && (
            <Alert color="red" variant="light" role="alert" p="sm" title="Nothing was imported">
              {error}
            </Alert>
          )}
          {importing.data && <ImportReportView ref={reportRef} report={importing.data} />}
        </Stack>
      </form>
    </Stack>
  );
}
