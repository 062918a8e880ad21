import { Stack, Title } from "@mantine/core";
import { useNavigate } from "react-router";
import { CreateUserForm } from "../../features/auth/components/create-user-form";

export function CreateUserRoute() {
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={440} mx="auto">
      <Title order={1}>Create User</Title>
      <CreateUserForm onCreated={() => navigate("/")} />
    </Stack>
  );
}
