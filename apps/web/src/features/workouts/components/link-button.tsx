import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";

/** Text that reads as a link but acts in place (shows or restores part of the log). */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" onClick={onClick} size="lg" fw={600} ta="left" py="xs">
      {children}
    </Anchor>
  );
}
