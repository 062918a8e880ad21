// A weigh-in far off the trend is asked about before it counts (issue 21, item 8: a typo moved the
// next day's target by a median 197 kcal, up to 950). The server stores it unconfirmed and keeps it
// out of the model until the lifter confirms it or sends the weight they meant.
import {
  DEFAULT_WEIGHT_UNIT,
  KG_PER_LB,
  type WeightUnit,
  fromPounds,
  showWeight,
  toPounds,
} from "../units/weight-unit";
import { COACH_LIMITS } from "./api.schema";
import { OUTLIER_LB, type DayLog, trend } from "./trend";

const LB_PER_KG = 1 / KG_PER_LB;
/**
 * Before any weigh-in counts, a first one further than this share from User Info's weight is asked
 * about [U]. User Info's may be weeks old, so not the trend's 4 lb; the slips a form accepts (kg
 * typed as lb or lb as kg, a digit lost, the first two swapped) are 40 % or more off.
 */
export const FIRST_WEIGH_IN_SHARE = 0.15;

export interface WeightQuestion {
  /** The trend the weight was weighed against. */
  trendLb: number;
  /** No weigh-in counts yet: `trendLb` is the weight typed into User Info. */
  fromUserInfo: boolean;
  /**
   * The likeliest weight meant (a slipped decimal, swapped digits, the other unit), or null: in
   * pounds, a round figure (one decimal) in the lifter's unit (decision 0119).
   */
  suggestion: number | null;
  message: string;
}

/**
 * Numbers a slip of the finger turns `w` from, as typed: a decimal point moved, two digits swapped,
 * the other unit's figure typed (`perOther`: this unit's figure for one of the other unit).
 */
function slips(w: number, perOther: number): number[] {
  const text = w.toFixed(1);
  const digits = text.replace(".", "");
  const swapped: number[] = [];
  for (let i = 0; i + 1 < digits.length; i++) {
    const d = [...digits];
    [d[i], d[i + 1]] = [d[i + 1]!, d[i]!];
    swapped.push(Number(`${d.slice(0, -1).join("")}.${d.at(-1)}`));
  }
  return [w / 10, w * 10, w / 100, w * perOther, ...swapped].map((x) => Math.round(x * 10) / 10);
}

/**
 * The weights, in pounds, a slip turns `weightLb` from, made on the number the lifter typed in their
 * unit (decision 0119): a kg lifter's 78.5 for 87.5 swaps kilogram digits, and their unit slip is a
 * pound figure typed as kg. Each is a round figure in that unit, in pounds at the calls' decimals.
 */
function slipsLb(weightLb: number, unit: WeightUnit): number[] {
  if (unit === "lb") return slips(weightLb, LB_PER_KG);
  return slips(fromPounds(weightLb, unit), KG_PER_LB).map((x) => toPounds(x, unit));
}

/**
 * The question for `weightLb` logged on `date`, or null when it is near enough the trend of the
 * confirmed weigh-ins before that date. Before any, the weight typed into User Info stands for the
 * trend: a first weigh-in typed wrong had nothing to be asked against, seeded the trend and moved
 * the formula's target by up to 2,818 kcal for simulated lifters (issue 21). The guess and the
 * words are in the lifter's `unit` (decision 0119); the weights in and out are pounds.
 */
export function weightQuestion(
  days: readonly DayLog[],
  date: string,
  weightLb: number,
  userInfoWeightLb?: number,
  unit: WeightUnit = DEFAULT_WEIGHT_UNIT,
): WeightQuestion | null {
  const before = trend(days.filter((d) => d.date < date)).filter((p) => !p.outlier);
  const fromUserInfo = before.length === 0;
  const trendLb = before.at(-1)?.trendLb ?? userInfoWeightLb;
  const limit = fromUserInfo ? FIRST_WEIGH_IN_SHARE * (trendLb ?? 0) : OUTLIER_LB;
  if (trendLb === undefined || Math.abs(weightLb - trendLb) <= limit) return null;
  // The trend follows confirmed far readings only 0.4 lb a day: a body that really moved (10 % lighter
  // after weeks away) was asked about every morning for weeks. Near the last reading it follows, no
  // question, and a slip's weight meant may be near that reading.
  const last = before.at(-1);
  const followed = last?.followed ? (last.weightLb ?? undefined) : undefined;
  const nearFollowed = (x: number) => followed !== undefined && Math.abs(x - followed) <= OUTLIER_LB;
  if (nearFollowed(weightLb)) return null;
  const { min, max } = COACH_LIMITS.weightLb;
  const body = followed ?? trendLb;
  const near = slipsLb(weightLb, unit)
    .filter((x) => x >= min && x <= max && (Math.abs(x - trendLb) <= limit || nearFollowed(x)))
    .sort((a, b) => Math.abs(a - body) - Math.abs(b - body));
  const suggestion = near[0] ?? null;
  const words = weightQuestionWords({ weightLb, trendLb, suggestion, fromUserInfo }, unit);
  return { trendLb, suggestion, fromUserInfo, message: words };
}

/** The question in the lifter's unit, as the server's answer and the screen both say it. */
export function weightQuestionWords(
  q: { weightLb: number; trendLb: number; suggestion: number | null; fromUserInfo?: boolean | undefined },
  unit: WeightUnit,
): string {
  const off = Math.abs(q.weightLb - q.trendLb);
  const from = q.fromUserInfo ? "the weight in your User Info" : "your trend weight";
  const far = `${showWeight(q.weightLb, unit, 1)} is ${showWeight(off, unit, 1)} from ${from} (${showWeight(q.trendLb, unit, 1)})`;
  return q.suggestion === null
    ? `${far}. Is it right? It counts once you confirm it.`
    : `${far}. Did you mean ${showWeight(q.suggestion, unit, 1)}? It counts once you confirm it.`;
}
