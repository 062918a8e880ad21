import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

/**
 * Whether a part below the first screen may mount yet: at once when `eager`, else once the browser
 * is idle after the first paint, rendered in a transition (React yields to the browser every few
 * milliseconds), so it makes no long task of its own.
 */
export function useIdleMount(eager: boolean): boolean {
  const [ready, setReady] = useState(eager);
  useEffect(() => {
    if (ready) return;
    return whenIdle(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready;
}
