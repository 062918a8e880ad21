import { Stack, Text, Title } from "@mantine/core";

interface PlaceholderScreenProps {
  title: string;
}

/** Stands in for a screen that a later issue builds. */
export function PlaceholderScreen({ title }: PlaceholderScreenProps) {
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      <Text>This screen is coming soon.</Text>
    </Stack>
  );
}
