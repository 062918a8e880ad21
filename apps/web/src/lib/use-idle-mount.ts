import { useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

/**
 * Whether a part below the first screen may mount yet: at once when `eager`, else once the browser
 * is idle after the first paint, so its rendering is not part of the page's first long task.
 */
export function useIdleMount(eager: boolean): boolean {
  const [ready, setReady] = useState(eager);
  useEffect(() => {
    if (ready) return;
    return whenIdle(() => setReady(true));
  }, [ready]);
  return ready;
}
