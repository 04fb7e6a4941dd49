/** Median and 95th percentile of repeated samples (nearest-rank, so p95 is a sample seen). */
export interface Summary {
  median: number;
  p95: number;
  min: number;
  max: number;
  samples: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: median(sorted),
    p95: percentile(sorted, 0.95),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    samples: sorted.length,
  };
}

/** Runs `sample` `warmUp + count` times in turn and keeps the last `count` results. */
export async function collect(
  count: number,
  warmUp: number,
  sample: (index: number) => Promise<number>,
): Promise<number[]> {
  const kept: number[] = [];
  for (let index = 0; index < warmUp + count; index++) {
    const value = await sample(index);
    if (index >= warmUp) kept.push(value);
  }
  return kept;
}
