// A least-squares line through daily weights, with a standard error that admits what day-to-day
// weight noise is like: correlated from one day to the next (water, glycogen, gut content;
// docs/coach-model.md section 7), which makes the textbook SE too small.

export interface LineFit {
  /** lb per day. */
  slope: number;
  intercept: number;
  /** Standard error of the slope, lb per day, widened for day-to-day correlation. */
  se: number;
  n: number;
  /** Lag-1 correlation of the residuals used to widen `se` (0 when there is none to see). */
  rho: number;
}

/** Above this the correlation estimate from ~20 points is mostly noise; the cap keeps the SE finite. */
const MAX_RHO = 0.7;

/** The line through (x, y); null with fewer than 3 points or all x equal. */
export function fitLine(xs: readonly number[], ys: readonly number[]): LineFit | null {
  const n = xs.length;
  if (n < 3) return null;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (xs[i]! - mx) ** 2;
    sxy += (xs[i]! - mx) * (ys[i]! - my);
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  const residuals = xs.map((x, i) => ys[i]! - (intercept + slope * x));
  const rss = residuals.reduce((a, e) => a + e * e, 0);
  const rho = lagOneCorrelation(xs, residuals, rss);
  // Variance inflation of an AR(1) series: n effective points ≈ n·(1−ρ)/(1+ρ).
  const se = Math.sqrt(rss / (n - 2) / sxx) * Math.sqrt((1 + rho) / (1 - rho));
  return { slope, intercept, se, n, rho };
}

/** Correlation of residuals on consecutive days only (a gap breaks the chain), clamped to [0, 0.7]. */
function lagOneCorrelation(xs: readonly number[], residuals: number[], rss: number): number {
  if (rss <= 1e-12) return 0;
  let sum = 0;
  let pairs = 0;
  for (let i = 1; i < xs.length; i++) {
    if (xs[i]! - xs[i - 1]! !== 1) continue;
    sum += residuals[i]! * residuals[i - 1]!;
    pairs++;
  }
  if (pairs < 5) return 0;
  const r = sum / pairs / (rss / xs.length);
  return Math.min(MAX_RHO, Math.max(0, r));
}
