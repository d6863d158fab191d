export function median(values) {
  return percentile(values, 50);
}

/** Nearest-rank percentile of finite numbers; NaN when there are none. */
export function percentile(values, p) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** Runs `measure` n times and keeps the median of each named value it returns. */
export async function medianOf(runs, measure) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measure(run));
  const keys = Object.keys(samples[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]));
}
