import { Alert, Button } from "@mantine/core";
import type { ReactNode } from "react";
import { notifySuccess } from "../../../lib/notify";
import { ignoreRefusal } from "./ignore-refusal";

interface CopyFooterProps {
  /** The copy call's state: its refusal shown above the button, the button busy while it runs. */
  copy: { isError: boolean; error: Error | null; isPending: boolean };
  /** Nothing chosen to copy to yet. */
  disabled: boolean;
  /** Sends the copy; answers the days written. */
  send: () => Promise<number>;
  /** What the toast says of `count` days written. */
  done: (count: number) => string;
  close: () => void;
  children: ReactNode;
}

/** The copy dialogs' foot: the server's refusal in words, and the button that copies, says so and closes. */
export function CopyFooter({ copy, disabled, send, done, close, children }: CopyFooterProps) {
  return (
    <>
      {copy.isError && (
        <Alert color="red" variant="light" role="alert" p="sm">
          {copy.error?.message}
        </Alert>
      )}
      <Button
        size="lg"
        disabled={disabled}
        loading={copy.isPending}
        onClick={() =>
          send().then((count) => {
            notifySuccess(done(count));
            close();
          }, ignoreRefusal)
        }
      >
        {children}
      </Button>
    </>
  );
}
