import { Button, Divider, Stack } from "@mantine/core";
import { useProviders } from "../api/get-providers";

// A browser navigation, not an API call: the server runs the provider's redirect flow.
function startSignIn(provider: "google" | "facebook") {
  window.location.assign(`/api/auth/${provider}`);
}

/** 'Sign in with Google' / 'Sign in with Facebook', each only when the server has it configured. */
export function SocialSignIn() {
  const providers = useProviders();
  if (!providers.data?.google && !providers.data?.facebook) return null;
  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {providers.data.google && (
        <Button size="lg" fullWidth variant="default" onClick={() => startSignIn("google")}>
          Sign in with Google
        </Button>
      )}
      {providers.data.facebook && (
        <Button size="lg" fullWidth variant="default" onClick={() => startSignIn("facebook")}>
          Sign in with Facebook
        </Button>
      )}
    </Stack>
  );
}
