import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { otherTabReads, subscribeOtherTabReads } from "../../../lib/offline/outbox";

/**
 * Sets another tab of this browser saved (decision 0127) reach this log: once the outbox has read
 * the screens again for them, `take` is given the day as read (`read`, not the steady day, which
 * keeps the log's own saved sets by design). The day read again may come a render after the read
 * is told, so a changed day is taken once more.
 */
export function useSavedElsewhere(read: DayResponse, take: (read: DayResponse) => void): void {
  const reads = useSyncExternalStore(subscribeOtherTabReads, otherTabReads);
  const seen = useRef({ reads, read, awaiting: false });
  useEffect(() => {
    const before = seen.current;
    if (before.reads === reads && !(before.awaiting && before.read !== read)) return;
    seen.current = { reads, read, awaiting: before.reads !== reads };
    take(read);
  }, [reads, read, take]);
}
