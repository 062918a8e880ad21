import { Alert, Button, Stack } from "@mantine/core";
import type { ReactNode } from "react";

interface RetryAlertProps {
  children: ReactNode;
  /** The way on, when there is one: a reload, or the call again. */
  onRetry?: () => void;
}

/**
 * A red alert: what failed (its title), why in words, and Try again when there is a way on. The
 * one home of a failed read's Try again.
 */
export function RetryAlert({ title, children, onRetry }: RetryAlertProps & { title?: string }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {onRetry ? (
        <Stack gap="sm" align="flex-start">
          {children}
          <Button size="md" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      ) : (
        children
      )}
    </Alert>
  );
}

/** What a screen shows when the server is out of reach. */
export function ServerUnreachable(props: RetryAlertProps) {
  return <RetryAlert title="Could not reach the server" {...props} />;
}

/** A program day that did not load (the log and the builder). */
export function DayLoadError(props: RetryAlertProps & { onRetry: () => void }) {
  return <RetryAlert title="The day could not be loaded" {...props} />;
}
