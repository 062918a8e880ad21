import { passwordSignInOffMessage } from "@ironpath/domain/auth/sign-in-offer";
import { Alert, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useProviders } from "../api/get-providers";
import { SocialSignIn } from "./social-sign-in";

/** True once the server said it turned password sign-in off (decision 0035); on until it says so. */
export function usePasswordSignInOff(): boolean {
  return useProviders().data?.passwordSignIn === false;
}

/** The server's words when password sign-in is off, and the buttons that do sign in. */
export function PasswordSignInOff() {
  const providers = useProviders();
  if (!providers.data) return null;
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" role="status" p="md">
        {passwordSignInOffMessage(providers.data)}
      </Alert>
      <SocialSignIn divider={false} />
    </Stack>
  );
}

/** A password form (registration, reset) or, when the server turned password sign-in off, why not. */
export function PasswordSignInGate({ children }: { children: ReactNode }) {
  return usePasswordSignInOff() ? <PasswordSignInOff /> : children;
}
