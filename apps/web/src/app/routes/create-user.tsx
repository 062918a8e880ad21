import { Stack, Title } from "@mantine/core";
import { useNavigate } from "react-router";
import { CreateUserForm } from "../../features/auth/components/create-user-form";
import { PasswordSignInGate } from "../../features/auth/components/password-sign-in-gate";

export function CreateUserRoute() {
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={440} mx="auto">
      <Title order={1}>Create User</Title>
      <PasswordSignInGate>
        <CreateUserForm onCreated={() => navigate("/")} />
      </PasswordSignInGate>
    </Stack>
  );
}
