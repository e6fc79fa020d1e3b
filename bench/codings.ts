// How the benchmark's loads ask for pages: uncompressed, compressed as every browser asks
// (`Accept-Encoding: gzip, br`), and a browser-like mix of headers. A module of its own so that
// the tests of the report, the targets and wrk's script use them without running the benchmark.

/** An Accept-Encoding header a load sends (null: none, the uncompressed answer), and its share of the requests. */
export interface CodingVariant {
  acceptEncoding: string | null;
  weight: number;
}

export interface RequestCoding {
  name: "identity" | "compressed" | "mix";
  /** In the report's words. */
  label: string;
  variants: readonly CodingVariant[];
}

export type CodingName = RequestCoding["name"];

export const requestCodings = [
  { name: "identity", label: "uncompressed (no `Accept-Encoding`)", variants: [{ acceptEncoding: null, weight: 1 }] },
  {
    name: "compressed",
    label: "compressed (`Accept-Encoding: gzip, br`, what every browser sends)",
    variants: [{ acceptEncoding: "gzip, br", weight: 1 }],
  },
  {
    name: "mix",
    // What browsers send today (Chromium, Firefox: `gzip, deflate, br, zstd`), older clients and
    // proxies that only take gzip, and a few that ask for nothing (crawlers, scripts, monitoring).
    label: "browser mix (16 in 20 `gzip, deflate, br, zstd`, 3 `gzip`, 1 none)",
    variants: [
      { acceptEncoding: "gzip, deflate, br, zstd", weight: 16 },
      { acceptEncoding: "gzip", weight: 3 },
      { acceptEncoding: null, weight: 1 },
    ],
  },
] as const satisfies readonly RequestCoding[];

export const codingNames = requestCodings.map((coding) => coding.name);

export function requestCoding(name: CodingName): RequestCoding {
  const coding = requestCodings.find((candidate) => candidate.name === name);
  if (!coding) throw new Error(`no request coding ${name}`);
  return coding;
}

/**
 * The headers of one cycle of requests, each variant as often as its weight and spread evenly
 * (smooth weighted round robin, as nginx balances upstreams): 16/3/1 gives 20 headers with the
 * three `gzip` and the one none apart, so that any stretch of requests holds the mix.
 */
export function variantCycle(variants: readonly CodingVariant[]): Array<string | null> {
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (!variants.length || variants.some((variant) => !Number.isInteger(variant.weight) || variant.weight < 1))
    throw new Error("each variant needs a whole weight of 1 or more");
  const current = variants.map(() => 0);
  const cycle: Array<string | null> = [];
  for (let step = 0; step < total; step++) {
    let best = 0;
    variants.forEach((variant, index) => {
      current[index]! += variant.weight;
      if (current[index]! > current[best]!) best = index;
    });
    current[best]! -= total;
    cycle.push(variants[best]!.acceptEncoding);
  }
  return cycle;
}
