import { Alert, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { isValidEmail, passwordProblems } from "@ironpath/domain/auth/credentials";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { VISIBILITY_TOGGLE_PROPS } from "./visibility-toggle";
import { useRegister } from "../api/register";
import { useNextPath } from "../../../lib/next-path";
import { PasswordRulesList } from "./password-rules-list";

interface CreateUserFormProps {
  /** The spec's navigation to / after a registration. */
  onCreated: () => void;
}

/** Create User (spec sections 2, 4, 5): the button is enabled only when both fields are valid. */
export function CreateUserForm({ onCreated }: CreateUserFormProps) {
  const rulesId = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [emailTyped, setEmailTyped] = useState(false);
  const [passwordTyped, setPasswordTyped] = useState(false);
  const [passwordFocused, setPasswordFocused] = useState(false);
  const register = useRegister();
  const navigate = useNavigate();
  // A signed-out deep link that led here through Home's "Create an account".
  const next = useNextPath();

  const emailValid = isValidEmail(email);
  const passwordValid = passwordProblems(password).length === 0;
  const passwordInvalid = passwordTyped && !passwordValid;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!emailValid || !passwordValid || register.isPending) return;
    register.mutate(
      { email, password },
      {
        onSuccess: () => {
          onCreated();
          // Then on to the deep link, in place of Home in the history.
          if (next) navigate(next, { replace: true });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          size="lg"
          value={email}
          error={emailTyped && !emailValid}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setEmailTyped(true);
          }}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          visibilityToggleButtonProps={VISIBILITY_TOGGLE_PROPS}
          size="lg"
          value={password}
          error={passwordInvalid}
          // PasswordInput does not set aria-invalid itself (TextInput does): the marker the spec asks for.
          aria-invalid={passwordInvalid || undefined}
          aria-describedby={passwordFocused ? rulesId : undefined}
          onFocus={() => setPasswordFocused(true)}
          onBlur={() => setPasswordFocused(false)}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setPasswordTyped(true);
          }}
        />
        {passwordFocused && <PasswordRulesList id={rulesId} password={password} />}
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={!emailValid || !passwordValid}
          loading={register.isPending}
          // Keep focus (and the rules list, and so the layout) where it is while the button is
          // pressed: a blur that collapses the list would move the button out from under the tap.
          onMouseDown={(e) => e.preventDefault()}
        >
          Create User
        </Button>
        {register.error && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {register.error.message}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
