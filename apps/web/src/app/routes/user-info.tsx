import { Alert, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { useProfile } from "../../features/profile/api/get-profile";
import { EquipmentSection } from "../../features/profile/components/equipment-section";
import { UserInfoForm } from "../../features/profile/components/user-info-form";

export function UserInfoRoute() {
  const profile = useProfile();
  const navigate = useNavigate();

  return (
    <Stack gap="md" maw={440} mx="auto">
      <Title order={1}>User Info</Title>
      <Text>Tell us about yourself so the coach can do its maths. Weights are in the units you choose.</Text>
      {profile.isPending ? (
        <PageLoader />
      ) : (
        <>
          {profile.isError && (
            <Alert color="red" variant="light" title="Could not load your saved details">
              {profile.error.message} You can still enter them below.
            </Alert>
          )}
          {/* Starts from the saved details; a later refetch (after saving) leaves what is typed alone. */}
          <UserInfoForm profile={profile.data ?? null} onSubmitted={() => navigate("/routine_Selection")} />
        </>
      )}
      <EquipmentSection />
    </Stack>
  );
}
