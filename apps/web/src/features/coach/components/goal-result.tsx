import { Alert } from "@mantine/core";
import { ApiError, messageOf } from "../../../lib/api";
import { notifyWarning } from "../../../lib/notify";
import { ProfileNeeded } from "./coach-gate";

/**
 * A started phase's warnings (e.g. a fast rate), shown as the lifter arrives on the assistant: the
 * start leaves the goal screen, so they are carried onto the next one and go when the lifter leaves it.
 */
export function showWarnings(warnings: readonly string[]): void {
  for (const message of warnings) notifyWarning(message, "Worth knowing", { carry: true });
}

/** Why a phase did not start: the server's words (400), the user info missing (409), or no answer. */
export function StartError({ error }: { error: unknown }) {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 409) return <ProfileNeeded />;
  return (
    <Alert color="red" variant="light" role="alert" title="The phase did not start">
      {messageOf(error, { tryAgain: true })}
    </Alert>
  );
}
