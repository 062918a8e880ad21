import { defaultWorkoutName } from "@ironpath/domain/programs/routine-kind";
import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { EntryNumberInput } from "../../../components/entry-number-input";
import { errorShownElsewhere } from "../../../components/error-shown-elsewhere";
import { messageOf } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { type WeightUnit, unitNow } from "../../../lib/weight-unit";
import { useFinishWorkout } from "../api/finish-workout";
import {
  type Draft,
  type DraftProblemAt,
  type DraftSet,
  draftUnit,
  emptySet,
  forgetDraft,
  keepDraft,
  loadDraft,
  newDraft,
  onDraftElsewhere,
  weightAsked,
  readDraft,
} from "../draft";
import { ExercisePicker } from "./exercise-picker";

/**
 * A workout with no program (decision 0051): it starts with no exercises; the lifter adds them as
 * they go, logs sets of reps, weight and RPE, and finishes it; it goes to History under its name.
 * What Finish refuses is said once, above it, and is the description of what it is about: the field
 * (marked invalid), the Add exercise or an Add set button, or Finish itself for the call's refusal.
 */
export function EmptyWorkoutLog() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(loadDraft);
  const [picking, setPicking] = useState(false);
  const [problem, setProblem] = useState<{ problem: string; at: DraftProblemAt } | null>(null);
  /** The workout last finished with no signal: it waits on this phone (decision 0123). */
  const [keptName, setKeptName] = useState<string | null>(null);
  const finish = useFinishWorkout();
  const today = todayLocalIso();
  const messageId = useId();
  const at = problem?.at;
  /** The words' id for the control `about` says a shown problem is about, else nothing. */
  const describedIf = (about: boolean) => (about ? messageId : undefined);
  // A field takes the words as Mantine's own error, which describes it and marks it invalid; they
  // show once, above Finish, so under the field they are for screen readers only.
  const fieldError = (e: number, s: number, field: keyof DraftSet) =>
    errorShownElsewhere(
      at?.kind === "field" && at.exercise === e && at.set === s && at.field === field ? problem?.problem : null,
    );

  useEffect(() => keepDraft(draft), [draft]);
  // Another tab's change (or its Finish) shows here: two tabs never keep two versions of one workout.
  useEffect(() => onDraftElsewhere(setDraft), []);

  const change = (next: (d: Draft) => Draft) => {
    setProblem(null);
    setKeptName(null);
    setDraft((d) => next(structuredClone(d)));
  };
  const setValue = (e: number, s: number, field: keyof DraftSet, value: number | string) =>
    change((d) => {
      const set = d.exercises[e]?.sets[s];
      if (set) set[field] = value;
      return d;
    });
  const addSet = (e: number) =>
    change((d) => {
      const sets = d.exercises[e]?.sets;
      // Prefilled from the last set: the next is most often the same.
      const last = sets?.at(-1);
      sets?.push(last ? { ...last } : emptySet());
      return d;
    });
  const removeSet = (e: number, s: number) =>
    change((d) => {
      d.exercises[e]?.sets.splice(s, 1);
      return d;
    });
  const removeExercise = (e: number) =>
    change((d) => {
      d.exercises.splice(e, 1);
      return d;
    });
  const pick = (exercise: string, unit: WeightUnit, type: ExerciseType) => {
    setPicking(false);
    change((d) => {
      d.exercises.push({ exercise, unit, type, sets: [emptySet()] });
      return d;
    });
  };

  const submit = () => {
    const reading = readDraft(draft, today);
    if ("problem" in reading) return setProblem(reading);
    const name = reading.workout.name ?? defaultWorkoutName(today);
    finish.mutate(
      { workout: reading.workout, key: draft.key, label: `Workout "${name}" finished` },
      {
        onSuccess: (finished) => {
          forgetDraft();
          if (!finished.kept) return navigate("/history");
          // No signal: the outbox holds it now, so the page is free for the next workout.
          setDraft(newDraft());
          setKeptName(name);
        },
        // The server keeps a refusal under its key: what is finished after a fix is a new call.
        onError: () => setDraft((d) => ({ ...d, key: crypto.randomUUID() })),
      },
    );
  };

  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1}>Empty workout</Title>
      {keptName !== null && (
        <Alert color="blue" role="status">
          {`"${keptName}" is kept on this phone, waiting to sync: it goes to History once it is sent.`}
        </Alert>
      )}
      <TextInput
        label="Workout name"
        description={`Left empty, it is "${defaultWorkoutName(today)}"`}
        placeholder={defaultWorkoutName(today)}
        value={draft.name}
        maxLength={100}
        onChange={(e) => {
          const name = e.currentTarget.value;
          change((d) => ({ ...d, name }));
        }}
        size="md"
      />
      {draft.exercises.length === 0 && <Text c="gray.8">No exercises yet: add the first one you lift.</Text>}
      {draft.exercises.map((ex, e) => {
        const asked = weightAsked(ex);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a workout may hold one exercise twice; cards keep their order.
          <Paper key={e} component="section" aria-label={ex.exercise} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h4">
                  {ex.exercise}
                </Title>
                <Button
                  variant="subtle"
                  c="red.9"
                  h={44}
                  onClick={() => removeExercise(e)}
                  aria-label={`Remove ${ex.exercise}`}
                >
                  Remove
                </Button>
              </Group>
              {ex.sets.map((set, s) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sets are numbered by their place.
                <Stack key={s} gap={2}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={700}>
                      Set {s + 1}
                    </Text>
                    <Button
                      variant="subtle"
                      c="gray.8"
                      h={44}
                      px="xs"
                      onClick={() => removeSet(e, s)}
                      aria-label={`Remove ${ex.exercise}, set ${s + 1}`}
                    >
                      Remove set
                    </Button>
                  </Group>
                  <SimpleGrid cols={asked === null ? 2 : 3} spacing="xs">
                    <EntryNumberInput
                      field="reps"
                      label="Reps"
                      value={set.reps}
                      onChange={(v) => setValue(e, s, "reps", v)}
                      error={fieldError(e, s, "reps")}
                      aria-label={`${ex.exercise}, set ${s + 1}, reps`}
                    />
                    {asked !== null && (
                      <EntryNumberInput
                        field="weight"
                        label={`${asked === "added" ? "Added" : "Weight"} (${unitNow(draftUnit(ex))})`}
                        placeholder={asked === "added" ? "none" : undefined}
                        value={set.weight}
                        onChange={(v) => setValue(e, s, "weight", v)}
                        error={fieldError(e, s, "weight")}
                        aria-label={`${ex.exercise}, set ${s + 1}, ${asked === "added" ? "added weight" : "weight"}`}
                      />
                    )}
                    <EntryNumberInput
                      field="rpe"
                      label="RPE"
                      placeholder="optional"
                      value={set.rpe}
                      onChange={(v) => setValue(e, s, "rpe", v)}
                      error={fieldError(e, s, "rpe")}
                      aria-label={`${ex.exercise}, set ${s + 1}, RPE`}
                    />
                  </SimpleGrid>
                </Stack>
              ))}
              <Button
                variant="light"
                h={44}
                onClick={() => addSet(e)}
                aria-label={`Add a set of ${ex.exercise}`}
                aria-describedby={describedIf(at?.kind === "sets" && at.exercise === e)}
              >
                Add set
              </Button>
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="outline"
        size="md"
        h={48}
        onClick={() => setPicking(true)}
        aria-describedby={describedIf(at?.kind === "exercises")}
      >
        Add exercise
      </Button>
      {(problem ?? finish.error) && (
        <Alert color="red" role="alert" id={messageId}>
          {problem?.problem ?? messageOf(finish.error, { tryAgain: true })}
        </Alert>
      )}
      <Button
        size="md"
        h={48}
        onClick={submit}
        loading={finish.isPending}
        aria-describedby={describedIf(problem === null && finish.error !== null)}
      >
        Finish workout
      </Button>
      <ExercisePicker opened={picking} onClose={() => setPicking(false)} onPick={pick} />
    </Stack>
  );
}
