import { Stack, Title } from "@mantine/core";
import { ChangePasswordForm } from "../../features/account/components/change-password-form";
import { SignedInDevices } from "../../features/account/components/signed-in-devices";
import { YourData } from "../../features/your-data/components/your-data";

/** /account: what secures the lifter's account (password, signed-in devices) and their data (export, import). */
export function AccountRoute() {
  return (
    <Stack gap="xl" maw={440} mx="auto">
      <Title order={1}>Account</Title>
      <ChangePasswordForm />
      <SignedInDevices />
      <YourData />
    </Stack>
  );
}
