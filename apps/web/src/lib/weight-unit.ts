import {
  DEFAULT_WEIGHT_UNIT,
  fromPounds,
  parseWeight,
  showWeight,
  toPounds,
  unitWord,
  type WeightUnit,
  weightField,
} from "@ironpath/domain/units/weight-unit";
import { useMe } from "./session";

// The one home of the lifter's unit on the web (issue 22, decision 0063): every weight a screen
// shows or reads goes through these, so a kg lifter never meets a pound. The calls stay in pounds.

export type { WeightUnit };
export { fromPounds, parseWeight, showWeight, toPounds, unitWord, weightField };

/** The signed-in lifter's unit, as the server keeps it; pounds for a visitor or while it loads. */
export function useWeightUnit(): WeightUnit {
  const { data } = useMe();
  return data?.user?.weightUnit ?? DEFAULT_WEIGHT_UNIT;
}
