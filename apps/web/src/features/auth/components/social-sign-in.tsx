import { type SignInProvider, signInOffers } from "@ironpath/domain/auth/sign-in-offer";
import { Button, Divider, Stack } from "@mantine/core";
import { useProviders } from "../api/get-providers";
import { useNextPath } from "../../../lib/next-path";

// A browser navigation, not an API call: the server runs the provider's redirect flow, and
// returns to `next` (a deep link kept through sign-in) when there is one.
function startSignIn(provider: SignInProvider, next: string | null) {
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
  const buttons = providers.data ? signInOffers(providers.data) : [];
  if (buttons.length === 0) return null;
  return (
    <Stack gap="sm">
      {divider && <Divider label="or" labelPosition="center" />}
      {buttons.map(({ provider, text }) => (
        <Button key={provider} size="lg" fullWidth variant="default" onClick={() => startSignIn(provider, next)}>
          {text}
        </Button>
      ))}
    </Stack>
  );
}
