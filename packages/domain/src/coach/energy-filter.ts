// A day-by-day Kalman filter on two numbers, the lifter's tissue weight W (lb) and expenditure E
// (kcal/day), in the manner of TDEETracker (docs/coach-model.md section 3). Each night W moves by
// (intake − E) / kcal-per-lb; each morning's weigh-in corrects W, and through their shared error, E.
// Unlike a fresh 21-day regression every week, each weigh-in and each logged meal counts once, a
// day's known intake shapes the expected path (a refeed is not mistaken for fat), and the SD says
// how much the logs have really taught.

/** Scale noise of a morning weigh-in, wider than the ~1.2 lb white-noise figure because day-to-day errors run in streaks [U]. */
export const WEIGH_SD_LB = 1.6;
/** A logged day's intake is off by this much (docs/coach-model.md section 8, item 7 [U]). */
const LOGGED_SD_KCAL = 100;
/** An unlogged day may be unlike the logged ones (a party, a sick day): extra doubt on top of their spread [U]. */
const UNLOGGED_EXTRA_SD_KCAL = 300;
/** Doubt about a day's intake before any day is logged. */
const UNKNOWN_INTAKE_SD_KCAL = 500;
/** How far true expenditure may drift in a week (item 7 [U]). */
const DRIFT_SD_KCAL_PER_WEEK = 30;
/** A reading this far off what the filter expects, in SDs, is a typo or a scale on a rug. */
const GATE_SD = 3.5;
/** Adaptive thermogenesis follows intake with a ~14 day time constant (docs/coach-model.md section 2). */
export const ADAPT_DAYS = 14;
/**
 * An unlogged day is not an ordinary day: days off the log come in runs (a trip, a party, a bad week)
 * and people eat more on them. Filled as the logged mean plus this share [U: decision 0069], with the
 * wide doubt below; only the lifter's weigh-ins can say more.
 */
export const UNLOGGED_EXTRA_SHARE = 0.2;
/** A day's intake moves the adaptation at most this far from where it stands: a typed 25,000 is a typo, not a feast. */
const ADAPT_DAY_LIMIT = 0.5;
/** A glycogen water shift settles with a ~2.5 day time constant. */
const WATER_DAYS = 2.5;
/**
 * Glycogen holds water with the carbohydrate eaten, so the scale follows the intake: a cut's start
 * drains about 1 lb for 500 kcal a day less (docs/coach-model.md section 2). A lifter eating away
 * from the goal's planned intake (a bulk whose target climbs as expenditure is learnt, refeeds,
 * lapses) moves the scale by this much per kcal a day, over WATER_DAYS, before any tissue changes
 * [U: decision 0079]. Without it a bulk's rising intake read its glycogen water as fat and lean,
 * and its expenditure as ~50 kcal lower than it was.
 */
export const WATER_LB_PER_KCAL = 1 / 500;

export interface FilterDay {
  weightLb: number | null;
  /** Logged intake, or null (filled with the mean of the logged days, with their spread as its doubt). */
  calories: number | null;
  /** The water expected on the day, lb (else the start's shift, `waterShift`): a phase change moves it. */
  waterLb?: number;
  /** A change in expenditure the lifter told us of as the day began (a new goal's intake or activity). */
  kcalShift?: number;
  /** A new phase starts: unlogged days are filled from its own logged days, or this planned intake until there are two. */
  newPhaseIntake?: number;
  /**
   * With `newPhaseIntake`: the new goal's planned intake less the last one's. What the lifter eats
   * moves by this, from where it was, not to the formula's plan (decision 0086).
   */
  intakeChange?: number;
  /** From this day, the share of a change in intake expenditure follows (a new goal's, `adaptiveShare`). */
  adaptShare?: number;
}

export interface FilterState {
  weight: number;
  kcal: number;
  /** Covariance [[W·W, W·E], [W·E, E·E]]. */
  p: [number, number, number];
}

export interface FilterOptions {
  priorKcal: number;
  priorSdKcal: number;
  kcalPerLb: number;
  /** Energy in a lb gained, when it differs from a lb lost (a lifter in a surplus adds lean tissue). */
  gainKcalPerLb?: number;
  /** Water expected to shift as the phase starts (a cut drains ~1 lb of glycogen water), lb. */
  startWaterLb: number;
  /** How much expenditure changes per lb of body weight (kcal/day per lb). */
  kcalPerLbOfWeight: number;
  /**
   * The first goal's planned intake, which `priorKcal` is already adapted to. When given, expenditure
   * follows the intake eaten after it by `adaptShare` of the change, over ~14 days (the NIH model's
   * adaptive thermogenesis, and NEAT in a surplus), so a target that keeps moving moves it too.
   */
  startIntake?: number;
  adaptShare?: number;
}

/** The water shift expected by day `t` of the phase. */
export function waterShift(startWaterLb: number, t: number): number {
  return startWaterLb * (1 - Math.exp(-(t + 0.5) / WATER_DAYS));
}

/** Fold in the morning's weigh-in, corrected for the expected water shift. */
function observe(s: FilterState, weightLb: number): FilterState {
  const [pww, pwe, pee] = s.p;
  const innovation = weightLb - s.weight;
  const total = pww + WEIGH_SD_LB ** 2;
  if (Math.abs(innovation) > GATE_SD * Math.sqrt(total)) return s;
  const kw = pww / total;
  const ke = pwe / total;
  return {
    weight: s.weight + kw * innovation,
    kcal: s.kcal + ke * innovation,
    p: [(1 - kw) * pww, (1 - kw) * pwe, pee - ke * pwe],
  };
}

/**
 * Move one day on: the day's intake less expenditure is stored or drawn at kcal-per-lb, and
 * expenditure follows the weight as the formula says it does (BMR's 10 kcal/kg × the activity
 * multiplier; docs/coach-model.md section 8, item 5), so a long cut's falling expenditure is not read as noise.
 */
function predict(s: FilterState, intake: number, intakeVar: number, o: FilterOptions): FilterState {
  const [pww, pwe, pee] = s.p;
  // A day in surplus stores at the gain's energy density, a day in deficit draws at the loss's.
  const b = 1 / (intake > s.kcal ? (o.gainKcalPerLb ?? o.kcalPerLb) : o.kcalPerLb);
  const k = o.kcalPerLbOfWeight;
  const change = (intake - s.kcal) * b;
  // Jacobian [[1, −b], [0, 1 − k·b]]; the intake's doubt enters both through the day's change.
  const c = 1 - k * b;
  const q = intakeVar * b * b;
  return {
    weight: s.weight + change,
    kcal: s.kcal + k * change,
    p: [
      pww - 2 * b * pwe + b * b * pee + q,
      c * (pwe - b * pee) + k * q,
      c * c * pee + k * k * q + DRIFT_SD_KCAL_PER_WEEK ** 2 / 7,
    ],
  };
}

/**
 * Run the filter over consecutive days (index 0 is the phase's first day) and return the state after
 * each day's weigh-in (before that day's intake acts), or null for days before the first weigh-in.
 * An unlogged day's intake is taken as the mean of the days logged so far, with their spread as its
 * doubt; before any is logged, as the prior expenditure, with a wide doubt.
 */
export function runFilter(days: readonly FilterDay[], o: FilterOptions): (FilterState | null)[] {
  let intake = { n: 0, sum: 0, squares: 0 };
  let unknownIntake = o.priorKcal;
  let shifted = 0;
  let s: FilterState | null = null;
  let adapted = o.startIntake ?? null;
  // The goal's planned intake, and the level of intake the glycogen water follows.
  let planned = o.startIntake ?? null;
  let level = planned;
  let share = o.adaptShare ?? 0;
  return days.map((day, t) => {
    if (day.newPhaseIntake !== undefined) {
      // A lifter eating a learnt target eats the formula's plan only if the formula was right. The
      // goal's stated change (`kcalShift`) and its water (`waterLb`) already count the plan's change
      // in intake, so the levels the lifter's eating is measured from move by that change. Set to the
      // formula's plan, they read the gap between the learnt estimate and the formula as eating off
      // plan: a quarter to half of it as expenditure, a 500th as lb of water (decision 0086).
      const change = day.intakeChange ?? 0;
      unknownIntake = intake.n >= 2 ? intake.sum / intake.n + change : day.newPhaseIntake;
      intake = { n: 0, sum: 0, squares: 0 };
      if (adapted !== null) adapted += change;
      if (planned !== null) planned += change;
    }
    if (day.adaptShare !== undefined) share = day.adaptShare;
    const water = day.waterLb ?? waterShift(o.startWaterLb, t);
    const held = planned !== null && level !== null ? WATER_LB_PER_KCAL * (level - planned) : 0;
    const corrected = day.weightLb === null ? null : day.weightLb - water - held;
    shifted += day.kcalShift ?? 0;
    if (s !== null && day.kcalShift) s = { ...s, kcal: s.kcal + day.kcalShift };
    if (s === null && corrected !== null) {
      s = { weight: corrected, kcal: o.priorKcal + shifted, p: [WEIGH_SD_LB ** 2, 0, o.priorSdKcal ** 2] };
    } else if (s !== null && corrected !== null) {
      s = observe(s, corrected);
    }
    const after: FilterState | null = s;
    if (day.calories !== null) {
      intake.n++;
      intake.sum += day.calories;
      intake.squares += day.calories ** 2;
    }
    const ate = eaten(day.calories, intake, unknownIntake);
    if (s !== null) s = predict(s, ...ate, o);
    if (level !== null) level += (within(level, ate[0]) - level) * (1 - Math.exp(-1 / WATER_DAYS));
    if (s !== null && adapted !== null) {
      const was = adapted;
      adapted += (within(was, ate[0]) - was) / ADAPT_DAYS;
      s = { ...s, kcal: s.kcal + share * (adapted - was) };
    }
    return after;
  });
}

/** A day's intake as it moves a running level: within ±ADAPT_DAY_LIMIT of it. */
const within = (level: number, intake: number) =>
  Math.min(level * (1 + ADAPT_DAY_LIMIT), Math.max(level * (1 - ADAPT_DAY_LIMIT), intake));

/** The day's intake and its variance. */
function eaten(
  calories: number | null,
  so: { n: number; sum: number; squares: number },
  priorKcal: number,
): [number, number] {
  if (calories !== null) return [calories, LOGGED_SD_KCAL ** 2];
  if (so.n < 2) return [priorKcal, UNKNOWN_INTAKE_SD_KCAL ** 2];
  const mean = so.sum / so.n;
  const spread = Math.max(0, (so.squares - so.n * mean * mean) / (so.n - 1));
  return [mean * (1 + UNLOGGED_EXTRA_SHARE), spread + LOGGED_SD_KCAL ** 2 + UNLOGGED_EXTRA_SD_KCAL ** 2];
}
