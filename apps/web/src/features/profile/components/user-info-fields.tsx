import { ONE_REP_MAXES } from "@ironpath/domain/profile/one-rep-maxes";
import { GENDERS, HEIGHT_FT, HEIGHT_IN } from "@ironpath/domain/profile/user-info.schema";
import { NativeSelect, TextInput } from "@mantine/core";
import { NUMBER_TEXT_MAX_LENGTH, numberKeypad, numberTextProblem } from "../../../lib/number-text";
import { unitWord, type WeightUnit } from "../../../lib/weight-unit";
import type { UserInfoField } from "./user-info-values";

// The User Info form's fields: how each one is asked. The form lays them out.

interface Option {
  value: string;
  label: string;
}

type FieldSpec =
  | { kind: "text"; label: string; autoComplete: string }
  | { kind: "select"; label: string; options: Option[]; autoComplete?: string; inner?: boolean }
  /**
   * `decimals` 0 asks for a whole number, with the phone's numeric keypad; `name` is how the words
   * of a number written wrong name the field ("Age must be a whole number").
   */
  | { kind: "number"; label: string; name: string; decimals: number; inner?: boolean; weighed?: boolean };

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const range = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
const blank = (label: string): Option => ({ value: "", label });

const GENDER_OPTIONS = [blank("Choose…"), ...GENDERS.map((g) => ({ value: g, label: capitalise(g) }))];
const FEET_OPTIONS = [blank("—"), ...range(HEIGHT_FT).map((ft) => ({ value: ft, label: `${ft} ft` }))];
const UNIT_OPTIONS = [
  { value: "lb", label: "Pounds" },
  { value: "kg", label: "Kilograms" },
];
const INCH_OPTIONS = [blank("—"), ...range(HEIGHT_IN).map((inch) => ({ value: inch, label: `${inch} in` }))];

const ONE_REP_MAX_FIELDS = Object.fromEntries(
  ONE_REP_MAXES.map(({ field, label }) => [
    field,
    { kind: "number", label: `${label} 1RM`, name: `${label} 1RM`, decimals: 1, inner: true, weighed: true },
  ]),
) as Record<(typeof ONE_REP_MAXES)[number]["field"], FieldSpec>;

export const USER_INFO_FIELDS: Record<UserInfoField, FieldSpec> = {
  firstName: { kind: "text", label: "First name", autoComplete: "given-name" },
  lastName: { kind: "text", label: "Last name", autoComplete: "family-name" },
  gender: { kind: "select", label: "Gender", options: GENDER_OPTIONS, autoComplete: "sex" },
  weight: { kind: "number", label: "Weight", name: "Weight", decimals: 1, weighed: true },
  heightFt: { kind: "select", label: "Feet", options: FEET_OPTIONS, inner: true },
  heightIn: { kind: "select", label: "Inches", options: INCH_OPTIONS, inner: true },
  // A kg lifter's height (decision 0071), in place of feet and inches.
  heightCm: { kind: "number", label: "Height (cm)", name: "Height", decimals: 1 },
  age: { kind: "number", label: "Age (years)", name: "Age", decimals: 0 },
  // Whole years: the numeric keypad has no decimal point on every phone.
  yearsLifting: { kind: "number", label: "Years lifting", name: "Years lifting", decimals: 0 },
  ...ONE_REP_MAX_FIELDS,
  // Words without the unit's abbreviation: a kg lifter's screen never says "lb" (issue 22).
  unit: { kind: "select", label: "Units", options: UNIT_OPTIONS },
};

/** How words about a field name it: "Height in feet is required", "Age must be at least 13". */
function spokenName(name: UserInfoField): string {
  if (name === "heightFt") return "Height in feet";
  if (name === "heightIn") return "Height in inches";
  const spec = USER_INFO_FIELDS[name];
  return spec.kind === "number" ? spec.name : spec.label;
}

/** The server's refusal of a field ("is required") in words under it, or undefined. */
export function refusalWords(name: UserInfoField, refused: Record<string, unknown> | null): string | undefined {
  const message = refused?.[name];
  return typeof message === "string" ? `${spokenName(name)} ${message}` : undefined;
}

/** Labels inside a group (height, 1RMs) are lighter than the group's legend. */
const INNER_LABEL_PROPS = { fw: 500 };

interface FieldProps {
  name: UserInfoField;
  value: number | string;
  onChange: (value: number | string) => void;
  /** Why the server refused the value, in words. */
  refusal?: string;
  /** The unit the form's weights are typed in. */
  unit: WeightUnit;
}

/** One field of the table, large enough for a thumb. */
export function UserInfoInputField({ name, value, onChange, refusal, unit }: FieldProps) {
  const spec = USER_INFO_FIELDS[name];
  const label = spec.kind === "number" && spec.weighed ? `${spec.label} (${unitWord(unit)})` : spec.label;
  const common = { label, name, size: "lg", error: refusal } as const;
  const labelProps = spec.kind !== "text" && spec.inner ? INNER_LABEL_PROPS : undefined;
  if (spec.kind === "text") {
    return (
      <TextInput
        {...common}
        autoComplete={spec.autoComplete}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  if (spec.kind === "select") {
    return (
      <NativeSelect
        {...common}
        labelProps={labelProps}
        autoComplete={spec.autoComplete}
        data={spec.options}
        value={String(value)}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  // The text as typed (decision 0030): a number written wrong is said in words, never cut into another.
  const text = String(value);
  return (
    <TextInput
      {...common}
      labelProps={labelProps}
      inputMode={numberKeypad(spec.decimals)}
      autoComplete="off"
      maxLength={NUMBER_TEXT_MAX_LENGTH}
      value={text}
      error={numberTextProblem(text, spec) ?? refusal}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** Why the form's numbers cannot be sent yet, in words, one a field; [] when they are all written right. */
export function userInfoNumberProblems(values: Record<UserInfoField, number | string>): string[] {
  return (Object.keys(USER_INFO_FIELDS) as UserInfoField[]).flatMap((name) => {
    const spec = USER_INFO_FIELDS[name];
    const problem = spec.kind === "number" ? numberTextProblem(String(values[name]), spec) : null;
    return problem ? [problem] : [];
  });
}
