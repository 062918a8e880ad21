import { PasswordInput } from "@mantine/core";
import { useId, useState } from "react";
import { PasswordRulesList } from "./password-rules-list";
import { VISIBILITY_TOGGLE_PROPS } from "./visibility-toggle";

interface NewPasswordFieldProps {
  value: string;
  /** Marked invalid (the spec's marker) once typed and not meeting the rules. */
  invalid: boolean;
  onChange: (value: string) => void;
}

/** The password of a new account; while it has focus, the rules list shows which are met. */
export function NewPasswordField({ value, invalid, onChange }: NewPasswordFieldProps) {
  const rulesId = useId();
  const [focused, setFocused] = useState(false);
  return (
    <>
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        visibilityToggleButtonProps={VISIBILITY_TOGGLE_PROPS}
        size="lg"
        value={value}
        error={invalid}
        // PasswordInput does not set aria-invalid itself (TextInput does): the marker the spec asks for.
        aria-invalid={invalid || undefined}
        aria-describedby={focused ? rulesId : undefined}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {focused && <PasswordRulesList id={rulesId} password={value} />}
    </>
  );
}
