import { type WeightUnit, fromPounds, roundTo, showWeight, toPounds } from "../units/weight-unit";

// The sentence a lifter's Monday answer keeps for a changed target (decision 0088). Its body
// weights are kept as marks in pounds, as every figure is, and worded in the lifter's unit each
// time it is read: a lifter who switches unit reads the old reason in the new one.

/** Pounds kept in a mark: finer than either unit's two shown decimals, so a reading never moves. */
const MARK_DECIMALS = 4;
const MARK = /\{\{(change|weight) (\d+(?:\.\d+)?)\}\}/g;

/** A change of body weight, kept unsigned (the sentence says which way): "0.50 lb", "0.23 kg" as read. */
export const changeMark = (lbs: number) => `{{change ${roundTo(Math.abs(lbs), MARK_DECIMALS)}}}`;

/** A body weight: "180 lb", "81.65 kg" as read. */
export const weightMark = (lbs: number) => `{{weight ${roundTo(lbs, MARK_DECIMALS)}}}`;

const changeWords = (lbs: number, unit: WeightUnit) =>
  `${fromPounds(lbs, unit).toFixed(2)} ${unit === "kg" ? "kg" : "lb"}`;

const weightWords = (lbs: number, unit: WeightUnit) =>
  unit === "kg" ? showWeight(lbs, unit) : `${roundTo(lbs, 2)} lb`;

/** A kept reason in words, its weights in `unit`. */
export function reasonInUnit(kept: string, unit: WeightUnit): string;
export function reasonInUnit(kept: string | null, unit: WeightUnit): string | null;
export function reasonInUnit(kept: string | null, unit: WeightUnit): string | null {
  if (kept === null) return null;
  return kept.replace(MARK, (_, kind: string, lbs: string) =>
    kind === "change" ? changeWords(Number(lbs), unit) : weightWords(Number(lbs), unit),
  );
}

const inPounds = (value: string, unit: string) => toPounds(Number(value), unit as WeightUnit, MARK_DECIMALS);

/**
 * A reason kept in words (before marks, or from an exported file) with its weights marked: "away
 * from 180 lb" is a body weight, any other "0.50 lb" or "0.23 kg" a change. Marks already there stay.
 */
export function markedReason(words: string): string;
export function markedReason(words: string | null): string | null;
export function markedReason(words: string | null): string | null {
  if (words === null) return null;
  return words
    .replace(
      /away from (\d+(?:\.\d+)?) (lb|kg)\b/g,
      (_, n: string, u: string) => `away from ${weightMark(inPounds(n, u))}`,
    )
    .replace(/(\d+\.\d{2}) (lb|kg)\b/g, (_, n: string, u: string) => changeMark(inPounds(n, u)));
}
