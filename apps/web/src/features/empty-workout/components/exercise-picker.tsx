import { MUSCLES } from "@ironpath/domain/programs/muscles";
import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import { Alert, Badge, Button, Loader, Modal, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { NeedsNetwork, noSignalFor } from "../../../components/needs-network";
import { type WeightUnit, currentUnit } from "../../../lib/weight-unit";
import { type PickableExercise, useWorkoutExercises } from "../api/get-workout-exercises";

interface ExercisePickerProps {
  opened: boolean;
  onClose: () => void;
  /** The exercise, the unit it is typed in (its own, decision 0081, else the lifter's) and its kind. */
  onPick: (exercise: string, unit: WeightUnit, type: ExerciseType) => void;
}

const ALL = "All muscles";
/** Enough to scroll through on a phone; the search narrows the rest. */
const SHOWN = 60;

function matches(e: PickableExercise, search: string, muscle: string) {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const name = e.name.toLowerCase();
  return words.every((w) => name.includes(w)) && (muscle === ALL || e.muscles.includes(muscle));
}

/** Adds an exercise of the catalogue's or the lifter's own: searched by name, filtered by muscle. */
export function ExercisePicker({ opened, onClose, onPick }: ExercisePickerProps) {
  const exercises = useWorkoutExercises();
  const [search, setSearch] = useState("");
  const [muscle, setMuscle] = useState(ALL);
  const found = (exercises.data ?? []).filter((e) => matches(e, search, muscle));
  // The next exercise is looked for afresh.
  const choose = (e: PickableExercise) => {
    setSearch("");
    setMuscle(ALL);
    onPick(e.name, e.unit ?? currentUnit(), e.exercise_type);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add exercise" fullScreen={false} size="lg">
      <Stack gap="sm">
        <TextInput
          label="Search exercises"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          size="md"
          data-autofocus
        />
        <NativeSelect
          label="Muscle"
          data={[ALL, ...MUSCLES]}
          value={muscle}
          onChange={(e) => setMuscle(e.currentTarget.value)}
          size="md"
        />
        {exercises.isLoading && <Loader size="sm" aria-label="Loading exercises" />}
        {noSignalFor(exercises) ? (
          <NeedsNetwork title="The exercises need the network">
            They are kept on this phone once read with a signal: they show here when it returns.
          </NeedsNetwork>
        ) : (
          exercises.error && !exercises.data && <Alert color="red">The exercises could not be loaded.</Alert>
        )}
        {exercises.data && found.length === 0 && <Text>No exercise matches.</Text>}
        <Stack gap={4} component="ul" aria-label="Exercises" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {found.slice(0, SHOWN).map((e) => (
            <li key={e.name}>
              <Button
                variant="subtle"
                fullWidth
                justify="space-between"
                mih={44}
                h="auto"
                py={6}
                onClick={() => choose(e)}
                rightSection={e.own ? <Badge color="teal.9">Yours</Badge> : undefined}
                aria-label={`Add ${e.name}`}
              >
                <span style={{ textAlign: "left", whiteSpace: "normal" }}>
                  <Text span fw={600} c="dark.9">
                    {e.name}
                  </Text>
                  <Text span size="sm" c="gray.7" display="block">
                    {e.muscles.join(", ") || "No muscle tag"}
                  </Text>
                </span>
              </Button>
            </li>
          ))}
        </Stack>
        {found.length > SHOWN && (
          <Text size="sm" c="gray.7">
            {found.length - SHOWN} more: narrow the search.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
