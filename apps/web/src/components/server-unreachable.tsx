import { Alert, Button, Stack } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * What a screen shows when the server is out of reach: the title, why in words, and a way on when
 * there is one (a reload, or the call again).
 */
export function ServerUnreachable({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <Alert color="red" title="Could not reach the server">
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
