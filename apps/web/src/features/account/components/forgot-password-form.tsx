import { RESET_LINK_MINUTES } from "@ironpath/domain/auth/account-api.schema";
import { INVALID_EMAIL_MESSAGE, isValidEmail } from "@ironpath/domain/auth/credentials";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { EmailField } from "../../../components/email-field";

/** The one answer, whether or not the e-mail has an account: it tells a stranger nothing. */
export const RESET_REQUESTED = `If an account has this e-mail, a link is on its way. It works for ${RESET_LINK_MINUTES} minutes.`;

const TOUCH_LINK = { display: "inline-flex", alignItems: "center", minHeight: 44, minWidth: 44 } as const;

/** Asks for a password-reset link by e-mail. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const request = useRequestPasswordReset();
  const emailValid = isValidEmail(email.trim());

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (emailValid && !request.isPending) request.mutate(email.trim());
  }

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" p="md">
          <Text inherit fw={600}>
            {RESET_REQUESTED}
          </Text>
        </Alert>
        <Text>
          No e-mail after a few minutes? Look in the spam folder, or ask whoever runs this Ironpath to reset your
          password for you.
        </Text>
        <Button component={Link} to="/" size="lg" fullWidth>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Reset your password">
      <Stack gap="sm">
        <Text>Enter the e-mail you sign in with. We will send a link to choose a new password.</Text>
        <EmailField
          value={email}
          error={submitted && !emailValid ? INVALID_EMAIL_MESSAGE : undefined}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        {request.error && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {request.error.message}
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={request.isPending}>
          Send reset link
        </Button>
        <Text ta="center">
          <Anchor component={Link} to="/" fw={600} px="xs" style={TOUCH_LINK}>
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
