import { Alert, Button, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { passwordProblems } from "@ironpath/domain/auth/credentials";
import { type FormEvent, useId, useState } from "react";
import { NewPasswordField } from "../../../components/new-password-field";
import { VISIBILITY_TOGGLE_PROPS } from "../../../components/visibility-toggle";
import { notifySuccess } from "../../../lib/notify";
import { useMe } from "../../../lib/signed-in-user";
import { useChangePassword } from "../api/change-password";
import { fieldError } from "../server-errors";

type Field = "currentPassword" | "newPassword";

const PASSWORD_CHANGED = "Password changed. Every other device was signed out.";

/**
 * Change password: the current one proves it is the lifter, the new one meets the domain's rules
 * (shown live). The server's refusal shows under its field; a slow-down (429) says how long to wait.
 */
export function ChangePasswordForm() {
  const headingId = useId();
  const email = useMe().data?.user.email;
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: "", newPassword: "" });
  const [submitted, setSubmitted] = useState(false);
  // A field the lifter has edited since the server answered no longer shows the server's words.
  const [edited, setEdited] = useState<ReadonlySet<Field>>(new Set());
  const change = useChangePassword();

  const newValid = passwordProblems(values.newPassword).length === 0;
  const serverError = (field: Field) => (edited.has(field) ? undefined : fieldError(change.error, field));
  const currentError =
    serverError("currentPassword") ??
    (submitted && values.currentPassword === "" ? "Enter your current password" : undefined);
  const formError =
    change.error && !fieldError(change.error, "currentPassword") && !fieldError(change.error, "newPassword")
      ? change.error.message
      : undefined;

  function edit(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setEdited((fields) => new Set(fields).add(field));
    if (change.isSuccess) change.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (values.currentPassword === "" || !newValid || change.isPending) return;
    setEdited(new Set());
    change.mutate(values, {
      onSuccess: () => {
        setValues({ currentPassword: "", newPassword: "" });
        setSubmitted(false);
        notifySuccess(PASSWORD_CHANGED);
      },
    });
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId} size="h3">
        Change password
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="sm">
          {/* Tells a password manager which account the new password belongs to. */}
          {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            visibilityToggleButtonProps={VISIBILITY_TOGGLE_PROPS}
            size="lg"
            value={values.currentPassword}
            error={currentError}
            aria-invalid={currentError !== undefined || undefined}
            onChange={(e) => edit("currentPassword", e.currentTarget.value)}
          />
          <NewPasswordField
            label="New password"
            showRules="always"
            value={values.newPassword}
            invalid={(submitted || values.newPassword !== "") && !newValid}
            error={serverError("newPassword")}
            onChange={(value) => edit("newPassword", value)}
          />
          {formError && (
            <Alert color="red" variant="light" role="alert" p="sm">
              {formError}
            </Alert>
          )}
          {change.isSuccess && (
            <Alert color="green" variant="light" role="status" p="sm">
              <Text inherit>{PASSWORD_CHANGED}</Text>
            </Alert>
          )}
          <Button type="submit" size="lg" fullWidth loading={change.isPending}>
            Change password
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
