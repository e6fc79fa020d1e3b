// Small number helpers for the benchmark's figures.

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** a / b to three significant digits (NaN when b is 0). */
export function ratio(a: number, b: number): number {
  return b === 0 ? Number.NaN : Number((a / b).toPrecision(3));
}

export const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
