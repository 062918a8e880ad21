import type { ReactNode } from "react";
import { type ChangeBodies, useChangePlan } from "../api/change-plan";
import { CoachDialog } from "./coach-dialog";

interface ChangeCaloriesDialogProps<P extends "gain" | "maintenance"> {
  phase: P;
  title: string;
  /** What 'Yes' sends. */
  body: ChangeBodies[P];
  onClose: () => void;
  children: ReactNode;
}

/** New daily calories proposed: Yes sends them, No records nothing and only closes. */
export function ChangeCaloriesDialog<P extends "gain" | "maintenance">({
  phase,
  title,
  body,
  onClose,
  children,
}: ChangeCaloriesDialogProps<P>) {
  const change = useChangePlan(phase);
  return (
    <CoachDialog
      title={title}
      opened
      onClose={onClose}
      error={change.error}
      actions={[
        {
          label: "Yes",
          primary: true,
          loading: change.isPending,
          onClick: () => change.mutate(body, { onSuccess: onClose }),
        },
        { label: "No", onClick: onClose },
      ]}
    >
      {children}
    </CoachDialog>
  );
}
