import { Alert, Button, Stack } from "@mantine/core";
import { useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { homeWithNext } from "../../lib/next-path";
import { useMe } from "../../lib/session";

/** Guards the signed-in routes: a visitor lands on Home, which returns them here after sign-in. */
export function RequireUser() {
  const me = useMe();
  const location = useLocation();
  // Signed in a moment ago (Log Out, or the session ended): plain Home, so the next person to sign
  // in on this phone is not sent to the previous user's page.
  const hadUser = useRef(false);
  if (me.data) {
    hadUser.current = true;
    return <Outlet />;
  }
  if (me.data === null) {
    return <Navigate to={hadUser.current ? "/" : homeWithNext(location.pathname + location.search)} replace />;
  }
  if (me.isPending) return <PageLoader />;
  return (
    <Alert color="red" title="Could not reach the server">
      <Stack gap="sm" align="flex-start">
        {me.error?.message}
        <Button size="md" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
