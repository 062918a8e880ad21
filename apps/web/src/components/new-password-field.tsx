import { PasswordInput } from "@mantine/core";
import { useId, useState } from "react";
import { PasswordRulesList } from "./password-rules-list";
import { VISIBILITY_TOGGLE_PROPS } from "./visibility-toggle";

interface NewPasswordFieldProps {
  value: string;
  /** Marked invalid (the product's marker) once typed and not meeting the rules. */
  invalid: boolean;
  onChange: (value: string) => void;
  /** "Password" on Create User (the product's label); "New password" where a password is changed. */
  label?: string;
  /** The server's words about this field, shown under it. */
  error?: string;
  /**
   * "focus": the rules list shows while the field has focus (Create User, as docs/product.md has it).
   * "always": it stays, so nothing moves under the lifter's thumb as they leave the field.
   */
  showRules?: "focus" | "always";
}

const RULES_UNDER_ERROR: ("label" | "input" | "error" | "description")[] = ["label", "input", "error", "description"];

/** A new password; the domain's rules list shows which are met as it is typed. */
export function NewPasswordField({
  value,
  invalid,
  onChange,
  label = "Password",
  error,
  showRules = "focus",
}: NewPasswordFieldProps) {
  const rulesId = useId();
  const [focused, setFocused] = useState(false);
  const rulesShown = showRules === "always" || focused;
  return (
    <PasswordInput
      label={label}
      autoComplete="new-password"
      visibilityToggleButtonProps={VISIBILITY_TOGGLE_PROPS}
      size="lg"
      value={value}
      error={error ?? invalid}
      // PasswordInput does not set aria-invalid itself (TextInput does): the marker docs/product.md asks for.
      aria-invalid={invalid || error !== undefined || undefined}
      // The rules list under the field (after its error) is Mantine's description, which describes
      // the field: Mantine drops an aria-describedby given to it. A div, as it holds a list.
      description={
        rulesShown && (
          <PasswordRulesList id={rulesId} password={value} plainWhenEmpty={showRules === "always" && !invalid} />
        )
      }
      descriptionProps={{ component: "div" }}
      inputWrapperOrder={RULES_UNDER_ERROR}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
