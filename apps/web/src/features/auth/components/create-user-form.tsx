import { Alert, Button, Stack } from "@mantine/core";
import { isValidEmail, passwordProblems, type Registration } from "@ironpath/domain/auth/credentials";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useNextPath } from "../../../lib/next-path";
import { useRegister } from "../api/register";
import { NewPasswordField } from "../../../components/new-password-field";
import { EmailField } from "../../../components/email-field";

/** Below an e-mail the rules refuse, once the lifter has left the field (the marker shows as they type). */
const EMAIL_HINT = "Enter an e-mail address such as name@example.com.";

interface CreateUserFormProps {
  /** The product's navigation to / after a registration. */
  onCreated: () => void;
}

/** Registers, then goes on: `onCreated` (the product's /), then the deep link that led here, if any. */
function useCreateAccount(onCreated: () => void) {
  const register = useRegister();
  const navigate = useNavigate();
  // A signed-out deep link that led here through Home's "Create an account".
  const next = useNextPath();
  const create = (registration: Registration) =>
    register.mutate(registration, {
      onSuccess: () => {
        onCreated();
        // Then on to the deep link, in place of Home in the history.
        if (next) navigate(next, { replace: true });
      },
    });
  return { create, isPending: register.isPending, error: register.error };
}

/** Create User (docs/product.md sections 2, 4, 5): the button is enabled only when both fields are valid. */
export function CreateUserForm({ onCreated }: CreateUserFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [emailTyped, setEmailTyped] = useState(false);
  const [emailLeft, setEmailLeft] = useState(false);
  const [passwordTyped, setPasswordTyped] = useState(false);
  const register = useCreateAccount(onCreated);

  const emailValid = isValidEmail(email);
  const passwordValid = passwordProblems(password).length === 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!emailValid || !passwordValid || register.isPending) return;
    register.create({ email, password });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <EmailField
          value={email}
          // docs/product.md marks the field invalid as it is typed; the words come once the lifter moves on.
          error={emailTyped && !emailValid && (emailLeft ? EMAIL_HINT : true)}
          onBlur={() => setEmailLeft(emailTyped)}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setEmailTyped(true);
          }}
        />
        <NewPasswordField
          value={password}
          invalid={passwordTyped && !passwordValid}
          onChange={(value) => {
            setPassword(value);
            setPasswordTyped(true);
          }}
        />
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
