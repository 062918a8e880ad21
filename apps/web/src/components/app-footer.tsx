import { Box, Text } from "@mantine/core";

export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" px="md" py="md" ta="center" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
      <Text size="sm" c="gray.7">
        © {year} Ironpath
      </Text>
      <Text size="xs" c="gray.7">
        Logo: Ironpath contributors
      </Text>
    </Box>
  );
}
