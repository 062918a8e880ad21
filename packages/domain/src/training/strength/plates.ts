// What can be loaded: computed loads go down to the plate step, and a barbell load is shown as
// the plates on each side. Bar and plate set are parameters: the lifter's own (equipment.schema.ts).

/** Loads are rounded down to what a pair of the smallest plates (2.5 lb) makes. */
export const LOAD_STEP_LBS = 5;
export const BAR_LBS = 45;
export const PLATES_LBS = [45, 35, 25, 10, 5, 2.5] as const;

/** Floating-point slack: 0.1 + 0.2 is not 0.3. */
const EPSILON = 1e-9;

/** Rounds a computed load down to the step (5 lb): never more than what was asked for. */
export function roundDownToLoadable(lbs: number, step = LOAD_STEP_LBS): number {
  return Math.floor(lbs / step + EPSILON) * step;
}

export interface PlateLoading {
  bar: number;
  /** The plates on one side, heaviest first. */
  perSide: number[];
  /** What bar and plates weigh together. */
  loaded: number;
  /** False when the load cannot be made with these plates (or is lighter than the bar). */
  exact: boolean;
}

/**
 * The plates on each side for a barbell load, greedily from the heaviest; when the load cannot be
 * made exactly, the nearest lighter loading, marked inexact.
 */
export function platesPerSide(load: number, options: { bar?: number; plates?: readonly number[] } = {}): PlateLoading {
  const bar = options.bar ?? BAR_LBS;
  const plates = [...(options.plates ?? PLATES_LBS)].filter((p) => p > 0).sort((a, b) => b - a);
  if (load < bar - EPSILON) return { bar, perSide: [], loaded: bar, exact: false };
  let remaining = (load - bar) / 2;
  const perSide: number[] = [];
  for (const plate of plates) {
    while (remaining >= plate - EPSILON) {
      perSide.push(plate);
      remaining -= plate;
    }
  }
  // Greedy misses some loads a set can make (1.5 kg a side is three 0.5s, not 1.25 and a rest).
  const exactly = Math.abs(remaining) < 1e-6 ? perSide : fewestPlates((load - bar) / 2, plates);
  const loaded = bar + 2 * (exactly ?? perSide).reduce((sum, p) => sum + p, 0);
  return { bar, perSide: exactly ?? perSide, loaded, exact: exactly !== null };
}

/** Plates are multiples of this (0.5 kg, 1.25 lb, 0.25 of either): the grid the search works on. */
const GRID = 0.05;

/** The fewest plates, heaviest first, that make `side` exactly; null when none do. */
function fewestPlates(side: number, plates: readonly number[]): number[] | null {
  const target = Math.round(side / GRID);
  const units = plates.map((p) => ({ plate: p, units: Math.round(p / GRID) }));
  const onGrid = (value: number, units: number) => Math.abs(units * GRID - value) < 1e-6;
  if (!onGrid(side, target) || units.some((u) => !onGrid(u.plate, u.units) || u.units < 1)) return null;
  // best[v]: the fewest plates making v grid units (heaviest first), undefined when none do.
  const best: (number[] | undefined)[] = [[]];
  for (let v = 1; v <= target; v++) {
    for (const { plate, units: u } of units) {
      const rest = u <= v ? best[v - u] : undefined;
      const current = best[v];
      if (rest && (!current || rest.length + 1 < current.length)) best[v] = [...rest, plate];
    }
  }
  return best[target]?.sort((a, b) => b - a) ?? null;
}
