import { ONE_REP_MAXES } from "@ironpath/domain/profile/one-rep-maxes";
import type { Profile } from "@ironpath/domain/profile/user-info.schema";
import { Alert, Button, Fieldset, Group, SimpleGrid, Stack } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { USER_INFO_NOT_SAVED_TITLE, refusedFields, useAddUserInfo } from "../api/add-user-info";
import { UserInfoInputField, refusalWords, userInfoNumberProblems } from "./user-info-fields";
import { useWeightUnit, type WeightUnit } from "../../../lib/weight-unit";
import { type UserInfoField, dropDraft, initialValues, inUnit, keepDraft, takeDraft, toBody } from "./user-info-values";

// A group's legend reads like a field label; the fields inside line up with the others.
const FIELDSET_STYLES = {
  root: { padding: 0, margin: 0, border: 0, minWidth: 0 },
  legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", padding: 0, marginBottom: 4 },
};

interface UserInfoFormProps {
  /** The saved details when editing, null for a first entry. */
  profile: Profile | null;
  /**
   * Called once the save is done, or failed without the server answering (docs/product.md section 2: the form
   * moves on); not when the server refused a field, which the form then shows (decision 0032).
   */
  onSubmitted: () => void;
}

/**
 * The User Info form (docs/product.md sections 2, 3, 5): the server checks the values and a toast reports the
 * outcome; only a number written wrong ("29.5" years) is refused here, under its field. A value the
 * server refuses is said under its field and the form stays, as typed.
 */
export function UserInfoForm({ profile, onSubmitted }: UserInfoFormProps) {
  const unitNow = useWeightUnit();
  const [values, setValues] = useState(() => takeDraft() ?? initialValues(profile, unitNow));
  const unit: WeightUnit = values.unit === "kg" ? "kg" : "lb";
  // The fields the server refused, until each is changed.
  const [refused, setRefused] = useState<Record<string, unknown> | null>(null);
  const save = useAddUserInfo();
  const field = (name: UserInfoField) => (
    <UserInfoInputField
      key={name}
      name={name}
      value={values[name]}
      refusal={refusalWords(name, refused)}
      unit={unit}
      onChange={(value) => {
        // Another unit shows the weights already typed in it (decision 0063).
        if (name === "unit") setValues((current) => inUnit(current, value === "kg" ? "kg" : "lb"));
        else setValues((current) => ({ ...current, [name]: value }));
        setRefused((current) => current && { ...current, [name]: undefined });
      }}
    />
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    // A number written wrong is said under its field; nothing is sent until it is fixed (decision 0030).
    if (userInfoNumberProblems(values).length > 0) return;
    setRefused(null);
    save.mutate(toBody(values, unitNow), {
      onSuccess: () => {
        dropDraft();
        onSubmitted();
      },
      onError: (error) => {
        const fields = refusedFields(error);
        if (fields) return setRefused(fields);
        keepDraft(values);
        onSubmitted();
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="User Info">
      <Stack gap="md">
        {field("unit")}
        {field("firstName")}
        {field("lastName")}
        {field("gender")}
        {field("weight")}
        {unit === "kg" ? (
          field("heightCm")
        ) : (
          <Fieldset legend="Height" variant="unstyled" styles={FIELDSET_STYLES}>
            <Group grow gap="sm" wrap="nowrap" align="flex-start">
              {field("heightFt")}
              {field("heightIn")}
            </Group>
          </Fieldset>
        )}
        <Group grow gap="sm" wrap="nowrap" align="flex-start">
          {field("age")}
          {field("yearsLifting")}
        </Group>
        <Fieldset legend="One-rep maxes (1RM, optional)" variant="unstyled" styles={FIELDSET_STYLES}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            {ONE_REP_MAXES.map((max) => field(max.field))}
          </SimpleGrid>
        </Fieldset>
        {refused && (
          <Alert color="red" variant="light" role="alert" title={USER_INFO_NOT_SAVED_TITLE}>
            Check the fields marked above.
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={save.isPending}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
