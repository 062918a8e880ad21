import type { Me } from "@ironpath/domain/auth/auth-api.schema";
import { signInErrorMessage } from "@ironpath/domain/auth/sign-in-errors";
import { type ReactNode, Suspense, lazy } from "react";
import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate, useSearchParams } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { ServerUnreachable } from "../../components/retry-alert";
import { useWeightAssistant } from "../../features/coach/api/get-weight-helper-status";
import { placeOf, useNextPath } from "../../lib/next-path";
import { useMe } from "../../lib/signed-in-user";

// A visitor's sign-in (its password field and the providers' buttons) is not the signed-in lifter's
// Home: it comes when the session says no one is signed in, keeping Home's first load, counted up to
// the page being idle, under its budget (decision 0074).
const LoginPanel = lazy(() =>
  import("../../features/auth/components/login-panel").then((module) => ({ default: module.LoginPanel })),
);

function SignedInHome({ me }: { me: Me }) {
  const weightAssistant = useWeightAssistant();
  return (
    <Stack gap="md">
      {/* A social-only account has no e-mail: no empty "Signed in as". */}
      <Text>
        {me.user.email ? (
          <>
            Signed in as <strong>{me.user.email}</strong>
          </>
        ) : (
          "Signed in"
        )}
      </Text>
      {!me.profileComplete && (
        <Stack gap="xs">
          <Text>Tell us about yourself so the coach can do its maths.</Text>
          <Button component={Link} to="/user-info" size="lg" fullWidth>
            Enter your details
          </Button>
        </Stack>
      )}
      <Button
        component={Link}
        to="/routine_Selection"
        size="lg"
        fullWidth
        variant={me.profileComplete ? "filled" : "light"}
      >
        Go to your programs
      </Button>
      <Button
        size="lg"
        fullWidth
        variant="light"
        loading={weightAssistant.isPending}
        onClick={() => weightAssistant.mutate()}
      >
        Weight Assistant
      </Button>
      <Text ta="center" fw={500}>
        Phase: Early Alpha
      </Text>
    </Stack>
  );
}

export function HomeRoute() {
  const me = useMe();
  const [searchParams] = useSearchParams();
  const errorCode = searchParams.get("error");
  const signInError = errorCode && signInErrorMessage(errorCode, searchParams.get("provider"));
  const next = useNextPath();

  // Signed in (just now, or already) with a deep link to return to: go there.
  if (me.data && next) return <Navigate to={next} replace />;

  let body: ReactNode;
  if (me.data) body = <SignedInHome me={me.data} />;
  else if (me.data === null)
    body = (
      <Suspense fallback={<PageLoader />}>
        <LoginPanel />
      </Suspense>
    );
  else if (me.isPending) body = <PageLoader />;
  else body = <ServerUnreachable>{me.error?.message}</ServerUnreachable>;

  return (
    <Stack gap="lg" maw={440} mx="auto">
      <Title order={1} ta="center">
        Welcome to Ironpath
      </Title>
      {me.data === null && next && (
        // A signed-out deep link brought the visitor here: say where signing in leads.
        <Alert color="indigo" variant="light" p="sm">
          Sign in to go on to {placeOf(next)}.
        </Alert>
      )}
      {signInError && (
        <Alert color="red" variant="light" title="Sign-in failed" role="alert">
          {signInError}
        </Alert>
      )}
      {body}
    </Stack>
  );
}
