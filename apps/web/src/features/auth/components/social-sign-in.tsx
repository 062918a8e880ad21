import { Button, Divider, Stack } from "@mantine/core";
import { useProviders } from "../api/get-providers";
import { useNextPath } from "../../../lib/next-path";

type Provider = "google" | "facebook" | "oidc";

// A browser navigation, not an API call: the server runs the provider's redirect flow, and
// returns to `next` (a deep link kept through sign-in) when there is one.
function startSignIn(provider: Provider, next: string | null) {
  window.location.assign(`/api/auth/${provider}${next ? `?${new URLSearchParams({ next })}` : ""}`);
}

/**
 * The server's own OpenID provider (with the text it configured), 'Sign in with Google' and
 * 'Sign in with Facebook', each only when the server has it configured. `divider` sets them
 * apart from the password form above.
 */
export function SocialSignIn({ divider = true }: { divider?: boolean }) {
  const providers = useProviders();
  const next = useNextPath();
  const buttons: [Provider, string][] = [];
  if (providers.data?.oidc) buttons.push(["oidc", providers.data.oidc]);
  if (providers.data?.google) buttons.push(["google", "Sign in with Google"]);
  if (providers.data?.facebook) buttons.push(["facebook", "Sign in with Facebook"]);
  if (buttons.length === 0) return null;
  return (
    <Stack gap="sm">
      {divider && <Divider label="or" labelPosition="center" />}
      {buttons.map(([provider, text]) => (
        <Button key={provider} size="lg" fullWidth variant="default" onClick={() => startSignIn(provider, next)}>
          {text}
        </Button>
      ))}
    </Stack>
  );
}
