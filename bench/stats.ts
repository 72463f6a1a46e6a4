// The benches' one rank statistic.

/** The q-quantile (0..1) of values sorted ascending, nearest rank; NaN for none. */
export function nearestRank(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}
