import { ONE_REP_MAXES } from "@ironpath/domain/profile/one-rep-maxes";
import type { Profile } from "@ironpath/domain/profile/user-info.schema";
import { centimetres, heightCmText } from "@ironpath/domain/units/height";
import { Box, Group, List, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { showWeight, type WeightUnit } from "../../../lib/weight-unit";
import { oneRepMax } from "../api/get-profile";

const EMPTY = "—";

/** 5 and 10 → "5 ft 10 in". */
export function formatHeight(feet: number, inches: number): string {
  return `${feet} ft ${inches} in`;
}

/** A weight from the calls (pounds) in the lifter's unit: "180.5 lbs", "81.9 kg". */
export function formatWeight(weight: number | null, unit: WeightUnit): string {
  return weight === null ? EMPTY : showWeight(weight, unit, 1);
}

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box py="sm" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
      <Text component="dt" size="sm" c="gray.7" fw={500}>
        {term}
      </Text>
      <Text component="dd" size="lg" m={0}>
        {children}
      </Text>
    </Box>
  );
}

/** The Profile's read-only facts (docs/product.md section 2): name, e-mail, age, height, weight, years lifting, 1RMs. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <Box component="dl" m={0}>
      <Detail term="Name">{name || EMPTY}</Detail>
      <Detail term="E-mail">{profile.email ?? EMPTY}</Detail>
      <Detail term="Age">{profile.age}</Detail>
      <Detail term="Height">
        {profile.unit === "kg"
          ? heightCmText(profile.height_cm ?? centimetres(profile.height_ft, profile.height_in))
          : formatHeight(profile.height_ft, profile.height_in)}
      </Detail>
      <Detail term="Units">{profile.unit === "kg" ? "Kilograms" : "Pounds"}</Detail>
      <Detail term="Weight">{formatWeight(profile.weight, profile.unit)}</Detail>
      <Detail term="Years lifting">{profile.years_lifting}</Detail>
      <Detail term="One-rep maxes">
        <List listStyleType="none" spacing={4} mt={4} aria-label="One-rep maxes">
          {ONE_REP_MAXES.map(({ label }) => (
            <List.Item key={label}>
              <Group gap="xs" wrap="nowrap">
                <Text component="span" inherit w="10rem">
                  {label}
                </Text>
                <Text component="span" inherit fw={600}>
                  {formatWeight(oneRepMax(profile, label), profile.unit)}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      </Detail>
    </Box>
  );
}
