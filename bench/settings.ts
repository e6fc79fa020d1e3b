// The benchmark's settings: how long and how often each measure runs. BENCH_QUICK=1 makes a short
// trial run; the settings a run used are kept in its results (bench/results.ts).
const quick = process.env.BENCH_QUICK === "1";
export const settings = {
  quick,
  /** Lighthouse runs per page, the median kept (issue 31's target is the median of 5). */
  lighthouseRuns: quick ? 1 : 5,
  /**
   * Throughput, for each page and each way of asking (bench/codings.ts): seconds in all against the
   * bare site (siteSeconds), and against the nginx front and the static server (staticSeconds each),
   * the three loaded in turn, this many rounds each: a drift of the shared machine during a page's
   * loads touches all alike.
   */
  siteSeconds: quick ? 2 : 6,
  staticSeconds: quick ? 2 : 6,
  comparisonRounds: quick ? 1 : 3,
  connections: 50,
  /**
   * The edit-and-outage load (bench/edit-outage.ts): seconds of load on the bare site and through
   * the front at once; the edit's webhook after editAtSeconds, then WordPress down outageSeconds.
   */
  editLoadSeconds: quick ? 24 : 60,
  editAtSeconds: quick ? 4 : 10,
  outageSeconds: quick ? 10 : 30,
  /** Hostile loads (bench/hostile.ts): seconds of each, on the site and behind the front. */
  hostileSeconds: quick ? 2 : 5,
  /** Instances: seconds of load through nginx in front of one instance, then of two. */
  instancesSeconds: quick ? 3 : 10,
  /** Search (bench/search.ts): loads of /api/search of this length, this many, on the CMS_SCALE build. */
  searchSeconds: quick ? 3 : 10,
  searchRounds: 2,
  /** A first load of this length before them, not counted: the JIT's work in a fresh process (reported on its own). */
  searchWarmSeconds: quick ? 1 : 3,
  /** Memory: two consecutive loads of this length over every page. */
  memoryLoadSeconds: quick ? 5 : 60,
  scale: quick ? 100 : 1000,
  chromium: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  /** BENCH_STATIC_SERVER=node skips nginx even where it is installed. */
  staticServer: process.env.BENCH_STATIC_SERVER === "node" ? ("node" as const) : ("nginx" as const),
};
