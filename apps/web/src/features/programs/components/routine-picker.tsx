import { Alert, Button, Select, Stack } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useAddProgram } from "../api/add-program";
import { useRoutines } from "../api/get-routines";
import { useUserPrograms } from "../api/get-user-programs";

/** 'Select Routine:' and, once one is chosen, 'Add Program' (spec section 2). */
export function RoutinePicker() {
  const routines = useRoutines();
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
      onError: (error) =>
        notifyError(error instanceof ApiError ? error.message : "The program could not be added.", "Add Program"),
    });
  }

  return (
    <Stack gap="sm">
      <Select
        label="Select Routine:"
        placeholder="Select a Routine"
        size="lg"
        // Routine names are long ("Upper/Lower Strength & Size 4-Day"): a smaller font keeps the whole
        // name in view at 375 px, the field keeps its large tap height.
        styles={{ input: { fontSize: "var(--mantine-font-size-md)" } }}
        data={(routines.data ?? []).map((r) => r.routine_name)}
        value={selected}
        onChange={setSelected}
        disabled={routines.isPending && !routines.isError}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {routines.isError && (
        <Alert color="red" variant="light" role="alert" p="sm">
          The routines could not be loaded. {routines.error.message}
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
