import { Alert, Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { ProgramName } from "../api/get-ready-made-programs";

interface ProgramListProps {
  title: string;
  programs: ProgramName[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** Where a program's log lives, e.g. "/exercises". */
  basePath: string;
  emptyText: string;
  errorText: string;
}

/** A heading and the programs under it, each a big tap target leading to its workout log. */
export function ProgramList({ title, programs, isPending, error, basePath, emptyText, errorText }: ProgramListProps) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2}>{title}</Title>
      {isPending && !error && <Loader size="sm" aria-label={`Loading ${title}`} />}
      {error && (
        <Alert color="red" variant="light" role="alert" p="sm">
          {errorText} {error.message}
        </Alert>
      )}
      {programs && programs.length === 0 && <Text c="dimmed">{emptyText}</Text>}
      {programs && programs.length > 0 && (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
          {programs.map((p) => (
            <li key={p.routine_name}>
              <Anchor
                component={Link}
                to={`${basePath}/${encodeURIComponent(p.routine_name)}`}
                size="lg"
                fw={600}
                display="block"
                py="sm"
              >
                {p.routine_name}
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
