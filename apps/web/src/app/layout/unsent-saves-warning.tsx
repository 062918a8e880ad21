import { Alert, Button, Stack } from "@mantine/core";
import { useState, useSyncExternalStore } from "react";
import { dropSavesOf, outboxEntries, subscribeOutbox, syncOutbox } from "../../lib/offline/outbox";
import { useMe } from "../../lib/signed-in-user";

/** The signed-in lifter's saves still on this phone (waiting or refused). */
export function useUnsentSaves(): number {
  const me = useMe();
  const saves = useSyncExternalStore(subscribeOutbox, outboxEntries);
  return saves.filter((save) => save.userId === me.data?.user.id).length;
}

/**
 * Log Out with saves not yet on the server (decision 0042): it says so and offers to send them
 * first; logging out anyway drops them, so the next person on this phone never sends them.
 */
export function UnsentSavesWarning({ onLogout, onCancel }: { onLogout: () => void; onCancel: () => void }) {
  const me = useMe();
  const unsent = useUnsentSaves();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function sendFirst() {
    setSending(true);
    await syncOutbox();
    setSending(false);
    const left = outboxEntries().filter((save) => save.userId === me.data?.user.id).length;
    if (left === 0) onLogout();
    else setProblem(navigator.onLine ? "Some saves were not sent: see above the page." : "You are offline.");
  }

  return (
    <Alert color="orange" title={`${unsent === 1 ? "1 save is" : `${unsent} saves are`} not on the server yet`}>
      <Stack gap="sm" align="stretch">
        They are kept on this phone only. Send them before logging out, or they are lost.
        {problem && <span role="alert">{problem}</span>}
        <Button loading={sending} onClick={() => void sendFirst()}>
          Send them first
        </Button>
        <Button
          color="red"
          variant="light"
          onClick={() => {
            if (me.data) void dropSavesOf(me.data.user.id);
            onLogout();
          }}
        >
          Log out and drop them
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Alert>
  );
}
