import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

export function NotFoundRoute() {
  return (
    <Stack gap="sm">
      <Title order={1}>Page not found</Title>
      <Text>There is nothing at this address.</Text>
      <Anchor component={Link} to="/">
        Go to Home
      </Anchor>
    </Stack>
  );
}
