// Calories as a lifter sees them. The model keeps full precision (docs/coach-model.md section 8, item 1: round only for
// display); every figure on a screen is rounded here, the same way, so figures that are equal in
// the model are equal on screen (maintenance and its target) and a cut shows exactly 500 × its rate
// under maintenance. Rounded down, as docs/product.md shows maintenance calories (section 2).

/**
 * Storage noise below this is not a calorie: 2262.9999999999995 is 2263. PostgreSQL keeps a `real`
 * (a set target's offset, the activity level) to about 7 digits, which moves a figure by up to
 * ~0.0002 kcal; SQLite keeps 15.
 */
const NOISE = 1e-3;

/** The whole kcal shown for `kcal`: rounded down. */
export function shownKcal(kcal: number): number {
  return Math.floor(kcal + NOISE);
}
