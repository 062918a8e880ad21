import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Logo } from "../../../components/logo";
import { useLogin } from "../api/login";
import { VISIBILITY_TOGGLE_PROPS } from "./visibility-toggle";
import { SocialSignIn } from "./social-sign-in";

/** The home login panel for visitors (DESIGN.md section 3). */
export function LoginPanel() {
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

  return (
    <Paper withBorder radius="md" p="lg" aria-label="Sign in" component="section">
      <Stack gap="md">
        <Center>
          <Logo size={72} />
        </Center>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              size="md"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              visibilityToggleButtonProps={VISIBILITY_TOGGLE_PROPS}
              size="md"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            {error && (
              <Alert color="red" variant="light" role="alert" p="sm">
                {error}
              </Alert>
            )}
            <Button type="submit" size="md" fullWidth loading={login.isPending}>
              Sign in
            </Button>
          </Stack>
        </form>
        <SocialSignIn />
        <Text ta="center" fw={500}>
          Phase: Early Alpha
        </Text>
        <Text ta="center">
          New here?{" "}
          <Anchor component={Link} to="/create-user" fw={600}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
