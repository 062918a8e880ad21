import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

// One part mounts at a time: React renders every pending transition together, so parts let go in
// the same idle time made one render and one commit of them all, a long task (decision 0084).
/** The parts waiting to mount, in the order they asked. */
const waiting = new Set<() => void>();
/** A part's turn is scheduled or it is mounting: the next one waits until it has committed. */
let taken = false;

function nextTurn(wait: (turn: () => void) => unknown): void {
  if (taken || waiting.size === 0) return;
  taken = true;
  wait(() => {
    const [mount] = waiting;
    if (!mount) {
      taken = false;
      return;
    }
    waiting.delete(mount);
    mount();
  });
}

/** The mounting part has committed (or left): the next one mounts a task later. */
function passTurn(): void {
  taken = false;
  nextTurn((turn) => setTimeout(turn, 0));
}

/**
 * Whether a part below the first screen may mount yet: at once when `eager`, else once the browser
 * is idle after the first paint and the parts that asked before it have mounted, each rendered in a
 * transition of its own (React yields to the browser every few milliseconds), so it makes no long
 * task.
 */
export function useIdleMount(eager: boolean): boolean {
  const [ready, setReady] = useState(eager);
  useEffect(() => {
    if (ready) return;
    let mounting = false;
    const mount = () => {
      mounting = true;
      startTransition(() => setReady(true));
    };
    waiting.add(mount);
    nextTurn(whenIdle);
    // Runs once the part has committed (`ready` changed), or when it leaves before.
    return () => {
      waiting.delete(mount);
      if (mounting) passTurn();
    };
  }, [ready]);
  return ready;
}
