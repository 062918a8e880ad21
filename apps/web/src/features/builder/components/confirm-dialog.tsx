import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (deleting a day or a program). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ size: "xl", "aria-label": "Close" }}
    >
      <Stack gap="md">
        <Text>{props.children}</Text>
        {props.error && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {props.error}
          </Alert>
        )}
        <Group grow gap="sm">
          <Button variant="default" size="lg" onClick={props.onClose}>
            Cancel
          </Button>
          <Button color="red.9" size="lg" loading={props.loading} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
