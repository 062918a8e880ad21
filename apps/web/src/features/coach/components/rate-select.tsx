import { Select } from "@mantine/core";
import { useState } from "react";
import { type Goal, type GoalChoice, useGoalChoices } from "../api/get-goal-choices";
import { CHOOSE_WEEKLY_AMOUNT } from "./goal-words";

interface RateFieldOptions {
  goal: Goal;
  label: string;
  /** How a server's choice reads in the list. */
  optionLabel: (choice: GoalChoice) => string;
}

/** The goal screen's rate: the server's choices, its state, and at Continue the check that one is chosen. */
export function useRateField({ goal, label, optionLabel }: RateFieldOptions) {
  const choices = useGoalChoices(goal);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const options = (choices.data ?? []).map((c) => ({ value: String(c.value), label: optionLabel(c) }));
  const field = (
    <Select
      label={label}
      placeholder={choices.isPending ? "Loading…" : CHOOSE_WEEKLY_AMOUNT}
      data={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        setError(undefined);
      }}
      error={error ?? (choices.isError ? choices.error.message : undefined)}
      size="lg"
      allowDeselect={false}
    />
  );
  const check = () => {
    setError(value ? undefined : CHOOSE_WEEKLY_AMOUNT);
    return value;
  };
  return { value, chosen: choices.data?.find((c) => String(c.value) === value), field, check };
}
