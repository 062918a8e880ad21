import { Group, Radio, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { Goal } from "@ironpath/domain/coach/api.schema";
import { CoachGate } from "./coach-gate";
import { GoalPanel } from "./goal-panel";

/** The three goals the screen offers: the two with choices, and maintenance. */
type ScreenGoal = Goal | "maintain_weight";

const GOALS: { value: ScreenGoal; label: string; description: string }[] = [
  { value: "weight_loss", label: "Lose weight", description: "A cut: a calorie target and a daily step goal." },
  { value: "weight_gain", label: "Gain weight", description: "A bulk: a calorie surplus, ending when you choose." },
  { value: "maintain_weight", label: "Maintain weight", description: "Hold your weight: eat at maintenance." },
];

const CHOSEN = {
  borderColor: "var(--mantine-primary-color-filled)",
  background: "var(--mantine-primary-color-light)",
};

/** /weightloss: choose weight_loss, weight_gain or maintain_weight; each shows its own panel. */
export function GoalScreen() {
  const [goal, setGoal] = useState<ScreenGoal | null>(null);
  return (
    <Stack gap="lg" maw={480} mx="auto">
      <Title order={1}>Weight goal</Title>
      <CoachGate>
        <Radio.Group label="What do you want to do?" value={goal} onChange={(v) => setGoal(v as ScreenGoal)} size="md">
          <Stack gap="sm" mt="xs">
            {GOALS.map((g) => (
              <Radio.Card
                key={g.value}
                value={g.value}
                p="md"
                radius="md"
                style={goal === g.value ? CHOSEN : undefined}
              >
                <Group wrap="nowrap" align="flex-start" gap="md">
                  <Radio.Indicator mt={4} />
                  <Stack gap={2}>
                    <Text fw={700} fz="lg">
                      {g.label}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {g.description}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {goal === "weight_loss" && <GoalPanel key="loss" phase="loss" />}
        {goal === "weight_gain" && <GoalPanel key="gain" phase="gain" />}
        {goal === "maintain_weight" && <GoalPanel key="maintenance" phase="maintenance" />}
      </CoachGate>
    </Stack>
  );
}
