import { z } from "zod";

// The product's rules for a new exercise name (docs/product.md section 5, shown inside the 'Add Exercise' dialog),
// written once for the dialog and the server.
//
// One message at a time, the first rule that fails, in this order:
//   1. required        (empty or only spaces)
//   2. at least 2      (length of the text as typed)
//   3. at most 100
//   4. harmful SQL     (before the word format, so "Bench;Press" or "select" is told the real reason)
//   5. word format     (each word a capital letter then letters, digits, ' or -; single spaces)
// The text is not trimmed: leading, trailing or double spaces fail the word format, so what the
// user sees in the field is exactly what gets stored.
//
// The SQL rule follows docs/product.md literally: statement keywords are refused as whole words in any
// case, so a real name such as "Drop Set Curl" is refused too. The keyword list is kept to
// statement keywords (not FROM, AND, OR, TABLE...) so ordinary names like "Clean And Press" pass.
// Storage uses bound parameters anyway; this rule is the product's, not our injection defence.

export const EXERCISE_NAME_MIN_LENGTH = 2;
export const EXERCISE_NAME_MAX_LENGTH = 100;

export const EXERCISE_NAME_MESSAGES = {
  required: "Exercise name is required.",
  tooShort: "Exercise name must be at least 2 characters long.",
  tooLong: "Exercise name cannot exceed 100 characters.",
  harmful:
    "Exercise name contains potentially harmful characters or patterns. Please avoid special SQL characters or keywords.",
  format:
    "Each word must start with a capital letter (e.g., 'Bench Press', 'Overhead Squat', 'Farmer's Walk'). Numbers and hyphens are allowed within words.",
} as const;

export const SQL_KEYWORDS = [
  "SELECT",
  "INSERT",
  "UPDATE",
  "DELETE",
  "DROP",
  "ALTER",
  "CREATE",
  "TRUNCATE",
  "UNION",
  "EXEC",
  "EXECUTE",
  "GRANT",
  "REVOKE",
] as const;

/** Statement separator, comment markers, and quoting/escape characters. */
const SQL_CHARACTERS = [";", "--", "/*", "*/", '"', "`", "\\"] as const;
const SQL_KEYWORD_PATTERN = new RegExp(`\\b(?:${SQL_KEYWORDS.join("|")})\\b`, "i");

/** A word: a capital letter, then letters and digits, with ' or - only between them. */
const WORD = "[A-Z][A-Za-z0-9]*(?:['-][A-Za-z0-9]+)*";
const NAME_PATTERN = new RegExp(`^${WORD}(?: ${WORD})*$`);

export function looksLikeSql(name: string): boolean {
  return SQL_CHARACTERS.some((c) => name.includes(c)) || SQL_KEYWORD_PATTERN.test(name);
}

/** The first rule the name breaks (see the order above), or null when it is a valid new name. */
export function exerciseNameProblem(name: string): string | null {
  if (name.trim() === "") return EXERCISE_NAME_MESSAGES.required;
  if (name.length < EXERCISE_NAME_MIN_LENGTH) return EXERCISE_NAME_MESSAGES.tooShort;
  if (name.length > EXERCISE_NAME_MAX_LENGTH) return EXERCISE_NAME_MESSAGES.tooLong;
  if (looksLikeSql(name)) return EXERCISE_NAME_MESSAGES.harmful;
  if (!NAME_PATTERN.test(name)) return EXERCISE_NAME_MESSAGES.format;
  return null;
}

// A missing or non-text name gets the "required" message too, so the server answers like the dialog.
export const exerciseNameSchema = z.string({ error: EXERCISE_NAME_MESSAGES.required }).superRefine((name, ctx) => {
  const problem = exerciseNameProblem(name);
  if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
});
