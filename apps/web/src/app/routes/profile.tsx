import { Button, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { NeedsNetwork, isNoSignal } from "../../components/needs-network";
import { PageLoader } from "../../components/page-loader";
import { useProfile } from "../../features/profile/api/get-profile";
import { EquipmentDetails } from "../../features/profile/components/equipment-details";
import { ProfileDetails } from "../../features/profile/components/profile-details";
import { RetryAlert } from "../../components/retry-alert";

export function ProfileRoute() {
  const profile = useProfile();

  let body: ReactNode;
  if (profile.data) {
    body = <ProfileDetails profile={profile.data} />;
  } else if (profile.data === null) {
    body = (
      <Stack gap="sm">
        <Text>You have not entered your details yet.</Text>
        <Button component={Link} to="/user-info" size="lg" fullWidth>
          Enter your details
        </Button>
      </Stack>
    );
  } else if (profile.isPending) {
    body = <PageLoader />;
  } else if (isNoSignal(profile.error)) {
    body = (
      <NeedsNetwork title="Your profile needs the network">
        It is kept on this phone once opened with a signal; this phone has no copy yet. It shows when the signal
        returns.
      </NeedsNetwork>
    );
  } else {
    body = (
      <RetryAlert title="Could not load your profile" onRetry={() => void profile.refetch()}>
        {profile.error?.message}
      </RetryAlert>
    );
  }

  return (
    <Stack gap="md" maw={440} mx="auto">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1}>Profile</Title>
        {profile.data && (
          <Button component={Link} to="/user-info" variant="light" size="md" miw={88} h={44}>
            Edit
          </Button>
        )}
      </Group>
      {body}
      <EquipmentDetails />
    </Stack>
  );
}
