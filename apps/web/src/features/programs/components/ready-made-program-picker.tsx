import { Alert, Button, Select, Stack } from "@mantine/core";
import { useState } from "react";
import { messageOf } from "../../../lib/api";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useAddProgram } from "../api/add-program";
import { useReadyMadePrograms } from "../api/get-ready-made-programs";
import { useUserPrograms } from "../api/get-user-programs";

/** 'Select Routine:' and, once one is chosen, 'Add Program' (docs/product.md section 2). */
export function ReadyMadeProgramPicker() {
  const programs = useReadyMadePrograms();
  const addProgram = useAddProgram();
  const userPrograms = useUserPrograms();
  const [selected, setSelected] = useState<string | null>(null);

  function add() {
    if (!selected || addProgram.isPending) return;
    if (userPrograms.data?.some((p) => p.routine_name === selected)) {
      notifySuccess(`${selected} is already in your programs.`);
      return;
    }
    addProgram.mutate(selected, {
      onSuccess: () => notifySuccess(`${selected} was added to your programs.`),
      onError: (error) => notifyError(messageOf(error, { fallback: "The program could not be added." }), "Add Program"),
    });
  }

  return (
    <Stack gap="sm">
      <Select
        label="Select Routine:"
        placeholder="Select a Routine"
        size="lg"
        // Program names are long ("Upper/Lower Strength & Size 4-Day"): a smaller font keeps the whole
        // name in view at 375 px, the field keeps its large tap height.
        styles={{ input: { fontSize: "var(--mantine-font-size-md)" } }}
        data={(programs.data ?? []).map((r) => r.routine_name)}
        value={selected}
        onChange={setSelected}
        disabled={programs.isPending && !programs.isError}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {programs.isError && (
        <Alert color="red" variant="light" role="alert" p="sm">
          The routines could not be loaded. {programs.error.message}
        </Alert>
      )}
      {selected && (
        <Button size="lg" fullWidth onClick={add} loading={addProgram.isPending}>
          Add Program
        </Button>
      )}
    </Stack>
  );
}
