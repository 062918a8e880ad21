import classes from "./set-by-set.module.css";

// What a work set's line and a warm-up's line share: the saved tick and the tall number fields.

/** A tick drawn, not typed: no font on the phone can leave it out. */
export function Tick() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The number fields' class: 44 px, as tall as the tick (set-by-set.module.css). */
export const TALL = { input: classes.tall };
