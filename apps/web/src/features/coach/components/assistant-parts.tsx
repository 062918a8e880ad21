import { Anchor, Paper, Stack, Title } from "@mantine/core";
import { type ReactNode, useCallback, useState } from "react";
import { Link } from "react-router";

/** The product's link back to the goal screen (its letter case, /weightLoss, reaches /weightloss). */
export function ChangeGoalsLink() {
  return (
    <Anchor component={Link} to="/weightLoss" fw={600} py="sm" style={{ display: "inline-block" }}>
      Want to change your weight goals? Click here
    </Anchor>
  );
}

/** A titled block of an assistant. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The missed-day form's state: closed, open blank, or open on a missing day the lifter chose. */
export function useMissedDay() {
  const [state, setState] = useState<{ open: boolean; date: string | null }>({ open: false, date: null });
  const open = useCallback(() => setState({ open: true, date: null }), []);
  const openOn = useCallback((date: string) => setState({ open: true, date }), []);
  const close = useCallback(() => setState({ open: false, date: null }), []);
  return { isOpen: state.open, date: state.date, open, openOn, close };
}
