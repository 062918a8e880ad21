import { Button, Divider, Stack } from "@mantine/core";
import { useProviders } from "../api/get-providers";
import { useNextPath } from "../../../lib/next-path";

// A browser navigation, not an API call: the server runs the provider's redirect flow, and
// returns to `next` (a deep link kept through sign-in) when there is one.
function startSignIn(provider: "google" | "facebook", next: string | null) {
  window.location.assign(`/api/auth/${provider}${next ? `?${new URLSearchParams({ next })}` : ""}`);
}

/** 'Sign in with Google' / 'Sign in with Facebook', each only when the server has it configured. */
export function SocialSignIn() {
  const providers = useProviders();
  const next = useNextPath();
  if (!providers.data?.google && !providers.data?.facebook) return null;
  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {providers.data.google && (
        <Button size="lg" fullWidth variant="default" onClick={() => startSignIn("google", next)}>
          Sign in with Google
        </Button>
      )}
      {providers.data.facebook && (
        <Button size="lg" fullWidth variant="default" onClick={() => startSignIn("facebook", next)}>
          Sign in with Facebook
        </Button>
      )}
    </Stack>
  );
}
