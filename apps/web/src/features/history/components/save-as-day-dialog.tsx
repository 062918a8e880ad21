import { Alert, Autocomplete, Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { messageOf } from "../../../lib/api";
import { useOwnProgramNames, useSaveWorkoutAsDay } from "../api/save-workout-as-day";

interface SaveAsDayDialogProps {
  workoutId: string;
  workout: string;
  onClose: () => void;
}

const numbers = (max: number) => Array.from({ length: max }, (_, i) => String(i + 1));

/**
 * 'Save as a program day' (decision 0051): the workout's exercises become an empty day of a
 * program of the lifter's, a new one when the name is new. A day that has exercises is refused.
 */
export function SaveAsDayDialog({ workoutId, workout, onClose }: SaveAsDayDialogProps) {
  const programs = useOwnProgramNames();
  const save = useSaveWorkoutAsDay();
  const [programName, setProgramName] = useState("");
  const [slot, setSlot] = useState({ phase: "1", week: "1", day: "1" });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    if (programName.trim() === "") return setProblem("Program name is required");
    setProblem(null);
    save.mutate({
      workoutId,
      target: {
        programName: programName.trim(),
        phase: Number(slot.phase),
        week: Number(slot.week),
        day: Number(slot.day),
      },
    });
  };
  const pick = (field: keyof typeof slot, max: number, label: string) => (
    <NativeSelect
      label={label}
      data={numbers(max)}
      value={slot[field]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setSlot((s) => ({ ...s, [field]: value }));
      }}
      size="md"
    />
  );

  return (
    <Modal opened onClose={onClose} title={`Save ${workout} as a program day`}>
      {save.data ? (
        <Stack gap="sm">
          <Text role="status" fw={600}>
            Saved as Phase {save.data.phase} · Week {save.data.week} · Day {save.data.day} of {save.data.programName}.
          </Text>
          <Button h={44} onClick={onClose}>
            Done
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Autocomplete
            label="Program"
            description="One of yours, or a new name for a new program"
            data={programs.data ?? []}
            value={programName}
            onChange={setProgramName}
            maxLength={100}
            size="md"
          />
          <Group grow gap="xs">
            {pick("phase", 6, "Phase")}
            {pick("week", 12, "Week")}
            {pick("day", 6, "Day")}
          </Group>
          {(problem ?? save.error) && (
            <Alert color="red" role="alert">
              {problem ?? messageOf(save.error, { tryAgain: true })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" h={44} onClick={onClose}>
              Cancel
            </Button>
            <Button h={44} onClick={submit} loading={save.isPending}>
              Save day
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
