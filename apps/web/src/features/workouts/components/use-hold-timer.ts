import { GET_READY_SECONDS } from "@ironpath/domain/training/exercise-type";
import { useEffect, useRef, useState } from "react";
import { signalRestEnd, unlockSound } from "../../../lib/rest-signals";

// A timed hold's clock (decision 0053): a get-ready countdown, then the hold counted up to its
// target, a tone and a buzz at the target. Read from the clock, not from ticks counted, so a
// phone that slows the page's timers still gives the seconds held.

export type HoldState =
  | { phase: "idle" }
  | { phase: "ready"; left: number }
  | { phase: "holding"; held: number; target: number };

const TICK_MS = 200;

/** `onHeld` gets the whole seconds held: the target when reached, else when Stop was tapped. */
export function useHoldTimer(onHeld: (seconds: number) => void) {
  const [state, setState] = useState<HoldState>({ phase: "idle" });
  const started = useRef(0);
  const target = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const held = useRef(onHeld);
  held.current = onHeld;
  useEffect(() => () => clearInterval(timer.current), []);

  function finish(seconds: number) {
    clearInterval(timer.current);
    setState({ phase: "idle" });
    if (seconds > 0) held.current(seconds);
  }

  function tick() {
    const elapsed = (Date.now() - started.current) / 1000;
    if (elapsed < GET_READY_SECONDS) {
      setState({ phase: "ready", left: Math.ceil(GET_READY_SECONDS - elapsed) });
      return;
    }
    const seconds = Math.floor(elapsed - GET_READY_SECONDS);
    if (seconds >= target.current) {
      signalRestEnd("high");
      finish(target.current);
      return;
    }
    setState({ phase: "holding", held: seconds, target: target.current });
  }

  function start(seconds: number) {
    // Called from the lifter's tap: the tone at the end may then play.
    unlockSound();
    clearInterval(timer.current);
    started.current = Date.now();
    target.current = seconds;
    setState({ phase: "ready", left: GET_READY_SECONDS });
    timer.current = setInterval(tick, TICK_MS);
  }

  function stop() {
    const elapsed = (Date.now() - started.current) / 1000 - GET_READY_SECONDS;
    finish(Math.max(0, Math.floor(elapsed)));
  }

  return { state, start, stop };
}
