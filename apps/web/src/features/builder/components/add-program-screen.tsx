import type { ProgramDaySlot } from "@ironpath/domain/programs/program-row.schema";
import { Alert, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { DayLoadError } from "../../../components/retry-alert";
import { useExercises } from "../api/get-exercises";
import { useOwnPrograms } from "../api/get-own-programs";
import { useProgramDay } from "../api/get-program-day";
import { rowFromServer } from "../row-values";
import { DayEditor } from "./day-editor";
import { DaySlotFields, type SlotChoice } from "./day-slot-fields";
import { DeleteProgramButton } from "./delete-program-button";
import { ProgramNameField } from "./program-name-field";
import { WeekVolume } from "./week-volume";

const wholeSlot = ({ phase, week, day }: SlotChoice): ProgramDaySlot | null =>
  phase !== null && week !== null && day !== null ? { phase, week, day } : null;

interface DayLoaderProps {
  programName: string;
  storedProgram: string | null;
  slot: ProgramDaySlot;
  savedText: string | null;
  onSaved: (text: string) => void;
  onDeleted: () => void;
}

/** Loads the chosen day's stored rows (none for a program not written yet), then shows them. */
function DayLoader({ storedProgram, slot, ...rest }: DayLoaderProps) {
  const day = useProgramDay(storedProgram, slot);
  const exercises = useExercises();
  if (storedProgram !== null && day.isPending) return <Loader aria-label="Loading the day" />;
  if (day.isError) {
    return <DayLoadError onRetry={() => void day.refetch()}>{day.error.message}</DayLoadError>;
  }
  return (
    <>
      {exercises.isError && (
        <Alert color="red" variant="light" role="alert" p="sm">
          The exercises could not be loaded. {exercises.error.message}
        </Alert>
      )}
      <DayEditor
        {...rest}
        storedProgram={storedProgram}
        slot={slot}
        stored={(day.data ?? []).map(rowFromServer)}
        exercises={exercises.data ?? []}
      />
    </>
  );
}

/**
 * /add-program: the program's name, the day (phase, week, day), the day's exercises, and what a
 * lifter writing twelve weeks needs: copies, deletes and the week's volume.
 */
export function AddProgramScreen() {
  const programs = useOwnPrograms();
  const names = programs.data ?? [];
  const [name, setName] = useState("");
  // The name the lifter settled on (chosen, or typed and left): a stored program's days load from it.
  const [chosen, setChosen] = useState("");
  const [slotChoice, setSlotChoice] = useState<SlotChoice>({ phase: null, week: null, day: null });
  const [savedText, setSavedText] = useState<string | null>(null);
  // Bumped when the shown day is deleted: the form starts again from what is stored.
  const [version, setVersion] = useState(0);
  const storedProgram = names.includes(chosen) ? chosen : null;
  const slot = wholeSlot(slotChoice);
  // Another day (or another stored program) clears the rows and loads its own.
  const dayKey = JSON.stringify([storedProgram, slot, version]);

  return (
    <Stack gap="md">
      <Title order={1}>Add Program</Title>
      <ProgramNameField value={name} names={names} onChange={setName} onCommit={(v) => setChosen(v.trim())} />
      {programs.isError && (
        <Alert color="red" variant="light" role="alert" p="sm">
          Your programs could not be loaded. {programs.error.message}
        </Alert>
      )}
      {storedProgram && (
        <DeleteProgramButton
          program={storedProgram}
          onDeleted={() => {
            setName("");
            setChosen("");
            setSavedText(null);
          }}
        />
      )}
      <DaySlotFields
        value={slotChoice}
        onChange={(next) => {
          setSlotChoice(next);
          setSavedText(null);
        }}
      />
      {!slot && (
        <Text c="gray.8">
          Choose a phase, week and day to write its exercises. The workout log runs through the days you write, in
          order, and the program ends after the last one.
        </Text>
      )}
      {slot && (
        <DayLoader
          key={dayKey}
          programName={name}
          storedProgram={storedProgram}
          slot={slot}
          savedText={savedText}
          onSaved={(text) => {
            setSavedText(text);
            setChosen(name.trim());
          }}
          onDeleted={() => {
            setSavedText(null);
            setVersion((v) => v + 1);
          }}
        />
      )}
      {storedProgram && slotChoice.phase !== null && slotChoice.week !== null && (
        <WeekVolume program={storedProgram} phase={slotChoice.phase} week={slotChoice.week} />
      )}
    </Stack>
  );
}
