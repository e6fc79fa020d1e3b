// Lighthouse (npm) in Debian's Chromium: the default mobile configuration (simulated throttling,
// a fresh first-time visitor each run: storage is cleared), several runs, the median of each figure.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./stats.ts";

export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

export interface LighthouseFigures {
  /** Category scores, 0–100. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred for the whole page load, and for its scripts alone. */
  totalBytes: number;
  jsBytes: number;
}

/** Where a run's main thread went (Lighthouse's figures, simulated time): what the "why" of a TBT is made of. */
export interface MainThread {
  /** Time by kind of work (script evaluation, style and layout…), largest first. */
  byGroup: Array<{ group: string; ms: number }>;
  /** The scripts that took most (evaluation, parse and compile), largest first, at most 4. */
  scripts: Array<{ url: string; ms: number }>;
  /** Every task of 50 ms or more, in order: its length, when it started, the script it is put down to. */
  longTasks: Array<{ url: string; ms: number; startMs: number }>;
  /**
   * What the page gives React to hydrate: its elements (Lighthouse's DOM size insight) and its HTML,
   * uncompressed, the inline RSC payload included. Absent from runs written before they were measured.
   */
  page?: { elements: number; htmlBytes: number };
}

export interface LighthouseResult extends LighthouseFigures {
  url: string;
  runs: LighthouseFigures[];
  /** Audits that cost points in the median-performance run (id, score, shown value), for the notes. */
  failing: Array<{ id: string; title: string; score: number; value: string; category: Category }>;
  /** The median-performance run's main thread. Absent from runs written before it was measured. */
  mainThread?: MainThread;
}

export interface Browser {
  measure(url: string, runs: number): Promise<LighthouseResult>;
  close(): Promise<void>;
}

/** Starts Chromium once; each measurement is a series of Lighthouse runs in it. */
export async function startBrowser(chromePath: string): Promise<Browser> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags, logLevel: "silent" });
  /** One Lighthouse run; a run Lighthouse itself calls failed (a lost trace, NO_NAVSTART…) is tried again, up to three times. */
  const audit = async (url: string): Promise<Lhr> => {
    let reason = "";
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      if (result && !result.lhr.runtimeError) return result.lhr;
      reason = result?.lhr.runtimeError?.message ?? "no result";
      console.warn(`Lighthouse run on ${url} failed (${reason}); ${attempt < 3 ? "trying again" : "giving up"}`);
    }
    throw new Error(`Lighthouse could not measure ${url}: ${reason}`);
  };
  return {
    async measure(url, count) {
      // One unmeasured run first: it fills the server's image cache (next/image resizes each size
      // once), as any earlier visitor would have; otherwise the first page of a pair pays for both.
      await audit(url);
      const runs: Array<ReturnType<typeof read>> = [];
      for (let i = 0; i < count; i++) runs.push(read(await audit(url)));
      const figures = runs.map((run) => run.figures);
      const pick = (get: (figures: LighthouseFigures) => number) => median(figures.map(get));
      const scores = Object.fromEntries(
        categories.map((category) => [category, pick((run) => run.scores[category])]),
      ) as Record<Category, number>;
      // The notes list what cost points in the run whose performance score is the median one.
      const byPerformance = [...runs].sort((a, b) => a.figures.scores.performance - b.figures.scores.performance);
      const middle = byPerformance[Math.floor(byPerformance.length / 2)]!;
      return {
        url,
        scores,
        lcpMs: Math.round(pick((run) => run.lcpMs)),
        tbtMs: Math.round(pick((run) => run.tbtMs)),
        cls: Math.round(pick((run) => run.cls) * 1000) / 1000,
        totalBytes: pick((run) => run.totalBytes),
        jsBytes: pick((run) => run.jsBytes),
        runs: figures,
        failing: middle.failing,
        mainThread: middle.mainThread,
      };
    },
    async close() {
      chrome.kill();
    },
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function read(lhr: Lhr): { figures: LighthouseFigures; failing: LighthouseResult["failing"]; mainThread: MainThread } {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits["network-requests"]?.details;
  let jsBytes = 0;
  if (requests && requests.type === "table") {
    for (const item of requests.items)
      if (item.resourceType === "Script" && typeof item.transferSize === "number") jsBytes += item.transferSize;
  }
  const scores = Object.fromEntries(
    categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failing: LighthouseResult["failing"] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      if (
        audit.scoreDisplayMode === "informative" ||
        audit.scoreDisplayMode === "notApplicable" ||
        audit.scoreDisplayMode === "manual"
      )
        continue;
      failing.push({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        value: audit.displayValue ?? detailsSummary(audit.details),
        category,
      });
    }
  }
  return {
    figures: {
      scores,
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      totalBytes: numeric("total-byte-weight"),
      jsBytes,
    },
    failing,
    mainThread: mainThreadOf(lhr),
  };
}

/** The rows of an audit's table, or none. */
function tableItems(lhr: Lhr, id: string): Array<Record<string, unknown>> {
  const details = lhr.audits[id]?.details;
  return details && details.type === "table" ? (details.items as Array<Record<string, unknown>>) : [];
}

const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0);
const text = (value: unknown) => (typeof value === "string" ? value : "");

function mainThreadOf(lhr: Lhr): MainThread {
  const byGroup = tableItems(lhr, "mainthread-work-breakdown")
    .map((item) => ({ group: text(item.groupLabel) || text(item.group), ms: number(item.duration) }))
    .sort((a, b) => b.ms - a.ms);
  const scripts = tableItems(lhr, "bootup-time")
    .map((item) => ({ url: text(item.url), ms: number(item.total) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4);
  const longTasks = tableItems(lhr, "long-tasks")
    .map((item) => ({ url: text(item.url), ms: number(item.duration), startMs: number(item.startTime) }))
    .sort((a, b) => a.startMs - b.startMs);
  const document = tableItems(lhr, "network-requests").find((item) => item.resourceType === "Document");
  const total = tableItems(lhr, "dom-size-insight").find((item) => item.statistic === "Total elements");
  const page = {
    elements: number((total?.value as { value?: number } | undefined)?.value),
    htmlBytes: number(document?.resourceSize),
  };
  return { byGroup, scripts, longTasks, page };
}

/** A few words from an audit's table (the URLs or messages it lists), for audits with no value. */
function detailsSummary(details: Lhr["audits"][string]["details"]): string {
  if (!details || details.type !== "table") return "";
  return details.items
    .slice(0, 3)
    .map((item) => {
      const location = item.sourceLocation as { url?: string } | undefined;
      return [item.description, item.issueType, location?.url ?? item.url]
        .filter((part) => typeof part === "string")
        .join(" ");
    })
    .join("; ");
}
