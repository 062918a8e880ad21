import { type ReactNode, useState } from "react";

export interface DueDialog {
  name: string;
  /** The server says the question is due. */
  due: boolean;
  show: (onClose: () => void) => ReactNode;
}

/** A phase's questions in order: the first one due that the lifter has not closed shows, one at a time. */
export function DueDialogs({ dialogs }: { dialogs: readonly DueDialog[] }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const next = dialogs.find((d) => d.due && !closed.has(d.name));
  if (!next) return null;
  return next.show(() => setClosed((current) => new Set(current).add(next.name)));
}
