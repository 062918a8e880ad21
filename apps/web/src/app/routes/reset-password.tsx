import { Alert, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Navigate } from "react-router";
import { ResetPasswordForm } from "../../features/account/components/reset-password-form";
import { LoginPanel } from "../../features/auth/components/login-panel";
import { useMe } from "../../lib/signed-in-user";
import { PasswordSignInGate } from "../../features/auth/components/password-sign-in-gate";

export const PASSWORD_SET = "Your new password is set and every device was signed out. Sign in with it below.";

/** /reset-password#token=…: the page the reset e-mail links to; once set, sign in right here. */
export function ResetPasswordRoute() {
  const [done, setDone] = useState(false);
  const me = useMe();
  // Signed in with the new password: on to Home, as a sign-in there would.
  if (done && me.data) return <Navigate to="/" replace />;
  return (
    <Stack gap="md" maw={440} mx="auto">
      <Title order={1}>Reset your password</Title>
      {done ? (
        <>
          <Alert color="green" variant="light" role="status" p="md">
            <Text inherit fw={600}>
              {PASSWORD_SET}
            </Text>
          </Alert>
          <LoginPanel />
        </>
      ) : (
        <PasswordSignInGate>
          <ResetPasswordForm onDone={() => setDone(true)} />
        </PasswordSignInGate>
      )}
    </Stack>
  );
}
