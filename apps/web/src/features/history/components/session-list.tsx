import type { HistorySession, HistorySet } from "@ironpath/domain/training/history-api.schema";
import { Button, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { notifySuccess } from "../../../lib/notify";
import { useSessions } from "../api/get-sessions";
import { setFigures, setLabel } from "../format";
import { EditSetDialog, type SetInSession } from "./edit-set-dialog";
import { SaveAsDayDialog } from "./save-as-day-dialog";
import { SessionCard } from "./session-card";
import { NeedsNetwork, isNoSignal, noSignalFor } from "../../../components/needs-network";
import { RetryAlert } from "../../../components/retry-alert";

/** How long a corrected set says "Saved" (the product's success messages last 3 s). */
const SAVED_MS = 3000;

/** The lifter's past sessions, newest first, older ones a page at a time; a set opens its correction. */
export function SessionList() {
  const sessions = useSessions();
  const [editing, setEditing] = useState<SetInSession | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [savingAsDay, setSavingAsDay] = useState<{ id: string; name: string } | null>(null);

  useEffect(() => {
    if (!savedId) return;
    const timer = setTimeout(() => setSavedId(null), SAVED_MS);
    return () => clearTimeout(timer);
  }, [savedId]);

  if (noSignalFor(sessions)) {
    return (
      <NeedsNetwork title="Your history needs the network">
        This phone keeps the sessions History last showed with a signal, and has none yet. They show when the signal
        returns.
      </NeedsNetwork>
    );
  }
  if (sessions.isPending) return <PageLoader />;
  if (sessions.isError && !sessions.data) {
    return (
      <RetryAlert title="Could not load your history" onRetry={() => void sessions.refetch()}>
        {sessions.error.message}
      </RetryAlert>
    );
  }

  const all = sessions.data.pages.flatMap((p) => p.sessions);
  if (all.length === 0) {
    return (
      <Stack gap="sm">
        <Text>No sessions yet. Log a workout and it shows here.</Text>
        <Button component={Link} to="/routine_Selection" size="lg" fullWidth>
          Choose a program
        </Button>
      </Stack>
    );
  }

  const edit = (set: HistorySet, session: HistorySession) => setEditing({ ...set, date: session.date });
  return (
    <Stack gap="md">
      {(!navigator.onLine || isNoSignal(sessions.error)) && (
        <NeedsNetwork title="Showing what this phone kept">
          Your sessions as History last showed them with a signal. A correction or a delete shows at once and is sent
          when the signal returns; sets saved since and older sessions show then.
        </NeedsNetwork>
      )}
      {all.map((session) => (
        <SessionCard
          key={session.key}
          session={session}
          savedId={savedId}
          onEdit={edit}
          onSaveAsDay={(s) => s.workoutId && setSavingAsDay({ id: s.workoutId, name: s.workout ?? s.program })}
        />
      ))}
      {sessions.hasNextPage && (
        <Button
          variant="default"
          size="lg"
          fullWidth
          loading={sessions.isFetchingNextPage}
          onClick={() => void sessions.fetchNextPage()}
        >
          Show older sessions
        </Button>
      )}
      {savingAsDay && (
        <SaveAsDayDialog
          key={savingAsDay.id}
          workoutId={savingAsDay.id}
          workout={savingAsDay.name}
          onClose={() => setSavingAsDay(null)}
        />
      )}
      {editing && (
        <EditSetDialog
          key={editing.id}
          set={editing}
          onClose={() => setEditing(null)}
          onSaved={(set) => {
            setEditing(null);
            setSavedId(set.id);
            // No title: a toast's title turns its message grey, too pale to read in a gym.
            notifySuccess(`Saved: ${set.exercise}, ${setLabel(set).toLowerCase()}, ${setFigures(set)}`);
          }}
          onDeleted={(set) => {
            setEditing(null);
            notifySuccess(`Deleted: ${set.exercise}, ${setLabel(set).toLowerCase()}`);
          }}
        />
      )}
    </Stack>
  );
}
