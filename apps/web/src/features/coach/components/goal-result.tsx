import { Alert } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ApiError, messageOf } from "../../../lib/api";
import { ProfileNeeded } from "./coach-gate";

/** A started phase's warnings (e.g. a fast rate), shown as the lifter arrives on the assistant. */
export function showWarnings(warnings: readonly string[]): void {
  for (const message of warnings) {
    notifications.show({ color: "yellow", title: "Worth knowing", message, autoClose: 8000 });
  }
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
