// The benchmark's search step: the site built against CMS_SCALE content (2,000+ pages in each
// run's full scale), served by its production server. The server builds its index from the
// cached documents as it starts (lib/search/index-holder.ts), and logs how long that took
// (`[search] index built from N documents in X ms`: read from its output); then `/api/search` is
// loaded at the benchmark's connections with a cycle of queries in both languages (rare words, a
// typo, a prefix, words every archive holds), and the server's RSS is read after each load.
import type { LoadResult } from "./load.ts";
import { combineLoads, runLoad } from "./load.ts";
import { answers200, treeRss, type Child } from "./proc.ts";
import { requestCycle, runWrk, wrkVersion } from "./wrk.ts";

/**
 * Typed as visitors type, in both languages: rare words, one typo ("hackatjon"), a prefix
 * ("numer": numéro, numérique), several words, and words of every archive page or newsletter
 * (a thousand matches each at CMS_SCALE=1000, the costly case).
 */
export const searchQueries: ReadonlyArray<{ lang: "fr" | "en"; q: string }> = [
  { lang: "fr", q: "hackathon" },
  { lang: "fr", q: "hackatjon" },
  { lang: "fr", q: "bourses" },
  { lang: "fr", q: "etudiant lyon" },
  { lang: "fr", q: "numer" },
  { lang: "fr", q: "archive" },
  { lang: "fr", q: "lettre information" },
  { lang: "en", q: "scholarships" },
  { lang: "en", q: "research projects" },
  { lang: "en", q: "newsletter" },
];

export interface SearchFigures {
  /** The content the site was built against ("CMS_SCALE=1000"). */
  content: string;
  /** From the server's log line: documents indexed (both languages) and the build's milliseconds. */
  documents: number;
  buildMs: number;
  queries: string[];
  /** The first load, not counted: a process just started spends it compiling (V8's JIT) as much as answering. */
  warmUp?: LoadResult;
  /** The loads (one per round) and their sum. */
  loads: LoadResult[];
  load: LoadResult;
  generator: string;
  /** RSS of the server's process tree: before any query (index built), then right after each load. */
  rssIndexedBytes: number;
  rssAfterLoadsBytes: number[];
}

export const indexLine = /\[search\] index built from (\d+) documents in (\d+) ms/;

/** The documents and milliseconds of the last index build the server logged, or null. */
export function indexBuild(output: string): { documents: number; buildMs: number } | null {
  const matches = [...output.matchAll(new RegExp(indexLine.source, "g"))];
  const last = matches.at(-1);
  return last ? { documents: Number(last[1]), buildMs: Number(last[2]) } : null;
}

async function waitForIndex(site: Child, timeoutMs = 60_000): Promise<{ documents: number; buildMs: number }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const built = indexBuild(site.output());
    if (built) return built;
    if (Date.now() > until) throw new Error(`the server logged no index build within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function measureSearch(options: {
  origin: string;
  site: Child;
  content: string;
  seconds: number;
  rounds: number;
  warmSeconds: number;
  connections: number;
}): Promise<SearchFigures> {
  const { origin, site } = options;
  const built = await waitForIndex(site);
  const paths = searchQueries.map(({ lang, q }) => `/api/search?${new URLSearchParams({ lang, q })}`);
  // Every query answers 200 before it is loaded (a 4xx or 5xx would not measure a search).
  for (const path of paths) await answers200(`${origin}${path}`);
  const rssIndexedBytes = treeRss(site.child.pid!);
  const wrk = wrkVersion();
  const requests = requestCycle(paths, ["gzip, br"]);
  const loadFor = async (seconds: number) => {
    const load = { url: `${origin}${paths[0]}`, seconds, connections: options.connections, requests };
    return wrk ? await runWrk({ ...load, countStatuses: true }) : await runLoad(load);
  };
  const warmUp = await loadFor(options.warmSeconds);
  const loads: LoadResult[] = [];
  const rssAfterLoadsBytes: number[] = [];
  for (let round = 0; round < options.rounds; round++) {
    loads.push(await loadFor(options.seconds));
    rssAfterLoadsBytes.push(treeRss(site.child.pid!));
  }
  return {
    content: options.content,
    ...built,
    queries: searchQueries.map(({ lang, q }) => `${lang}: ${q}`),
    warmUp,
    loads,
    load: combineLoads(loads),
    generator: wrk ? `${wrk}, one thread` : "autocannon (wrk is not installed)",
    rssIndexedBytes,
    rssAfterLoadsBytes,
  };
}
