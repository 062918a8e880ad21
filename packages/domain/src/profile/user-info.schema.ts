import { z } from "zod";
import { weightUnitSchema } from "../units/weight-unit.schema";
import { integer, numeric } from "../wire";
import { HEIGHT_CM, HEIGHT_CM_DECIMALS, feetAndInches, sameHeight } from "../units/height";

const name = z.string().trim().min(1, "is required").max(50, "must be at most 50 characters");
/** A 1RM is optional: empty, null or absent means not known. */
const oneRepMax = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v),
  numeric(1, 2000, 1).nullable(),
);

/** The choices the form offers for gender and for height in feet and in inches. */
export const GENDERS = ["female", "male"] as const;
export const HEIGHT_FT = { min: 3, max: 7 } as const;
export const HEIGHT_IN = { min: 0, max: 11 } as const;

/** The product's User Info fields (weight in lbs, height in feet and inches). */
export const userInfoSchema = z
  .strictObject({
    firstName: name,
    lastName: name,
    gender: z.enum(GENDERS, "must be female or male"),
    weight: numeric(50, 1000, 1),
    heightFt: integer(HEIGHT_FT.min, HEIGHT_FT.max),
    heightIn: integer(HEIGHT_IN.min, HEIGHT_IN.max),
    age: integer(13, 100),
    yearsLifting: numeric(0, 80, 1),
    deadlift1RM: oneRepMax,
    squat1RM: oneRepMax,
    bench1RM: oneRepMax,
    overheadPress1RM: oneRepMax,
    /**
     * The lifter's unit (issue 22, decision 0063): optional, absent keeps the one they have (lb for a
     * new lifter). The weights above stay in pounds whatever it says; it says how they are shown.
     */
    unit: weightUnitSchema.optional(),
    /**
     * Height in centimetres as a kg lifter typed it (decision 0071): optional, and when given it is
     * the height heightFt and heightIn say (the nearest inch), which stay the product's fields.
     */
    heightCm: numeric(HEIGHT_CM.min, HEIGHT_CM.max, HEIGHT_CM_DECIMALS).optional(),
  })
  .superRefine((info, ctx) => {
    if (info.heightCm === undefined || sameHeight(info.heightCm, info.heightFt, info.heightIn)) return;
    const { heightFt, heightIn } = feetAndInches(info.heightCm);
    const message = `must be the height heightFt and heightIn say (${heightFt} ft ${heightIn} in)`;
    ctx.addIssue({ code: "custom", path: ["heightCm"], message });
  });

export type UserInfoInput = z.input<typeof userInfoSchema>;
export type UserInfo = z.output<typeof userInfoSchema>;

/** The product's Profile fields; height is in inches (also split into feet and inches), weights in lbs. */
const profileSchema = z.object({
  age: z.number(),
  email: z.string().nullable(),
  first_name: z.string(),
  height: z.number(),
  height_ft: z.number(),
  height_in: z.number(),
  /** The height in cm: as a kg lifter typed it, else the feet and inches in cm (decision 0071). */
  height_cm: z.number(),
  last_name: z.string(),
  gender: z.enum(["female", "male"]),
  weight: z.number(),
  years_lifting: z.number(),
  oneRepMaxes: z.array(z.object({ exercise: z.string(), weight: z.number().nullable() })),
  /** The lifter's unit (decision 0063); the weights above are pounds whatever it is. */
  unit: weightUnitSchema,
});

/** GET /api/query/profile. */
export const profileResponseSchema = z.object({ data: profileSchema });
export type Profile = z.infer<typeof profileSchema>;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
