import { ONE_REP_MAXES } from "@ironpath/domain/profile/one-rep-maxes";
import type { Profile } from "@ironpath/domain/profile/user-info.schema";
import { Button, Fieldset, Group, SimpleGrid, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useAddUserInfo } from "../api/add-user-info";
import { UserInfoInputField, userInfoNumberProblems } from "./user-info-fields";
import { type UserInfoField, initialValues, toBody } from "./user-info-values";

// A group's legend reads like a field label; the fields inside line up with the others.
const FIELDSET_STYLES = {
  root: { padding: 0, margin: 0, border: 0, minWidth: 0 },
  legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", padding: 0, marginBottom: 4 },
};

interface UserInfoFormProps {
  /** The saved details when editing, null for a first entry. */
  profile: Profile | null;
  /** Called once the save has settled, whether it worked or not (spec section 2). */
  onSubmitted: () => void;
}

/**
 * The User Info form (spec sections 2, 3, 5): the server checks the values and a toast reports the
 * outcome; only a number written wrong ("29.5" years) is refused here, under its field.
 */
export function UserInfoForm({ profile, onSubmitted }: UserInfoFormProps) {
  const [values, setValues] = useState(() => initialValues(profile));
  const save = useAddUserInfo();
  const field = (name: UserInfoField) => (
    <UserInfoInputField
      key={name}
      name={name}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
    />
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    // A number written wrong is said under its field; nothing is sent until it is fixed (decision 0030).
    if (userInfoNumberProblems(values).length > 0) return;
    save.mutate(toBody(values), { onSettled: onSubmitted });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="User Info">
      <Stack gap="md">
        {field("firstName")}
        {field("lastName")}
        {field("gender")}
        {field("weight")}
        <Fieldset legend="Height" variant="unstyled" styles={FIELDSET_STYLES}>
          <Group grow gap="sm" wrap="nowrap" align="flex-start">
            {field("heightFt")}
            {field("heightIn")}
          </Group>
        </Fieldset>
        <Group grow gap="sm" wrap="nowrap" align="flex-start">
          {field("age")}
          {field("yearsLifting")}
        </Group>
        <Fieldset legend="One-rep maxes (1RM, optional)" variant="unstyled" styles={FIELDSET_STYLES}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            {ONE_REP_MAXES.map((max) => field(max.field))}
          </SimpleGrid>
        </Fieldset>
        <Button type="submit" size="lg" fullWidth loading={save.isPending}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
