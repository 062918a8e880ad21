import { Button, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { currentUnit } from "../../../lib/weight-unit";
import { EXPORT_EVERYTHING_URL, EXPORT_SETS_URL } from "../api/export-downloads";
import { ImportWorkoutsForm } from "./import-workouts-form";

/**
 * Your data: take everything away (JSON), the logged sets as a spreadsheet (CSV), or bring a
 * Strong or Hevy history in, or an Ironpath export from another instance.
 */
export function YourData() {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId} size="h3">
        Your data
      </Title>
      <Text size="sm" c="gray.8">
        Download everything you keep here: your account, profile, programs, logged sets and coach days (JSON), or every
        logged set as a spreadsheet (CSV).{" "}
        {currentUnit() === "kg"
          ? "The CSV has each weight in kg as you typed it, beside the pounds the app stores; the JSON names your unit, kg."
          : "Weights are in lbs."}
      </Text>
      <Button component="a" href={EXPORT_EVERYTHING_URL} download variant="outline" size="lg" fullWidth>
        Export everything (JSON)
      </Button>
      <Button component="a" href={EXPORT_SETS_URL} download variant="outline" size="lg" fullWidth>
        Export sets (CSV)
      </Button>
      <ImportWorkoutsForm />
    </Stack>
  );
}
