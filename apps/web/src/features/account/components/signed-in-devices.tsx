import type { AccountSession } from "@ironpath/domain/auth/account-api.schema";
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { PageLoader } from "../../../components/page-loader";
import { useAuthSessions } from "../api/get-auth-sessions";
import { useSignOutOthers } from "../api/sign-out-others";
import { useSignOutAuthSession } from "../api/sign-out-auth-session";
import { formatWhen } from "../format-when";
import { RetryAlert } from "../../../components/retry-alert";

export function endedSentence(ended: number): string {
  if (ended === 0) return "No other device was signed in.";
  return `Signed out of ${ended} other ${ended === 1 ? "device" : "devices"}.`;
}

interface DeviceRowProps {
  session: AccountSession;
  pending: boolean;
  disabled: boolean;
  onSignOut: () => void;
}

function DeviceRow({ session, pending, disabled, onSignOut }: DeviceRowProps) {
  const nameId = useId();
  return (
    <Paper component="li" withBorder p="md" aria-labelledby={nameId}>
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} id={nameId}>
              {session.device}
            </Text>
            {session.current && <Badge size="lg">This device</Badge>}
          </Group>
          <Text size="sm" c="gray.8">
            Signed in {formatWhen(session.createdAt)}
          </Text>
          <Text size="sm" c="gray.8">
            Last active {formatWhen(session.lastSeenAt)}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="md"
          h={44}
          // The label keeps its width; the device's name and dates wrap beside it.
          style={{ flexShrink: 0 }}
          loading={pending}
          disabled={disabled}
          onClick={onSignOut}
          aria-describedby={nameId}
        >
          Sign out
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * Signed-in devices: each session of the lifter, this browser's marked, each with Sign out, and
 * Sign out everywhere else. Signing out this browser's own session goes Home, signed out.
 */
export function SignedInDevices() {
  const headingId = useId();
  const sessions = useAuthSessions();
  const signOut = useSignOutAuthSession();
  const signOutOthers = useSignOutOthers();
  const [done, setDone] = useState<string>();

  function endOne(session: AccountSession) {
    setDone(undefined);
    signOutOthers.reset();
    // Signing out this device goes Home (the hook does it): nothing more to show here.
    signOut.mutate(session, { onSuccess: () => setDone(`Signed out: ${session.device}.`) });
  }

  function endOthers() {
    setDone(undefined);
    signOut.reset();
    signOutOthers.mutate(undefined, { onSuccess: (ended) => setDone(endedSentence(ended)) });
  }

  const list = sessions.data ?? [];
  const busy = signOut.isPending || signOutOthers.isPending;
  const error = signOut.error ?? signOutOthers.error;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId} size="h3">
        Signed-in devices
      </Title>
      {sessions.isPending && <PageLoader />}
      {sessions.isError && <RetryAlert onRetry={() => void sessions.refetch()}>{sessions.error.message}</RetryAlert>}
      {sessions.isSuccess && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-labelledby={headingId}>
          {list.map((session) => (
            <DeviceRow
              key={session.id}
              session={session}
              pending={signOut.isPending && signOut.variables?.id === session.id}
              disabled={busy}
              onSignOut={() => endOne(session)}
            />
          ))}
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" p="sm">
          {error.message}
        </Alert>
      )}
      {done && (
        <Alert color="green" variant="light" role="status" p="sm">
          {done}
        </Alert>
      )}
      {sessions.isSuccess && (
        <Button
          variant="outline"
          size="lg"
          fullWidth
          loading={signOutOthers.isPending}
          disabled={busy}
          onClick={endOthers}
        >
          Sign out everywhere else
        </Button>
      )}
    </Stack>
  );
}
