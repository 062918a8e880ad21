import { RESET_TOKEN_PATTERN } from "@ironpath/domain/auth/account-api.schema";
import { passwordProblems } from "@ironpath/domain/auth/credentials";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { NewPasswordField } from "../../../components/new-password-field";
import { useCompletePasswordReset } from "../api/complete-password-reset";
import { fieldError } from "../server-errors";

const INCOMPLETE_LINK = "This link is not complete. Open the link from the e-mail again, or ask for a new one.";

/** The token of the e-mailed link, `#token=…`: in the fragment, which no server or proxy logs. */
export function readResetToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return token && RESET_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * The token is read once and then taken out of the address bar, so it is not left in the
 * history or in a screenshot of the page. A reload then needs the e-mail's link again.
 */
function useResetToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => readResetToken(location.hash));
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  return token;
}

function AskAgain({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" p="md">
        {message}
      </Alert>
      <Button component={Link} to="/forgot-password" size="lg" fullWidth>
        Ask for a new link
      </Button>
    </Stack>
  );
}

/** A new password from the e-mailed link; `onDone` once it is set (every device is then signed out). */
export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const token = useResetToken();
  const [password, setPassword] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [editedSinceAnswer, setEditedSinceAnswer] = useState(false);
  const complete = useCompletePasswordReset();
  const valid = passwordProblems(password).length === 0;

  if (!token) return <AskAgain message={INCOMPLETE_LINK} />;
  // Used, unknown or expired: the link is spent, only a new one helps.
  const deadLink = fieldError(complete.error, "token");
  if (deadLink) return <AskAgain message={deadLink} />;

  const passwordError = editedSinceAnswer ? undefined : fieldError(complete.error, "newPassword");
  const formError = complete.error && !passwordError && !editedSinceAnswer ? complete.error.message : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!token || !valid || complete.isPending) return;
    setEditedSinceAnswer(false);
    complete.mutate({ token, newPassword: password }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="sm">
        <Text>Choose a new password. Setting it signs every device out, this one too.</Text>
        <NewPasswordField
          label="New password"
          showRules="always"
          value={password}
          invalid={(submitted || password !== "") && !valid}
          error={passwordError}
          onChange={(value) => {
            setPassword(value);
            setEditedSinceAnswer(true);
          }}
        />
        {formError && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {formError}
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={complete.isPending}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
