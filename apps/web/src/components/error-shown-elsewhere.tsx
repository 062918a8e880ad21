import { VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./error-shown-elsewhere.module.css";

/**
 * The `error` of a Mantine field whose words already show elsewhere on the screen (an alert, a line
 * of messages under a row of fields): Mantine's own error describes the field and marks it invalid,
 * here read out but not shown twice, and with no room kept for it under the field (the module's
 * CSS). Mantine drops an `aria-describedby` passed to its inputs, so a field's words are tied to it
 * this way. Nothing when there are no words.
 */
export function errorShownElsewhere(words: string | null | undefined): ReactNode {
  return words ? <VisuallyHidden className={classes.words}>{words}</VisuallyHidden> : undefined;
}
