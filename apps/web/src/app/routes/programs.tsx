import { Anchor, Button, Divider, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useUserCreatedPrograms } from "../../features/programs/api/get-user-created-programs";
import { useUserPrograms } from "../../features/programs/api/get-user-programs";
import { ProgramList } from "../../features/programs/components/program-list";
import { ReadyMadeProgramPicker } from "../../features/programs/components/ready-made-program-picker";

/** The Programs screen (/routine_Selection): choose a routine, open a program, or build one. */
export function ProgramsRoute() {
  const userPrograms = useUserPrograms();
  const createdPrograms = useUserCreatedPrograms();

  return (
    <Stack gap="lg">
      <Title order={1}>Programs</Title>
      <ReadyMadeProgramPicker />
      <Divider />
      <ProgramList
        title="Ironpath Programs"
        programs={userPrograms.data}
        isPending={userPrograms.isPending}
        error={userPrograms.error}
        basePath="/exercises"
        emptyText="No programs yet. Choose a routine above and add it."
        errorText="Your programs could not be loaded."
      />
      <ProgramList
        title="Your Personal Programs"
        programs={createdPrograms.data}
        isPending={createdPrograms.isPending}
        error={createdPrograms.error}
        basePath="/user-created-exercises"
        emptyText="No personal programs yet."
        errorText="Your personal programs could not be loaded."
      />
      <Anchor component={Link} to="/add-program" size="lg" fw={600} py="sm">
        Add Program
      </Anchor>
      <Divider />
      <Text c="gray.8">No program today? Log what you lift as you go; it goes to History.</Text>
      <Button component={Link} to="/empty-workout" variant="outline" size="md" h={48}>
        Start an empty workout
      </Button>
    </Stack>
  );
}
