// The targets of the cached-pages work, checked against one run's results: each with the figure it
// was judged on and whether it was met. The report puts them at the top of BENCHMARKS.md.
import type { LoadResult } from "./load.ts";
import type { PageSpec } from "./pages.ts";
import type { Results } from "./run.ts";
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
  /** The server's RSS right after each memory load. */
  rssBytes: 300 * 1024 * 1024,
  /** Not growing: RSS after the second load at most this multiple of RSS after the first. */
  growth: 1.05,
  /** CMS requests for a request of a page already cached. */
  warmCmsCalls: 0,
} as const;

/**
 * Requests per second of each page before pages were cached, when `next start` rendered every
 * request (run of 2026-11-21, commit d3b63e5d89c4; 50 connections on loopback, on this kind of
 * machine). Pages measured since (the content pages) are held to their language's home page.
 */
export const oldRates: Readonly<Record<string, number>> = { "/": 135.3, "/en": 150.2, "/blocs": 25, "/en/blocks": 31.2, "/agenda": 75, "/en/now": 75 };
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

const label = (page: PageSpec) => `${page.kind} (${page.language})`;
const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? String(Number(value.toFixed(digits))) : "—");
const ms = (value: number) => (Number.isFinite(value) ? `${value} ms` : "—");
const finite = (value: number | null | undefined): value is number => typeof value === "number" && Number.isFinite(value);

/** One check over every page: passes when every page does; the figure names the page furthest from the goal. */
function perPage<T extends PageSpec>(
  pages: T[],
  value: (page: T) => number | null,
  higherIsBetter: boolean,
  meets: (value: number) => boolean,
  show: (page: T, value: number) => string,
): { figure: string; pass: boolean } {
  if (pages.length === 0) return { figure: "not measured", pass: false };
  const values = pages.map((page) => ({ page, value: value(page) }));
  const missing = values.filter((entry) => !finite(entry.value));
  if (missing.length) return { figure: `not measured for ${missing.map((entry) => label(entry.page)).join(", ")}`, pass: false };
  const measured = values as Array<{ page: T; value: number }>;
  const worst = measured.reduce((a, b) => (higherIsBetter ? (b.value < a.value ? b : a) : b.value > a.value ? b : a));
  const passing = measured.filter((entry) => meets(entry.value)).length;
  return {
    figure: `${higherIsBetter ? "lowest" : "highest"}: ${label(worst.page)} ${show(worst.page, worst.value)}; ${passing} of ${measured.length} pages meet it`,
    pass: passing === measured.length,
  };
}

const failures = (load: LoadResult) => load.errors + load.non2xx;

/** Every target with its figure and verdict, in the order of the issue. */
export function checkTargets(results: Results): TargetCheck[] {
  const { throughput, memory, cmsCalls, settings } = results;
  const pages = throughput.pages;
  const checks: TargetCheck[] = [];
  const front = throughput.front;

  checks.push({
    target: `Bare site: a cached page at ≥ ${goals.timesOldRate}× its old rate (${oldRun}; content pages: their home page's)`,
    ...perPage(
      pages,
      (page) => page.site.requestsPerSecond / oldRate(page).rate,
      true,
      (times) => times >= goals.timesOldRate,
      (page, times) => `${fixed(times, 1)}× (${page.site.requestsPerSecond} req/s, old ${oldRate(page).rate})`,
    ),
  });
  checks.push({
    target: `Bare site ≥ ${goals.siteToStatic}× nginx serving the same HTML from a file`,
    ...perPage(pages, (page) => page.siteRatio, true, (value) => value >= goals.siteToStatic, (page, value) => `${fixed(value, 3)}× (${page.site.requestsPerSecond} / ${page.static.requestsPerSecond} req/s)`),
  });
  checks.push({
    target: `Behind the shipped nginx config ≥ ${goals.frontToStatic}× nginx static`,
    ...(front.name
      ? perPage(pages, (page) => page.frontRatio, true, (value) => value >= goals.frontToStatic, (page, value) => `${fixed(value, 2)}× (${page.front?.requestsPerSecond} / ${page.static.requestsPerSecond} req/s)`)
      : { figure: `not measured: ${front.missing}`, pass: false }),
  });
  checks.push({
    target: "Behind nginx, the measured requests were cache HITs (`X-Cache-Status` just before and just after each load)",
    ...(front.name
      ? (() => {
          const misses = pages.filter((page) => page.frontCache?.before !== "HIT" || page.frontCache?.after !== "HIT");
          return {
            figure: misses.length
              ? `not HIT: ${misses.map((page) => `${label(page)} ${page.frontCache?.before ?? "—"} / ${page.frontCache?.after ?? "—"}`).join(", ")}`
              : `HIT before and after on all ${pages.length} pages`,
            pass: pages.length > 0 && misses.length === 0,
          };
        })()
      : { figure: `not measured: ${front.missing}`, pass: false }),
  });
  checks.push({
    target: `p99 ≤ ${goals.siteP99Ms} ms, bare site`,
    ...perPage(pages, (page) => page.site.p99Ms, false, (value) => value <= goals.siteP99Ms, (_page, value) => ms(value)),
  });
  checks.push({
    target: `p99 ≤ ${goals.frontP99Ms} ms, behind nginx`,
    ...(front.name
      ? perPage(pages, (page) => page.front?.p99Ms ?? null, false, (value) => value <= goals.frontP99Ms, (_page, value) => ms(value))
      : { figure: `not measured: ${front.missing}`, pass: false }),
  });
  {
    const site = pages.reduce((sum, page) => sum + failures(page.site), 0);
    const behind = pages.reduce((sum, page) => sum + (page.front ? failures(page.front) : 0), 0);
    const underMemoryLoads = memory.loads.reduce((sum, load) => sum + failures(load), 0);
    const requests = pages.reduce((sum, page) => sum + page.site.requests + (page.front?.requests ?? 0), 0) + memory.loads.reduce((sum, load) => sum + load.requests, 0);
    checks.push({
      target: "0 errors (failed or unanswered requests, timeouts, answers not 2xx) in every load against the site",
      figure: `bare site ${site}, behind nginx ${front.name ? behind : "not measured"}, memory loads ${underMemoryLoads} (of ${requests} requests)`,
      pass: pages.length > 0 && Boolean(front.name) && site + behind + underMemoryLoads === 0,
    });
  }
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
      figure: over.length ? `${over.map((page) => `${label(page)} ${page.warm.total}`).join(", ")}` : `${warm.length ? Math.max(...warm) : "—"} on each of the ${warm.length} pages`,
      pass: warm.length > 0 && over.length === 0,
    });
  }
  return checks;
}
