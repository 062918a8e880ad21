import { z } from "zod";

// The product's registration rules (docs/product.md section 5), written once: the Create User form shows them live
// and the server enforces exactly the same ones.

export const PASSWORD_MIN_LENGTH = 8;
/** Upper bounds docs/product.md does not state; they keep hashing and storage bounded. */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

/** What the server and the forms say of an e-mail that is not one. */
export const INVALID_EMAIL_MESSAGE = "Enter a valid e-mail address";

const SPECIAL_CHARACTERS = "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?";
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface PasswordRule {
  id: "length" | "special" | "uppercase";
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "length",
    message: "Password - Must be atleast 8 characters long",
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: "special",
    message: "Password - Must contain a special character",
    test: (p) => [...p].some((c) => SPECIAL_CHARACTERS.includes(c)),
  },
  {
    id: "uppercase",
    message: "Password - Must contain an uppercase letter",
    test: (p) => /[A-Z]/.test(p),
  },
];

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Messages of the rules the password breaks, in the product's order; empty when it is valid. */
export function passwordProblems(password: string): string[] {
  const problems = PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.message);
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`Password - Must be at most ${PASSWORD_MAX_LENGTH} characters long`);
  }
  return problems;
}

export const emailSchema = z
  .string()
  .trim()
  .refine(isValidEmail, { message: INVALID_EMAIL_MESSAGE })
  .meta({ format: "email", examples: ["lifter@example.com"] });

export const newPasswordSchema = z
  .string()
  .superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: "custom", message });
  })
  .meta({ examples: ["Squat#2025"] });

export const registrationSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
});

/** Login checks shape only: the rules are for new passwords, and a wrong one is just wrong. */
export const loginSchema = z.strictObject({
  email: z.string().trim().min(1, "E-mail is required").max(EMAIL_MAX_LENGTH),
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX_LENGTH),
});

export type Registration = z.infer<typeof registrationSchema>;
export type Login = z.infer<typeof loginSchema>;
