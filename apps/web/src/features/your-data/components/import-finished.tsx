import { Alert, Stack, Text } from "@mantine/core";
import type { ReactNode, Ref } from "react";

/**
 * The status a finished import's report shows in, for a Strong, Hevy or Ironpath file alike:
 * "<source> import finished", its first sentence in bold, then what else came back.
 */
export function ImportFinished({
  source,
  summary,
  ref,
  children,
}: {
  source: string;
  summary: string;
  ref?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      variant="light"
      role="status"
      title={`${source} import finished`}
      p="sm"
      style={{ overflowWrap: "anywhere" }}
    >
      <Stack gap="xs">
        <Text inherit fw={700}>
          {summary}
        </Text>
        {children}
      </Stack>
    </Alert>
  );
}
