import { Alert, Button, Stack } from "@mantine/core";

/** A program day that did not load: why, in words, and the call again (the log and the builder). */
export function DayLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" title="The day could not be loaded">
      <Stack gap="sm" align="flex-start">
        {message}
        <Button size="md" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
