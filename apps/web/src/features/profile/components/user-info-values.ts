import { ONE_REP_MAXES } from "@ironpath/domain/profile/one-rep-maxes";
import { HEIGHT_CM, centimetres, feetAndInches } from "@ironpath/domain/units/height";
import type { Profile, UserInfoInput } from "@ironpath/domain/profile/user-info.schema";
import type { UserInfoBody } from "../api/add-user-info";
import { normalNumberText } from "../../../lib/number-text";
import { DRAFT_KEY_PREFIX } from "../../../lib/user-data";
import { oneRepMax } from "../api/get-profile";
import { fromPounds, toPounds, type WeightUnit } from "../../../lib/weight-unit";

export type UserInfoField = keyof UserInfoInput;
/** Each field as its input holds it: text, a select's value, or a number ("" while empty). */
export type UserInfoValues = Record<UserInfoField, number | string>;

/** The form starts from the saved details when editing, else blank. */
export function initialValues(profile: Profile | null, unitNow: WeightUnit = "lb"): UserInfoValues {
  const unit = profile?.unit ?? unitNow;
  // Weights come in pounds; the form shows them in the lifter's unit (decision 0063).
  const shown = (lbs: number | null | undefined) => (lbs === null || lbs === undefined ? "" : fromPounds(lbs, unit, 1));
  const maxes = ONE_REP_MAXES.map(({ field, label }) => [field, profile ? shown(oneRepMax(profile, label)) : ""]);
  return {
    unit,
    firstName: profile?.first_name ?? "",
    lastName: profile?.last_name ?? "",
    gender: profile?.gender ?? "",
    weight: shown(profile?.weight),
    heightFt: profile ? String(profile.height_ft) : "",
    heightIn: profile ? String(profile.height_in) : "",
    // A kg lifter types cm (decision 0071): as they typed it, else their feet and inches in cm.
    heightCm: profile ? String(profile.height_cm ?? centimetres(profile.height_ft, profile.height_in)) : "",
    age: profile?.age ?? "",
    yearsLifting: profile?.years_lifting ?? "",
    ...(Object.fromEntries(maxes) as Record<(typeof ONE_REP_MAXES)[number]["field"], number | string>),
  };
}

/**
 * A typed number goes as a number (a comma read as the point); anything else (blank included) as
 * typed, for the server to judge. The form sends no number written wrong (user-info-fields.tsx).
 */
function asNumber(value: number | string): number | string {
  if (typeof value === "number") return value;
  const trimmed = normalNumberText(value, 1);
  return trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : value;
}

/**
 * The body to send: names and gender as typed, every other field as a number once it is one. The
 * unit goes only when it is not the product's pounds or changes from `unitBefore`: a pound lifter's
 * body is the product's, letter for letter.
 */
export function toBody(values: UserInfoValues, unitBefore: WeightUnit = "lb"): UserInfoBody {
  const { firstName, lastName, gender, unit, heightCm, ...rest } = values;
  const weightUnit: WeightUnit = unit === "kg" ? "kg" : "lb";
  // A kg lifter's cm go with the feet and inches they are (decision 0071); a pound lifter's body
  // has no cm, letter for letter the product's.
  const cm = asNumber(heightCm);
  const numbers =
    weightUnit === "kg" ? { ...rest, ...(typeof cm === "number" ? feetAndInches(cm) : {}), heightCm: cm } : rest;
  const asNumbers = Object.fromEntries(
    Object.entries(numbers).map(([field, value]) => {
      const n = asNumber(value);
      // A weight goes in pounds at the field's decimal, exact both ways (decision 0063).
      return [field, typeof n === "number" && isWeighed(field) ? toPounds(n, weightUnit, 1) : n];
    }),
  );
  return {
    firstName: String(firstName),
    lastName: String(lastName),
    gender: gender as UserInfoBody["gender"],
    ...(weightUnit !== "lb" || unitBefore !== "lb" ? { unit: weightUnit } : {}),
    ...(asNumbers as Omit<UserInfoBody, "firstName" | "lastName" | "gender" | "unit">),
  };
}

const isWeighed = (field: string) => field === "weight" || ONE_REP_MAXES.some((m) => m.field === field);

/** The form's weights as typed, moved to another unit: the lifter sees the same weights in it. */
export function inUnit(values: UserInfoValues, unit: WeightUnit): UserInfoValues {
  const from: WeightUnit = values.unit === "kg" ? "kg" : "lb";
  if (from === unit) return values;
  const moved = Object.entries(values).map(([field, value]) => {
    const n = asNumber(value);
    return [field, typeof n === "number" && isWeighed(field) ? fromPounds(toPounds(n, from, 1), unit, 1) : value];
  });
  return { ...(Object.fromEntries(moved) as UserInfoValues), ...heightIn(values, unit), unit };
}

/** The height typed, in the other unit's fields: feet and inches to cm, cm to the nearest inch. */
function heightIn(values: UserInfoValues, unit: WeightUnit): Partial<UserInfoValues> {
  if (unit === "kg") {
    const [ft, inches] = [asNumber(values.heightFt), asNumber(values.heightIn)];
    return typeof ft === "number" && typeof inches === "number" ? { heightCm: String(centimetres(ft, inches)) } : {};
  }
  const cm = asNumber(values.heightCm);
  if (typeof cm !== "number" || cm < HEIGHT_CM.min || cm > HEIGHT_CM.max) return {};
  const { heightFt, heightIn: inches } = feetAndInches(cm);
  return { heightFt: String(heightFt), heightIn: String(inches) };
}

// What was typed, kept for this tab when a save did not reach the server and the form moved on (the
// product's way): Back to User Info brings it again. A draft key, so sign-in and sign-out forget it.
const DRAFT_KEY = `${DRAFT_KEY_PREFIX}user-info`;

export function keepDraft(values: UserInfoValues): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // No storage: the typing is lost, as before.
  }
}

/** The values a failed save left, once (a saved form starts from the profile again). */
export function takeDraft(): UserInfoValues | null {
  try {
    const kept = sessionStorage.getItem(DRAFT_KEY);
    return kept ? (JSON.parse(kept) as UserInfoValues) : null;
  } catch {
    return null;
  }
}

export function dropDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}
