import { Alert, Button, Stack } from "@mantine/core";
import { Navigate, Outlet } from "react-router";
import { useMe } from "../features/auth/api/get-me";
import { PageLoader } from "./page-loader";

/** Guards the signed-in routes: a visitor lands on Home. */
export function RequireUser() {
  const me = useMe();
  if (me.data) return <Outlet />;
  if (me.data === null) return <Navigate to="/" replace />;
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
