import { CHOICES_BY_UNIT, type Equipment, equipmentSchema } from "@ironpath/domain/training/strength/equipment.schema";
import { Button, Chip, Fieldset, NativeSelect, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { messageOf } from "../../../lib/api";
import { useEquipment } from "../api/get-equipment";
import { useSaveEquipment } from "../api/save-equipment";
import { barText } from "./equipment-text";
import { RetryAlert } from "../../../components/retry-alert";

// User Info's own section for the bar and plates (issue 11): below the product's form, with its own
// Save that stays on the screen and says 'Saved'. The workout log loads each barbell weight with them.

const FIELDSET_STYLES = {
  root: { padding: 0, margin: 0, border: 0, minWidth: 0 },
  legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", padding: 0, marginBottom: 4 },
};
/** A thumb-sized toggle that fills its column. */
const CHIP_STYLES = {
  root: { width: "100%" },
  label: { width: "100%", minHeight: 48, justifyContent: "center", fontSize: "var(--mantine-font-size-md)" },
};

/** The section, once the saved bar and plates are known. */
export function EquipmentSection() {
  const equipment = useEquipment();
  return (
    <Stack component="section" aria-labelledby="equipment-title" gap="sm" mt="xl">
      <Title order={2} id="equipment-title">
        Bar and plates
      </Title>
      <Text>The workout log shows each barbell weight as the plates to put on each side of your bar.</Text>
      {equipment.data ? (
        // Another unit is another set of choices: the form starts again from what is saved.
        <EquipmentForm key={equipment.data.unit ?? "lb"} saved={equipment.data} />
      ) : equipment.isError ? (
        <RetryAlert title="Could not load your bar and plates" onRetry={() => void equipment.refetch()}>
          {equipment.error.message}
        </RetryAlert>
      ) : (
        <Text c="dimmed">Loading your bar and plates…</Text>
      )}
    </Stack>
  );
}

function EquipmentForm({ saved }: { saved: Equipment }) {
  // The choices of the unit the bar and plates are in: a kg lifter's are kg (decision 0063).
  const unit = saved.unit ?? "lb";
  const choices = CHOICES_BY_UNIT[unit];
  const [bar, setBar] = useState(String(saved.bar));
  const [plates, setPlates] = useState(saved.plates.map(String));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveEquipment();
  const status = useRef<HTMLParagraphElement>(null);
  // 'Saved' stands for what is shown: a new choice takes it away until the next save.
  const changed = () => {
    save.reset();
    setProblem(null);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    // The server's own schema, so the words are the same as its refusal.
    const body = { bar: Number(bar), plates: plates.map(Number) };
    const checked = equipmentSchema.safeParse(unit === "kg" ? { unit, ...body } : body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setProblem(`${issue?.path[0] === "bar" ? "The bar" : "Plates"}: ${issue?.message ?? "are not valid"}`);
      return;
    }
    setProblem(null);
    save.mutate(checked.data, {
      onSuccess: (stored) => {
        setPlates(stored.plates.map(String));
        // The section ends the page: the word under the button is brought on screen.
        requestAnimationFrame(() => status.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" }));
      },
      onError: (error) => setProblem(messageOf(error)),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Bar and plates">
      <Stack gap="md">
        <NativeSelect
          label="Bar"
          size="lg"
          data={choices.bars.map((b) => ({ value: String(b), label: barText(b, unit) }))}
          value={bar}
          onChange={(e) => {
            setBar(e.currentTarget.value);
            changed();
          }}
        />
        <Fieldset legend="Plates you have (a pair of each)" variant="unstyled" styles={FIELDSET_STYLES}>
          <Chip.Group
            multiple
            value={plates}
            onChange={(chosen) => {
              setPlates(chosen);
              changed();
            }}
          >
            <SimpleGrid cols={4} spacing={8} verticalSpacing={8}>
              {choices.plates.map((p) => (
                <Chip key={p} value={String(p)} size="lg" styles={CHIP_STYLES} aria-label={`${p} ${unit}`}>
                  {p}
                </Chip>
              ))}
            </SimpleGrid>
          </Chip.Group>
        </Fieldset>
        {problem && (
          <Text role="alert" c="red.9" fw={500}>
            {problem}
          </Text>
        )}
        <Button type="submit" size="lg" fullWidth loading={save.isPending}>
          Save bar and plates
        </Button>
        <Text ref={status} role="status" ta="center" fw={700} c="teal.9" mih={24}>
          {save.isSuccess ? "Saved" : ""}
        </Text>
      </Stack>
    </form>
  );
}
