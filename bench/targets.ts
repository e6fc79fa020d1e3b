// The targets of the cached-pages work, checked against one run's results: each with the figure it
// was judged on and whether it was met. The report puts them at the top of BENCHMARKS.md.
import { requestCoding, type CodingName } from "./codings.ts";
import { editDelay, type EditOutageResult } from "./edit-outage.ts";
import type { LoadResult } from "./load.ts";
import type { LighthousePageSpec, PageSpec } from "./pages.ts";
import type { Results, ThroughputPage } from "./results.ts";
import type { SearchFigures } from "./search.ts";
import { unexpectedAnswers, type HostileFigures } from "./hostile.ts";
import { mib } from "./stats.ts";

export const goals = {
  /** The bare site's rate on a cached page, as a multiple of the same page's rate before (`oldRates`). */
  timesOldRate: 10,
  /** The bare site's rate as a fraction of nginx serving the same HTML from a file. */
  siteToStatic: 0.05,
  /** The site behind the shipped nginx front, as a fraction of nginx static. */
  frontToStatic: 0.9,
  siteP99Ms: 100,
  frontP99Ms: 25,
  /** Compressed (`Accept-Encoding: gzip, br`): behind the front, as a fraction of nginx gzip_static/brotli_static on the same page. */
  frontCompressedToStatic: 0.9,
  /** Compressed: the bare site as a fraction of that limit. */
  siteCompressedToStatic: 0.3,
  /** Compressed: p99 behind the front at the benchmark's 50 connections. */
  frontCompressedP99Ms: 10,
  /** The edit-and-outage load: the edited page shows its edit at most this long after WordPress's return, bare and behind the front. */
  editShownAfterReturnMs: 5000,
  /** A real page's rate beside a flood of made-up page addresses, as a fraction of its rate alone (bench/hostile.ts). */
  besideFloodToAlone: 0.3,
  /** The server's RSS right after each memory load. */
  rssBytes: 300 * 1024 * 1024,
  /** Not growing: RSS after the second load at most this multiple of RSS after the first. */
  growth: 1.05,
  /** Search on the CMS_SCALE build: p99 of a query at the benchmark's connections (the RSS after its loads: `rssBytes`). */
  searchP99Ms: 20,
  /** CMS requests for a request of a page already cached. */
  warmCmsCalls: 0,
  /** Lighthouse, mobile, the median of `settings.lighthouseRuns` runs: performance score of every page kind, both languages. */
  lighthousePerformance: 98,
  /** Lighthouse: Total Blocking Time as a multiple of the blank Next.js page's in the same run. */
  lighthouseTbtToBlank: 1.3,
  /** Lighthouse: Largest Contentful Paint. */
  lighthouseLcpMs: 2000,
} as const;

/**
 * Requests per second of each page before pages were cached, when `next start` rendered every
 * request (run of 2026-11-21, commit d3b63e5d89c4; 50 connections on loopback, on this kind of
 * machine). Pages measured since (the content pages) are held to their language's home page.
 */
export const oldRates: Readonly<Record<string, number>> = {
  "/": 135.3,
  "/en": 150.2,
  "/blocs": 25,
  "/en/blocks": 31.2,
  "/agenda": 75,
  "/en/now": 75,
};
export const oldRun = "`next start`, 2026-11-21, commit d3b63e5d89c4";

/** The page's old rate, and whether it was measured for that page (false: its language's home page's). */
export function oldRate(page: Pick<PageSpec, "path" | "language">): { rate: number; measured: boolean } {
  const own = oldRates[page.path];
  if (own !== undefined) return { rate: own, measured: true };
  return { rate: oldRates[page.language === "fr" ? "/" : "/en"] ?? Number.NaN, measured: false };
}

export interface TargetCheck {
  target: string;
  figure: string;
  pass: boolean;
}

const label = (page: LighthousePageSpec) => `${page.kind} (${page.language})`;
const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? String(Number(value.toFixed(digits))) : "—");
const ms = (value: number) => (Number.isFinite(value) ? `${value} ms` : "—");
const finite = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** One check over every page: passes when every page does; the figure names the page furthest from the goal. */
function perPage<T extends LighthousePageSpec>(
  pages: T[],
  value: (page: T) => number | null,
  higherIsBetter: boolean,
  meets: (value: number) => boolean,
  show: (page: T, value: number) => string,
  name: (page: T) => string = label,
): { figure: string; pass: boolean } {
  if (pages.length === 0) return { figure: "not measured", pass: false };
  const values = pages.map((page) => ({ page, value: value(page) }));
  const missing = values.filter((entry) => !finite(entry.value));
  if (missing.length)
    return { figure: `not measured for ${missing.map((entry) => name(entry.page)).join(", ")}`, pass: false };
  const measured = values as Array<{ page: T; value: number }>;
  const worst = measured.reduce((a, b) => (higherIsBetter ? (b.value < a.value ? b : a) : b.value > a.value ? b : a));
  const passing = measured.filter((entry) => meets(entry.value)).length;
  return {
    figure: `${higherIsBetter ? "lowest" : "highest"}: ${name(worst.page)} ${show(worst.page, worst.value)}; ${passing} of ${measured.length} ${pages.some((page) => "coding" in page) ? "loads" : "pages"} meet it`,
    pass: passing === measured.length,
  };
}

const failures = (load: LoadResult) => load.errors + load.non2xx;

/** Whether the edit-and-outage load ran (and its figures), or why not. */
function editRun(results: Results): EditOutageResult | { missing: string } {
  return results.editOutage ?? { missing: "not in this run" };
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** Every target with its figure and verdict, in the order of the issue. */
export function checkTargets(results: Results): TargetCheck[] {
  const { throughput, memory, cmsCalls, settings } = results;
  const pages = throughput.codings.identity;
  const compressed = throughput.codings.compressed;
  const everyLoad: Array<[CodingName, ThroughputPage[]]> = Object.entries(throughput.codings) as Array<
    [CodingName, ThroughputPage[]]
  >;
  const checks: TargetCheck[] = [];
  const front = throughput.front;
  const notMeasured = { figure: `not measured: ${front.missing}`, pass: false };

  checks.push({
    target: `Bare site: a cached page at ≥ ${goals.timesOldRate}× its old rate, uncompressed (${oldRun}; content pages: their home page's)`,
    ...perPage(
      pages,
      (page) => page.site.requestsPerSecond / oldRate(page).rate,
      true,
      (times) => times >= goals.timesOldRate,
      (page, times) => `${fixed(times, 1)}× (${page.site.requestsPerSecond} req/s, old ${oldRate(page).rate})`,
    ),
  });
  checks.push({
    target: `Bare site, uncompressed, ≥ ${goals.siteToStatic}× nginx serving the same HTML from a file`,
    ...perPage(
      pages,
      (page) => page.siteRatio,
      true,
      (value) => value >= goals.siteToStatic,
      (page, value) => `${fixed(value, 3)}× (${page.site.requestsPerSecond} / ${page.static.requestsPerSecond} req/s)`,
    ),
  });
  checks.push({
    target: `Behind the shipped nginx config, uncompressed, ≥ ${goals.frontToStatic}× nginx static`,
    ...(front.name
      ? perPage(
          pages,
          (page) => page.frontRatio,
          true,
          (value) => value >= goals.frontToStatic,
          (page, value) =>
            `${fixed(value, 2)}× (${page.front?.requestsPerSecond} / ${page.static.requestsPerSecond} req/s)`,
        )
      : notMeasured),
  });
  checks.push({
    target: `Behind the shipped nginx config, compressed (\`Accept-Encoding: gzip, br\`), ≥ ${goals.frontCompressedToStatic}× nginx gzip_static/brotli_static serving the same page's precompressed HTML in the same coding`,
    ...(front.name
      ? perPage(
          compressed,
          (page) => page.frontRatio,
          true,
          (value) => value >= goals.frontCompressedToStatic,
          (page, value) =>
            `${fixed(value, 2)}× (${page.front?.requestsPerSecond} / ${page.static.requestsPerSecond} req/s${codingsNote(page)})`,
        )
      : notMeasured),
  });
  checks.push({
    target: `Bare site, compressed (\`Accept-Encoding: gzip, br\`), ≥ ${goals.siteCompressedToStatic}× that limit`,
    ...perPage(
      compressed,
      (page) => page.siteRatio,
      true,
      (value) => value >= goals.siteCompressedToStatic,
      (page, value) =>
        `${fixed(value, 3)}× (${page.site.requestsPerSecond} / ${page.static.requestsPerSecond} req/s${codingsNote(page)})`,
    ),
  });
  checks.push({
    target:
      "Behind nginx, the measured requests were cache HITs, in every coding (`X-Cache-Status` just before and just after each load, with the load's Accept-Encoding)",
    ...(front.name
      ? (() => {
          const loads = everyLoad.flatMap(([coding, list]) => list.map((page) => ({ coding, page })));
          const misses = loads.filter(
            ({ page }) => page.frontCache?.before !== "HIT" || page.frontCache?.after !== "HIT",
          );
          const empty = everyLoad.filter(([, list]) => list.length === 0).map(([coding]) => coding);
          if (empty.length) return { figure: `not measured for ${empty.join(", ")}`, pass: false };
          return {
            figure: misses.length
              ? `not HIT: ${misses.map(({ coding, page }) => `${label(page)} ${coding} ${page.frontCache?.before ?? "—"} / ${page.frontCache?.after ?? "—"}`).join(", ")}`
              : `HIT before and after on all ${pages.length} pages, in each of the ${everyLoad.length} ways of asking`,
            pass: loads.length > 0 && misses.length === 0,
          };
        })()
      : notMeasured),
  });
  checks.push({
    target: `p99 ≤ ${goals.siteP99Ms} ms, bare site, every way of asking`,
    ...perPage(
      everyLoad.flatMap(([coding, list]) => list.map((page) => ({ ...page, coding }))),
      (page) => page.site.p99Ms,
      false,
      (value) => value <= goals.siteP99Ms,
      (_page, value) => ms(value),
      (page) => `${label(page)} ${page.coding}`,
    ),
  });
  checks.push({
    target: `p99 ≤ ${goals.frontP99Ms} ms, behind nginx, uncompressed`,
    ...(front.name
      ? perPage(
          pages,
          (page) => page.front?.p99Ms ?? null,
          false,
          (value) => value <= goals.frontP99Ms,
          (_page, value) => ms(value),
        )
      : notMeasured),
  });
  checks.push({
    target: `p99 ≤ ${goals.frontCompressedP99Ms} ms, behind nginx, compressed, at ${settings.connections} connections`,
    ...(front.name
      ? perPage(
          compressed,
          (page) => page.front?.p99Ms ?? null,
          false,
          (value) => value <= goals.frontCompressedP99Ms,
          (_page, value) => ms(value),
        )
      : notMeasured),
  });
  {
    const loads = everyLoad.flatMap(([, list]) => list);
    const site = loads.reduce((sum, page) => sum + failures(page.site), 0);
    const behind = loads.reduce((sum, page) => sum + (page.front ? failures(page.front) : 0), 0);
    const underMemoryLoads = memory.loads.reduce((sum, load) => sum + failures(load), 0);
    const requests =
      loads.reduce((sum, page) => sum + page.site.requests + (page.front?.requests ?? 0), 0) +
      memory.loads.reduce((sum, load) => sum + load.requests, 0);
    checks.push({
      target:
        "0 errors (failed or unanswered requests, timeouts, answers not 2xx) in every throughput and memory load against the site",
      figure: `bare site ${site}, behind nginx ${front.name ? behind : "not measured"}, memory loads ${underMemoryLoads} (of ${requests} requests)`,
      pass: loads.length > 0 && Boolean(front.name) && site + behind + underMemoryLoads === 0,
    });
  }
  checks.push(...editOutageChecks(editRun(results)));
  checks.push(...hostileChecks(results.hostile ?? { missing: "not in this run" }));
  checks.push(...searchChecks(results.search ?? { missing: "not in this run" }, settings.connections));
  {
    const after = [memory.afterLoad1Bytes, memory.afterLoad2Bytes];
    checks.push({
      target: `Server RSS after each ${settings.memoryLoadSeconds} s load ≤ ${mib(goals.rssBytes)} MiB`,
      figure: `${mib(after[0]!)} MiB after the first, ${mib(after[1]!)} MiB after the second (peak ${mib(memory.peakBytes)} MiB)`,
      pass: after.every((bytes) => finite(bytes) && bytes > 0 && bytes <= goals.rssBytes),
    });
    const growth = memory.afterLoad2Bytes / memory.afterLoad1Bytes;
    checks.push({
      target: `Server RSS not growing across two consecutive loads: after the second ≤ ${goals.growth} × after the first`,
      figure: `${fixed(growth, 3)}× (${mib(memory.afterLoad2Bytes)} / ${mib(memory.afterLoad1Bytes)} MiB)`,
      pass: finite(growth) && growth <= goals.growth,
    });
  }
  {
    const warm = cmsCalls.map((page) => page.warm.total);
    const over = cmsCalls.filter((page) => page.warm.total > goals.warmCmsCalls);
    checks.push({
      target: `CMS requests for a request of a cached page (warm): ${goals.warmCmsCalls}`,
      figure: over.length
        ? `${over.map((page) => `${label(page)} ${page.warm.total}`).join(", ")}`
        : `${warm.length ? Math.max(...warm) : "—"} on each of the ${warm.length} pages`,
      pass: warm.length > 0 && over.length === 0,
    });
  }
  checks.push(...lighthouseChecks(results.lighthouse, settings.lighthouseRuns));
  return checks;
}

/** Issue 31's Lighthouse targets: every page kind in both languages, the median of the runs, against the blank page of the same run. */
export function lighthouseChecks(lighthouse: Results["lighthouse"], runs: number): TargetCheck[] {
  const { pages, blank } = lighthouse;
  const tbtLimit = blank.tbtMs * goals.lighthouseTbtToBlank;
  return [
    {
      target: `Lighthouse (mobile, median of ${runs}): performance ≥ ${goals.lighthousePerformance} on every page kind, in both languages`,
      ...perPage(
        pages,
        (page) => page.scores.performance,
        true,
        (score) => score >= goals.lighthousePerformance,
        (_page, score) => String(score),
      ),
    },
    {
      target: `Lighthouse: Total Blocking Time ≤ ${goals.lighthouseTbtToBlank}× the blank Next.js page's in the same run`,
      ...perPage(
        pages,
        (page) => page.tbtMs,
        false,
        (tbt) => finite(blank.tbtMs) && tbt <= tbtLimit,
        (_page, tbt) => `${ms(tbt)} (${fixed(tbt / blank.tbtMs, 1)}× the blank page's ${ms(blank.tbtMs)})`,
      ),
    },
    {
      target: `Lighthouse: Largest Contentful Paint ≤ ${seconds(goals.lighthouseLcpMs)}`,
      ...perPage(
        pages,
        (page) => page.lcpMs,
        false,
        (lcp) => lcp <= goals.lighthouseLcpMs,
        (_page, lcp) => seconds(lcp),
      ),
    },
  ];
}

/** The two targets of search on the CMS_SCALE build (bench/search.ts): a query's p99 under load, and the server's RSS after the loads. */
export function searchChecks(search: SearchFigures | { missing: string }, connections = 50): TargetCheck[] {
  const targets = [
    `Search on ${"missing" in search ? "the CMS_SCALE build" : search.content}: p99 of a query (\`/api/search\`) ≤ ${goals.searchP99Ms} ms at ${connections} connections, 0 errors and 0 non-2xx`,
    `Search: server RSS with the index loaded, after each search load, ≤ ${mib(goals.rssBytes)} MiB`,
  ];
  if ("missing" in search)
    return targets.map((target) => ({ target, figure: `not measured: ${search.missing}`, pass: false }));
  const { load } = search;
  const after = search.rssAfterLoadsBytes;
  return [
    {
      target: targets[0]!,
      figure: `p99 ${ms(load.p99Ms)} (p50 ${ms(load.p50Ms)}, ${load.requestsPerSecond} req/s), ${failures(load)} errors and non-2xx of ${load.requests}; index of ${search.documents} documents built in ${search.buildMs} ms`,
      pass: finite(load.p99Ms) && load.requests > 0 && load.p99Ms <= goals.searchP99Ms && failures(load) === 0,
    },
    {
      target: targets[1]!,
      figure: `${after.map((bytes) => `${mib(bytes)} MiB`).join(", ")} (${mib(search.rssIndexedBytes)} MiB before the loads)`,
      pass: after.length > 0 && after.every((bytes) => bytes > 0 && bytes <= goals.rssBytes),
    },
  ];
}

/**
 * Made-up addresses and queries (bench/hostile.ts): each answered as expected (the 404 page, or the
 * page), never an error or a 5xx, bare and behind the front; and a real page beside a flood of
 * made-up addresses keeps a share of its rate (when the 404 page was rendered for each, 0.025×).
 */
export function hostileChecks(hostile: HostileFigures | { missing: string }): TargetCheck[] {
  const targets = [
    "Made-up page addresses, scanners' addresses and made-up queries (`gzip, br`, each request at an address of its own): every answer the site's 404 page or the page, no error, bare and behind nginx",
    `A real page beside a flood of made-up page addresses (bare site, half the connections each): ≥ ${goals.besideFloodToAlone}× its rate alone`,
  ];
  if ("missing" in hostile)
    return targets.map((target) => ({ target, figure: `not measured: ${hostile.missing}`, pass: false }));
  const runs = hostile.loads.flatMap((load) => [
    { name: `${load.name}, site`, load: load.site, expected: load.expected },
    ...(load.front ? [{ name: `${load.name}, behind nginx`, load: load.front, expected: load.expected }] : []),
  ]);
  const wrong = runs.filter((run) => run.load.requests === 0 || unexpectedAnswers(run.load, run.expected) > 0);
  const fronts = hostile.loads.filter((load) => load.front).length;
  const { alone, besideFlood, flood, ratio } = hostile.beside;
  return [
    {
      target: targets[0]!,
      figure: wrong.length
        ? wrong.map((run) => `${run.name}: ${statusList(run.load)}, ${run.load.errors} errors`).join("; ")
        : `${runs.length} loads (${fronts ? "site and behind nginx" : "site only: no nginx"}), ${runs.reduce((sum, run) => sum + run.load.requests, 0)} answers as expected; slowest ${Math.min(...runs.map((run) => run.load.requestsPerSecond))} req/s`,
      pass: wrong.length === 0 && fronts === hostile.loads.length,
    },
    {
      target: targets[1]!,
      figure: `${fixed(ratio)}× (${besideFlood.requestsPerSecond} / ${alone.requestsPerSecond} req/s, p99 ${ms(besideFlood.p99Ms)} / ${ms(alone.p99Ms)}; the flood ${flood.requestsPerSecond} req/s)`,
      pass: finite(ratio) && ratio >= goals.besideFloodToAlone && failures(besideFlood) === 0,
    },
  ];
}

/** ", br / br": the coding the front (or the site) and static sent, when the answers were probed. */
function codingsNote(page: ThroughputPage): string {
  const answers = page.answers ?? [];
  if (!answers.length) return "";
  return `; ${answers.map((answer) => `${answer.front?.coding ?? answer.site.coding} / static ${answer.static.coding}`).join(", ")}`;
}

/** The three targets of the edit-and-outage load. */
export function editOutageChecks(run: EditOutageResult | { missing: string }): TargetCheck[] {
  const { seconds: loadSeconds, outageSeconds } = "plan" in run ? run.plan : { seconds: 60, outageSeconds: 30 };
  const during = `a ${loadSeconds} s load across an edit's webhook and a WordPress outage of ${outageSeconds} s`;
  const targets = [
    `0 errors and 0 non-2xx in ${during}, bare and behind nginx (${requestCoding("mix").label}, every page in turn)`,
    "During it, every page sampled answered 200 with its last content, bare and behind nginx, in each coding: its title before the edit or, for the edited page, after it; never anything else, never the old title again once the new one showed",
    `The edited page shows its new title within ${seconds(goals.editShownAfterReturnMs)} of WordPress's return, bare and behind nginx, in every coding sampled`,
  ];
  if (!("plan" in run))
    return targets.map((target) => ({ target, figure: `not measured: ${run.missing}`, pass: false }));
  const checks: TargetCheck[] = [];
  {
    const loads: Array<[string, LoadResult | null]> = [
      ["bare site", run.bare],
      ["behind nginx", run.front],
    ];
    const shown = loads.map(([name, load]) =>
      load
        ? `${name} ${load.errors} errors, ${load.non2xx} non-2xx of ${load.requests} (${statusList(load)})`
        : `${name} not measured${run.missing ? `: ${run.missing}` : ""}`,
    );
    checks.push({
      target: targets[0]!,
      figure: shown.join("; "),
      pass: loads.every(([, load]) => load !== null && load.requests > 0 && load.errors === 0 && load.non2xx === 0),
    });
  }
  {
    const { watch } = run;
    const listed = watch.bad
      .slice(0, 3)
      .map((bad) => `${bad.origin} ${bad.path} (${bad.acceptEncoding}) at ${seconds(bad.at)}: ${bad.reason}`)
      .join("; ");
    checks.push({
      target: targets[1]!,
      figure: `${watch.samples} samples (bare ${watch.byOrigin.bare}, behind nginx ${watch.byOrigin.front}): ${watch.badCount} not so${watch.wentBack ? `, ${watch.wentBack} of them the old title again` : ""}${listed ? ` — ${listed}` : ""}`,
      pass: watch.byOrigin.bare > 0 && watch.byOrigin.front > 0 && watch.badCount === 0,
    });
  }
  {
    const delays = (["bare", "front"] as const).map((origin) => ({ origin, delay: editDelay(run, origin) }));
    const shown = delays.map(
      ({ origin, delay }) =>
        `${origin === "bare" ? "bare site" : "behind nginx"} ${delay === null ? "never shown in every coding" : delay <= 0 ? `before the return (${seconds(-delay)} before; ${seconds(run.watch.editShownAt[origin]! - run.timeline.webhookAt)} after the webhook)` : `${seconds(delay)} after the return`}`,
    );
    checks.push({
      target: targets[2]!,
      figure: shown.join("; "),
      pass: delays.every(({ delay }) => delay !== null && delay <= goals.editShownAfterReturnMs),
    });
  }
  return checks;
}

/** "200 ×5000, 503 ×2" */
export function statusList(load: LoadResult): string {
  return (
    Object.entries(load.statusCodes)
      .map(([status, count]) => `${status} ×${count}`)
      .join(", ") || "no answer"
  );
}
