// The statistics of a split test (issue 34), pure: an arm's click rate (clickers ÷ visitors) with its 95 % Wilson
// score interval, the two-sided two-proportion z-test of two arms (pooled standard error), and the winner: the
// arm with the best rate when it beats every other arm at p < 0.05 and every arm has at least MIN_VISITORS
// visitors (docs/decisions.md "Split tests").

/** The normal quantile of a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;
/** Visitors every arm needs before a winner is named. */
export const MIN_VISITORS = 100;
export const SIGNIFICANCE = 0.05;

/**
 * erfc(x) after W. J. Cody's rational Chebyshev approximations as Numerical Recipes gives them (erfcc: relative
 * error below 1.2e-7 everywhere), enough for a p-value.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Two-sided p of a standard normal statistic: P(|Z| ≥ |z|). */
export const twoSidedP = (z: number) => erfc(Math.abs(z) / Math.SQRT2);

/** The rate and its 95 % Wilson score interval; no visitors: rate 0 in [0, 1] (nothing known). */
export function wilson(successes: number, n: number, z = Z95): { rate: number; low: number; high: number } {
  if (n <= 0) return { rate: 0, low: 0, high: 1 };
  const x = Math.min(Math.max(successes, 0), n);
  const p = x / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The two-sided two-proportion z-test of x1/n1 against x2/n2 with the pooled proportion; null when it cannot be
 * made (an arm without visitors, or both rates 0 or both 1: no variance).
 */
export function twoProportionZ(
  x1: number,
  n1: number,
  x2: number,
  n2: number,
): { z: number; p: number } | null {
  if (n1 <= 0 || n2 <= 0) return null;
  const a = Math.min(x1, n1);
  const b = Math.min(x2, n2);
  const pooled = (a + b) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return null;
  const z = (a / n1 - b / n2) / se;
  return { z, p: twoSidedP(z) };
}

export type ArmCounts = { variant: string; visitors: number; clickers: number };

/**
 * The winner of a test: the arm with the best rate, when every arm has MIN_VISITORS visitors and the best beats
 * each other arm at p < SIGNIFICANCE. `pValue`: the largest p of the best arm against another (the comparison
 * it wins least clearly), null when a test cannot be made.
 */
export function verdict(arms: ArmCounts[]): { winner: string | null; pValue: number | null } {
  if (arms.length < 2) return { winner: null, pValue: null };
  const rate = (a: ArmCounts) => (a.visitors > 0 ? Math.min(a.clickers, a.visitors) / a.visitors : 0);
  const best = arms.reduce((top, arm) => (rate(arm) > rate(top) ? arm : top));
  let pValue = 0;
  for (const other of arms) {
    if (other === best) continue;
    const test = twoProportionZ(best.clickers, best.visitors, other.clickers, other.visitors);
    if (!test) return { winner: null, pValue: null };
    pValue = Math.max(pValue, test.p);
  }
  const enough = arms.every((a) => a.visitors >= MIN_VISITORS);
  const beatsAll = arms.every((a) => a === best || rate(a) < rate(best));
  return { winner: enough && beatsAll && pValue < SIGNIFICANCE ? best.variant : null, pValue };
}
