import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text } from "@mantine/core";
import { type FormEvent, Suspense, lazy, useState } from "react";
import { Link } from "react-router";
import { Logo } from "../../../components/logo";
import { NEXT_PARAM, useNextPath } from "../../../lib/next-path";
import { useProviders } from "../api/get-providers";
import { useLogin } from "../api/login";
import { VISIBILITY_TOGGLE_PROPS } from "../../../components/visibility-toggle";
import { EmailField } from "../../../components/email-field";
import { errorShownElsewhere } from "../../../components/error-shown-elsewhere";

// The providers' buttons wait for the server's list anyway, so they load beside it, out of Home's
// first-load budget (decision 0012); the notice for password sign-in turned off is rarer still.
const SocialSignIn = lazy(() => import("./social-sign-in").then((m) => ({ default: m.SocialSignIn })));
const PasswordSignInOff = lazy(() => import("./password-sign-in-gate").then((m) => ({ default: m.PasswordSignInOff })));

// A 44 px tall touch target, still reading as a link in the sentence.
const TOUCH_LINK = { display: "inline-flex", alignItems: "center", minHeight: 44, minWidth: 44 } as const;

/** E-mail and password; a blank one is named before anything is sent; a slow-down (429) says how long. */
function LoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const login = useLogin();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const blank = email.trim() === "" || password === "";
    setMissing(blank);
    if (!blank) login.mutate({ email: email.trim(), password });
  }

  const error = missing ? "Enter your e-mail and password." : login.error?.message;
  // "Enter your e-mail and password" shows in the alert; a field still blank is described by it (and
  // marked invalid), until it is typed.
  const blankError = (blank: boolean) => errorShownElsewhere(missing && blank ? error : null);
  const passwordBlank = missing && password === "";

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <EmailField
          value={email}
          error={blankError(email.trim() === "")}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          visibilityToggleButtonProps={VISIBILITY_TOGGLE_PROPS}
          size="lg"
          value={password}
          error={blankError(password === "")}
          // PasswordInput does not set aria-invalid itself (TextInput does).
          aria-invalid={passwordBlank || undefined}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {error}
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

/** The home login panel for visitors (docs/design.md section 3). */
export function LoginPanel() {
  // A deep link to return to after sign-in (Home goes there once `me` is known) or after Create User.
  const next = useNextPath();
  const createUserPath = next ? `/create-user?${new URLSearchParams({ [NEXT_PARAM]: next })}` : "/create-user";
  // Only the providers' buttons when the server turned password sign-in off (decision 0035).
  const passwordOff = useProviders().data?.passwordSignIn === false;

  return (
    <Paper withBorder radius="md" p="lg" aria-label="Sign in" component="section">
      <Stack gap="md">
        <Center>
          <Logo size={72} />
        </Center>
        {passwordOff ? (
          <Suspense fallback={null}>
            <PasswordSignInOff />
          </Suspense>
        ) : (
          <>
            <LoginForm />
            <Text ta="center">
              <Anchor component={Link} to="/forgot-password" fw={600} px="xs" style={TOUCH_LINK}>
                Forgot password?
              </Anchor>
            </Text>
            <Suspense fallback={null}>
              <SocialSignIn />
            </Suspense>
          </>
        )}
        <Text ta="center" fw={500}>
          Phase: Early Alpha
        </Text>
        {!passwordOff && (
          <Text ta="center">
            New here?{" "}
            <Anchor component={Link} to={createUserPath} fw={600} px="xs" style={TOUCH_LINK}>
              Create an account
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
