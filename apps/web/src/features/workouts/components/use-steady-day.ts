import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { useMemo, useRef } from "react";
import { steadyDay } from "../steady-day";

/** The shown day, the same objects while what it shows is the same (steady-day.ts). */
export function useSteadyDay(day: DayResponse): DayResponse {
  const shown = useRef<DayResponse | undefined>(undefined);
  const steady = useMemo(() => steadyDay(shown.current, day), [day]);
  shown.current = steady;
  return steady;
}
