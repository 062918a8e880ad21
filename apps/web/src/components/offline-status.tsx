import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useEffect, useSyncExternalStore } from "react";
import { queryClient } from "../lib/query-client";
import { dropSave, lastSync, outboxEntries, retrySave, subscribeOutbox, syncOutbox } from "../lib/offline/outbox";
import { navigatedTo } from "../lib/offline/service-worker";
import { startOffline } from "../lib/offline/start";

// Loaded when the browser is idle after the first paint (app-layout.tsx): it starts what works
// offline (the service worker, the kept answers, the outbox's sending) and says, above every
// screen, whether the phone is offline, how many saves wait to sync, and which the server refused.

startOffline(queryClient);

const subscribeOnline = (listener: () => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

/** How long "sent" stays up after a sync. */
const SYNCED_SHOWN_MS = 15_000;

export function OfflineStatus({ path }: { path: string }) {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const saves = useSyncExternalStore(subscribeOutbox, outboxEntries);
  const synced = useSyncExternalStore(subscribeOutbox, lastSync);
  useEffect(() => navigatedTo(path), [path]);

  const refused = saves.filter((save) => save.refused !== undefined);
  const waiting = saves.length - refused.length;
  const recentlySynced = synced && Date.now() - synced.at < SYNCED_SHOWN_MS && waiting === 0;
  if (online && saves.length === 0 && !recentlySynced) return null;

  return (
    <Stack gap="xs" mb="md">
      {!online && (
        <Alert color="gray" title="You are offline">
          Sets are kept on this phone and sent when the signal returns. Screens that need the server (the coach's
          figures, History beyond what this phone keeps) wait for it.
        </Alert>
      )}
      {waiting > 0 && (
        <Group gap="sm" role="status" aria-live="polite">
          <Text size="sm" fw={600}>
            {waiting === 1 ? "1 save" : `${waiting} saves`} kept on this phone, waiting to sync
          </Text>
          {online && (
            <Button size="compact-sm" variant="light" onClick={() => void syncOutbox()}>
              Send now
            </Button>
          )}
        </Group>
      )}
      {recentlySynced && (
        <Text size="sm" role="status">
          {synced.count === 1 ? "1 save" : `${synced.count} saves`} made on this phone reached the server. Where a set
          was also changed on another device, the save that reached the server last is kept.
        </Text>
      )}
      {refused.map((save) => (
        <Alert key={save.key} color="red" title={`Not saved: ${save.label}`}>
          <Stack gap="xs" align="flex-start">
            {save.refused}
            {save.dayChange && (
              <Text size="sm">
                What you saved on that exercise after it waits on this phone until you send it again or drop it.
              </Text>
            )}
            <Group gap="sm">
              <Button size="compact-sm" onClick={() => void retrySave(save.key)}>
                Send again
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => void dropSave(save.key)}>
                Drop it
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
