import { Button, Fieldset, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { type UserInfoPayload, useAddUserInfo } from "../api/add-user-info";
import type { Profile } from "../api/get-profile";

type Typed = number | string;

interface UserInfoValues {
  firstName: string;
  lastName: string;
  gender: string;
  weight: Typed;
  heightFt: string;
  heightIn: string;
  age: Typed;
  yearsLifting: Typed;
  deadlift1RM: Typed;
  squat1RM: Typed;
  bench1RM: Typed;
  overheadPress1RM: Typed;
}

const GENDER_OPTIONS = [
  { value: "", label: "Choose…" },
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const FEET_OPTIONS = [{ value: "", label: "—" }, ...range(3, 7).map((ft) => ({ value: ft, label: `${ft} ft` }))];
const INCH_OPTIONS = [{ value: "", label: "—" }, ...range(0, 11).map((inch) => ({ value: inch, label: `${inch} in` }))];

/** The four 1RM fields and the exercise name each one has in the profile. */
const ONE_REP_MAX_FIELDS = [
  { key: "deadlift1RM", label: "Deadlift", exercise: "Deadlift" },
  { key: "squat1RM", label: "Squat", exercise: "Squat" },
  { key: "bench1RM", label: "Bench press", exercise: "Bench Press" },
  { key: "overheadPress1RM", label: "Overhead press", exercise: "Overhead Press" },
] as const;

// A group's legend reads like a field label; the fields inside line up with the others.
const FIELDSET_STYLES = {
  root: { padding: 0, margin: 0, border: 0, minWidth: 0 },
  legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", padding: 0, marginBottom: 4 },
};
/** Labels inside a group are lighter than the group's legend. */
const INNER_LABEL_PROPS = { fw: 500 };

function initialValues(profile: Profile | null): UserInfoValues {
  const oneRepMax = (exercise: string): Typed =>
    profile?.oneRepMaxes.find((max) => max.exercise === exercise)?.weight ?? "";
  return {
    firstName: profile?.first_name ?? "",
    lastName: profile?.last_name ?? "",
    gender: profile?.gender ?? "",
    weight: profile?.weight ?? "",
    heightFt: profile ? String(profile.height_ft) : "",
    heightIn: profile ? String(profile.height_in) : "",
    age: profile?.age ?? "",
    yearsLifting: profile?.years_lifting ?? "",
    deadlift1RM: oneRepMax("Deadlift"),
    squat1RM: oneRepMax("Squat"),
    bench1RM: oneRepMax("Bench Press"),
    overheadPress1RM: oneRepMax("Overhead Press"),
  };
}

/** A typed number goes as a number; anything else (blank included) as typed, for the server to judge. */
function asNumber(value: Typed): Typed {
  if (typeof value === "number") return value;
  const trimmed = value.trim();
  return trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : value;
}

function toPayload(values: UserInfoValues): UserInfoPayload {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    gender: values.gender,
    weight: asNumber(values.weight),
    heightFt: asNumber(values.heightFt),
    heightIn: asNumber(values.heightIn),
    age: asNumber(values.age),
    yearsLifting: asNumber(values.yearsLifting),
    deadlift1RM: asNumber(values.deadlift1RM),
    squat1RM: asNumber(values.squat1RM),
    bench1RM: asNumber(values.bench1RM),
    overheadPress1RM: asNumber(values.overheadPress1RM),
  };
}

interface UserInfoFormProps {
  /** The saved details when editing, null for a first entry. */
  profile: Profile | null;
  /** Called once the save has settled, whether it worked or not (spec section 2). */
  onSubmitted: () => void;
}

/**
 * The User Info form (spec sections 2, 3, 5): no client validation; the server checks the values
 * and a toast reports the outcome.
 */
export function UserInfoForm({ profile, onSubmitted }: UserInfoFormProps) {
  const [values, setValues] = useState(() => initialValues(profile));
  const save = useAddUserInfo();
  const set = <K extends keyof UserInfoValues>(key: K, value: UserInfoValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(toPayload(values), { onSettled: onSubmitted });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="User Info">
      <Stack gap="md">
        <TextInput
          label="First name"
          name="firstName"
          autoComplete="given-name"
          size="lg"
          value={values.firstName}
          onChange={(e) => set("firstName", e.currentTarget.value)}
        />
        <TextInput
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          size="lg"
          value={values.lastName}
          onChange={(e) => set("lastName", e.currentTarget.value)}
        />
        <NativeSelect
          label="Gender"
          name="gender"
          autoComplete="sex"
          size="lg"
          data={GENDER_OPTIONS}
          value={values.gender}
          onChange={(e) => set("gender", e.currentTarget.value)}
        />
        <NumberInput
          label="Weight (lbs)"
          name="weight"
          size="lg"
          hideControls
          allowNegative={false}
          decimalScale={1}
          value={values.weight}
          onChange={(value) => set("weight", value)}
        />
        <Fieldset legend="Height" variant="unstyled" styles={FIELDSET_STYLES}>
          <Group grow gap="sm" wrap="nowrap" align="flex-start">
            <NativeSelect
              label="Feet"
              labelProps={INNER_LABEL_PROPS}
              name="heightFt"
              size="lg"
              data={FEET_OPTIONS}
              value={values.heightFt}
              onChange={(e) => set("heightFt", e.currentTarget.value)}
            />
            <NativeSelect
              label="Inches"
              labelProps={INNER_LABEL_PROPS}
              name="heightIn"
              size="lg"
              data={INCH_OPTIONS}
              value={values.heightIn}
              onChange={(e) => set("heightIn", e.currentTarget.value)}
            />
          </Group>
        </Fieldset>
        <Group grow gap="sm" wrap="nowrap" align="flex-start">
          <NumberInput
            label="Age (years)"
            name="age"
            size="lg"
            hideControls
            allowNegative={false}
            allowDecimal={false}
            inputMode="numeric"
            value={values.age}
            onChange={(value) => set("age", value)}
          />
          <NumberInput
            label="Years lifting"
            name="yearsLifting"
            size="lg"
            hideControls
            allowNegative={false}
            decimalScale={1}
            value={values.yearsLifting}
            onChange={(value) => set("yearsLifting", value)}
          />
        </Group>
        <Fieldset legend="One-rep maxes (1RM, optional)" variant="unstyled" styles={FIELDSET_STYLES}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            {ONE_REP_MAX_FIELDS.map((field) => (
              <NumberInput
                key={field.key}
                label={`${field.label} 1RM (lbs)`}
                labelProps={INNER_LABEL_PROPS}
                name={field.key}
                size="lg"
                hideControls
                allowNegative={false}
                decimalScale={1}
                value={values[field.key]}
                onChange={(value) => set(field.key, value)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Button type="submit" size="lg" fullWidth loading={save.isPending}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
