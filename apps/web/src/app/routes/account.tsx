import { Stack, Title } from "@mantine/core";
import { ChangePasswordForm } from "../../features/account/components/change-password-form";
import { SignedInDevices } from "../../features/account/components/signed-in-devices";

/** /account: what secures the lifter's account, their password and their signed-in devices. */
export function AccountRoute() {
  return (
    <Stack gap="xl" maw={440} mx="auto">
      <Title order={1}>Account</Title>
      <ChangePasswordForm />
      <SignedInDevices />
    </Stack>
  );
}
