import { Title } from "@mantine/core";
import { useParams } from "react-router";

/** A screen's height: the footer stays below the fold while the log's cards are still to come. */
export const CARDS_ROOM = { minHeight: "100dvh" } as const;

/** The workout log's title: its program's name, the page's largest text. */
export function LogTitle({ program }: { program: string }) {
  return (
    <Title order={1} fz="h2">
      {program}
    </Title>
  );
}

/**
 * The log while its code comes, on a page load: its title, where the screen draws it
 * (workout-log-screen.tsx), painted from the app's own chunk (decision 0078).
 */
export function LogOpening() {
  const { program = "" } = useParams();
  return (
    <div style={CARDS_ROOM}>
      <LogTitle program={program} />
    </div>
  );
}
