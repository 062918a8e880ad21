import { Center, Loader } from "@mantine/core";

export function PageLoader() {
  return (
    <Center py="xl" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}
