import { Alert, Button, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { ApiError, messageOf } from "../../../lib/api";
import { useMe } from "../../../lib/signed-in-user";
import { NeedsNetwork, isNoSignal } from "../../../components/needs-network";
import { RetryAlert } from "../../../components/retry-alert";

/** The one sentence of why, wherever the coach finds no user info (docs/design.md section 5). */
export const PROFILE_NEEDED =
  "The coach works out your calories from your sex, age, height and weight, so it needs your details first.";

export function ProfileNeeded() {
  return (
    <Alert color="indigo" variant="light" title="Your details first">
      <Stack gap="sm" align="flex-start">
        <Text>{PROFILE_NEEDED}</Text>
        <Button component={Link} to="/user-info" size="lg">
          Enter your details
        </Button>
      </Stack>
    </Alert>
  );
}

/** The coach screens need the user info: without it they send the lifter to /user-info. */
export function CoachGate({ children }: { children: ReactNode }) {
  const me = useMe();
  if (!me.data) return <PageLoader />;
  if (!me.data.profileComplete) return <ProfileNeeded />;
  return children;
}

interface CoachProblemProps {
  error: unknown;
  onRetry: () => void;
}

/** A coach call that failed: no user info (409), no such phase (404), or something else to retry. */
export function CoachProblem({ error, onRetry }: CoachProblemProps) {
  if (isNoSignal(error)) {
    return (
      <NeedsNetwork title="The coach's figures need the network">
        Your targets, trend and steps are worked out again by the server from every day you entered: they show when the
        signal returns.
      </NeedsNetwork>
    );
  }
  if (error instanceof ApiError && error.status === 409) return <ProfileNeeded />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Alert color="indigo" variant="light" title="No phase running">
        <Stack gap="sm" align="flex-start">
          <Text>{error.message}</Text>
          <Button component={Link} to="/weightloss" size="lg">
            Choose a goal
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <RetryAlert title="Could not load the coach" onRetry={onRetry}>
      <Text>{messageOf(error)}</Text>
    </RetryAlert>
  );
}
