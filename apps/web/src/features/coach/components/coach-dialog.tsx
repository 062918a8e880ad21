import { Alert, Button, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { messageOf } from "../../../lib/api";

export interface DialogAction {
  label: string;
  onClick: () => void;
  /** The one the coach suggests: filled; the others are outlined. */
  primary?: boolean;
  loading?: boolean;
}

interface CoachDialogProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  actions: readonly DialogAction[];
  error?: unknown;
  children: ReactNode;
}

/** A coach question with its answers as big, full-width buttons (thumb-sized on a phone). */
export function CoachDialog({ title, opened, onClose, actions, error, children }: CoachDialogProps) {
  const busy = actions.some((a) => a.loading);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": `Close ${title}`, size: "xl" }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
    >
      <Stack gap="md">
        {children}
        {error ? (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {messageOf(error, { tryAgain: true })}
          </Alert>
        ) : null}
        <Stack gap="sm">
          {actions.map((action) => (
            <Button
              key={action.label}
              size="lg"
              fullWidth
              variant={action.primary ? "filled" : "outline"}
              loading={action.loading}
              disabled={busy && !action.loading}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
