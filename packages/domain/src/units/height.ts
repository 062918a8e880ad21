// Height in the lifter's unit (issue 22, decision 0071): the product's feet and inches for a pound
// lifter; centimetres for a kg lifter, kept as typed beside the feet and inches the calls carry.

/** One inch in centimetres, exactly. */
export const CM_PER_INCH = 2.54;

/** The centimetres the form takes: every one of them is a height of 3 ft 0 in to 7 ft 11 in. */
export const HEIGHT_CM = { min: 92, max: 241 } as const;

/** The decimals a height in centimetres takes. */
export const HEIGHT_CM_DECIMALS = 1;

/** Centimetres at one decimal, rounded half away from zero on the decimal form. */
function tenths(value: number): number {
  return Math.round(value * 10 + Number.EPSILON * Math.sign(value)) / 10;
}

/** A height in centimetres as the product's feet and inches: the nearest whole inch. */
export function feetAndInches(cm: number): { heightFt: number; heightIn: number } {
  const inches = Math.round(cm / CM_PER_INCH);
  return { heightFt: Math.floor(inches / 12), heightIn: inches % 12 };
}

/** Feet and inches in centimetres, at one decimal (5 ft 10 in is 177.8 cm). */
export function centimetres(heightFt: number, heightIn: number): number {
  return tenths((heightFt * 12 + heightIn) * CM_PER_INCH);
}

/** Whether feet and inches are the nearest whole inch to `cm` (a body must not say two heights). */
export function sameHeight(cm: number, heightFt: number, heightIn: number): boolean {
  const { heightFt: ft, heightIn: inches } = feetAndInches(cm);
  return ft === heightFt && inches === heightIn;
}

/** "178 cm", "5 ft 10 in"'s 177.8 cm. */
export function heightCmText(cm: number): string {
  return `${tenths(cm)} cm`;
}
