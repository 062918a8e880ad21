import { z } from "zod";
import { WEIGHT_UNITS } from "./weight-unit";

// Apart from weight-unit.ts, whose helpers the app's first screen loads: a schema there brought
// all of zod into the first load.
export const weightUnitSchema = z.enum(WEIGHT_UNITS, "must be lb or kg");
