import { TextInput, type TextInputProps } from "@mantine/core";

/** The e-mail field of signing up, signing in and a password reset: the phone's e-mail keyboard and autofill. */
export function EmailField(props: Omit<TextInputProps, "label" | "type" | "inputMode" | "autoComplete" | "size">) {
  return <TextInput label="E-mail" type="email" inputMode="email" autoComplete="email" size="lg" {...props} />;
}
