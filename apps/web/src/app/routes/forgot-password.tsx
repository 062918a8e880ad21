import { Stack, Title } from "@mantine/core";
import { ForgotPasswordForm } from "../../features/account/components/forgot-password-form";
import { PasswordSignInGate } from "../../features/auth/components/password-sign-in-gate";

/** /forgot-password: ask for a reset link by e-mail (Home's login panel links here). */
export function ForgotPasswordRoute() {
  return (
    <Stack gap="md" maw={440} mx="auto">
      <Title order={1}>Forgot your password?</Title>
      <PasswordSignInGate>
        <ForgotPasswordForm />
      </PasswordSignInGate>
    </Stack>
  );
}
