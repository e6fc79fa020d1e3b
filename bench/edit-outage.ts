// The benchmark's edit-and-outage load: the bare site and the site behind the nginx front are
// loaded at the same time (a browser-like mix of Accept-Encoding headers over every page), and
// during the load an editor changes a page's title in WordPress (the CMS's admin API), WordPress
// calls the webhook (`POST /api/revalidate`), and WordPress then goes down for a while
// (`/__cms/faults`) before it comes back. Every answer of the loads is counted by status; each
// origin's load runs as three back-to-back parts (before the edit, the edit and the outage,
// WordPress back), so that each part's rate and latency show, and they add up to the whole. A
// poller reads the pages on both origins in each coding throughout, judges what visitors saw
// (bench/content-watch.ts), times when the edit shows, and how long its reads took in each part.
import { setTimeout as sleep } from "node:timers/promises";
import { ContentWatch, titleOf, type Origin, type Sample, type WatchSummary } from "./content-watch.ts";
import { combineLoads, type LoadResult } from "./load.ts";
import { median } from "./stats.ts";

export interface EditOutagePlan {
  /** Seconds of load. */
  seconds: number;
  /** When the edit and its webhook are sent, seconds after the load started. */
  editAt: number;
  /** How long WordPress is down, from right after the webhook answered. */
  outageSeconds: number;
  connections: number;
  /** The page edited (its path and WordPress id) and the title it gets. */
  edited: { path: string; id: number; title: string };
  /** Every page loaded and sampled. */
  paths: string[];
  /** The Accept-Encoding headers the poller sends in turn ("identity": the uncompressed page). */
  sampleCodings: string[];
}

/** The parts of the load, in order: their names and lengths in seconds. */
export function loadPhases(
  plan: Pick<EditOutagePlan, "seconds" | "editAt" | "outageSeconds">,
): Array<{ name: string; seconds: number }> {
  const rest = plan.seconds - plan.editAt - plan.outageSeconds;
  if (plan.editAt < 1 || plan.outageSeconds < 1 || rest < 1)
    throw new Error("the edit-and-outage load needs at least a second before the edit, of outage and after it");
  return [
    { name: "before the edit", seconds: plan.editAt },
    { name: "the edit, then WordPress down", seconds: plan.outageSeconds },
    { name: "WordPress back", seconds: rest },
  ];
}

/** One part of the load: each origin's figures, and the poller's reads (their count, median and longest, in ms). */
export interface LoadPhase {
  name: string;
  seconds: number;
  bare: LoadResult;
  front: LoadResult | null;
  reads: Record<Origin, { count: number; p50Ms: number; maxMs: number }>;
}

export interface EditOutageResult {
  plan: EditOutagePlan;
  /** Why a part could not run (no nginx), or null. */
  missing: string | null;
  /** What the loads sent: "wrk …, per request …". */
  load: string;
  /** The whole load on each origin (its parts added up). */
  bare: LoadResult;
  front: LoadResult | null;
  phases: LoadPhase[];
  /** The edited page's title before and after, as the site shows it. */
  titles: { before: string; after: string };
  /** Milliseconds since the load started: the webhook answered, WordPress went down, came back. */
  timeline: { webhookAt: number; downAt: number; backAt: number; loadEndedAt: number };
  /** The webhook's answer. */
  webhook: unknown;
  watch: WatchSummary;
  /** When the site's /api/ready said the edit's renders were done, ms since the load started (null: not within the wait). */
  editsDoneAt: number | null;
}

export interface EditOutageDeps {
  cmsUrl: string;
  bareOrigin: string;
  frontOrigin: string | null;
  frontMissing: string | null;
  revalidateSecret: string;
  /** Runs one load of the plan's paths and codings, counting every answer by status. */
  load(origin: string, seconds: number): Promise<LoadResult>;
  loadName: string;
  log(message: string): void;
}

async function send(url: string, init: RequestInit & { expect?: number } = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  if (response.status !== (init.expect ?? 200))
    throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const json = (body: unknown): RequestInit => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** One GET of a page as a visitor: its status, title, whether it came whole, the front's cache status. */
async function read(
  origin: string,
  pathname: string,
  acceptEncoding: string,
): Promise<Omit<Sample, "origin" | "path" | "acceptEncoding" | "at">> {
  const started = performance.now();
  const took = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    // fetch decodes brotli and gzip itself; "identity" asks for the uncompressed page.
    const response = await fetch(`${origin}${pathname}`, {
      redirect: "manual",
      headers: { "accept-encoding": acceptEncoding },
      signal: AbortSignal.timeout(10_000),
    });
    const body = await response.text();
    return {
      status: response.status,
      title: titleOf(body),
      complete: body.trimEnd().endsWith("</html>"),
      cache: response.headers.get("x-cache-status"),
      ms: took(),
    };
  } catch (error) {
    return {
      status: 0,
      title: null,
      complete: false,
      cache: null,
      ms: took(),
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

/** Every page answering 200 on `origin` in every coding, twice (the second: from the copies the first made). */
async function warm(origin: string, plan: EditOutagePlan): Promise<void> {
  for (let pass = 0; pass < 2; pass++) {
    for (const pathname of plan.paths) {
      for (const coding of plan.sampleCodings) {
        const answer = await read(origin, pathname, coding);
        if (answer.status !== 200)
          throw new Error(
            `${origin}${pathname} (${coding}) answered ${answer.status || answer.error} before the edit-and-outage load`,
          );
      }
    }
    await sleep(1000);
  }
}

async function editsDone(origin: string, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const ready = (await send(`${origin}/api/ready`, { expect: 200 }).catch(() => null)) as {
      edits?: { pending: boolean };
    } | null;
    if (ready?.edits?.pending === false) return true;
    await sleep(250);
  }
  return false;
}

export async function runEditOutage(plan: EditOutagePlan, deps: EditOutageDeps): Promise<EditOutageResult> {
  const origins: Array<[Origin, string]> = [
    ["bare", deps.bareOrigin],
    ...(deps.frontOrigin ? ([["front", deps.frontOrigin]] as Array<[Origin, string]>) : []),
  ];
  for (const [, origin] of origins) await warm(origin, plan);
  if (!(await editsDone(deps.bareOrigin, 60_000)))
    throw new Error("the site still had edits to render before the edit-and-outage load");

  // The titles before, the same on both origins; the edit's, as the site shows titles ("<page> - <site>").
  const before = new Map<string, string>();
  for (const pathname of plan.paths) {
    const titles = await Promise.all(
      origins.map(async ([, origin]) => (await read(origin, pathname, "identity")).title),
    );
    if (!titles[0] || titles.some((title) => title !== titles[0]))
      throw new Error(`${pathname} shows different titles before the edit: ${titles.join(" | ")}`);
    before.set(pathname, titles[0]);
  }
  const wordpressTitle = (
    (await send(`${deps.cmsUrl}/__cms/content/pages/${plan.edited.id}`)) as { title: { rendered: string } }
  ).title.rendered;
  const shown = before.get(plan.edited.path)!;
  if (!shown.startsWith(wordpressTitle))
    throw new Error(
      `the title of ${plan.edited.path}, ${JSON.stringify(shown)}, does not start with WordPress's ${JSON.stringify(wordpressTitle)}`,
    );
  const after = `${plan.edited.title}${shown.slice(wordpressTitle.length)}`;
  const watch = new ContentWatch({ before, edited: { path: plan.edited.path, title: after } });

  const started = performance.now();
  const now = () => Math.round(performance.now() - started);
  deps.log(
    `edit and outage: ${plan.seconds} s of load on ${origins.map(([name]) => name).join(" and ")}; edit at ${plan.editAt} s, WordPress down for ${plan.outageSeconds} s`,
  );
  const phases = loadPhases(plan);
  const phaseStarts: number[] = [];
  // Each origin's parts back to back; the parts of both origins start together.
  const loads = (async () => {
    const parts: Array<Array<LoadResult>> = [];
    for (const phase of phases) {
      phaseStarts.push(now());
      parts.push(await Promise.all(origins.map(([, origin]) => deps.load(origin, phase.seconds))));
    }
    return parts;
  })();
  let loadEndedAt = Number.NaN;
  void loads.then(
    () => (loadEndedAt = now()),
    () => undefined,
  );
  // Each read's time, to tell the parts apart afterwards.
  const reads: Array<{ origin: Origin; at: number; ms: number }> = [];

  // The poller: each round reads the edited page in every coding on each origin, and one other page.
  let polling = true;
  const others = plan.paths.filter((pathname) => pathname !== plan.edited.path);
  const poller = (async () => {
    for (let round = 0; polling; round++) {
      const pending: Array<Promise<void>> = [];
      for (const [name, origin] of origins) {
        const targets: Array<[string, string]> = plan.sampleCodings.map((coding) => [plan.edited.path, coding]);
        if (others.length)
          targets.push([others[round % others.length]!, plan.sampleCodings[round % plan.sampleCodings.length]!]);
        for (const [pathname, coding] of targets) {
          pending.push(
            read(origin, pathname, coding).then((answer) => {
              const at = now();
              reads.push({ origin: name, at, ms: answer.ms });
              watch.record({ origin: name, path: pathname, acceptEncoding: coding, at, ...answer });
            }),
          );
        }
      }
      await Promise.all(pending);
      await sleep(100);
    }
  })();

  let result: Omit<EditOutageResult, "watch" | "editsDoneAt"> | undefined;
  let editsDoneAt: number | null = null;
  try {
    await sleep(plan.editAt * 1000);
    await send(`${deps.cmsUrl}/__cms/content/pages/${plan.edited.id}`, {
      method: "PATCH",
      ...json({ title: plan.edited.title }),
    });
    const webhook = await send(`${deps.bareOrigin}/api/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${deps.revalidateSecret}`, "content-type": "application/json" },
      body: JSON.stringify({ post_type: "page", id: plan.edited.id }),
    });
    const webhookAt = now();
    await send(`${deps.cmsUrl}/__cms/faults`, { method: "POST", ...json({ down: true }) });
    const downAt = now();
    deps.log(
      `edit and outage: webhook answered at ${(webhookAt / 1000).toFixed(1)} s, WordPress down at ${(downAt / 1000).toFixed(1)} s`,
    );
    await sleep(Math.max(0, downAt + plan.outageSeconds * 1000 - now()));
    await send(`${deps.cmsUrl}/__cms/faults`, { method: "DELETE" });
    const backAt = now();
    deps.log(`edit and outage: WordPress back at ${(backAt / 1000).toFixed(1)} s`);
    const parts = await loads;
    // The poller goes on until the edit shows everywhere (its delay is measured), 60 s after WordPress's return at most.
    const until = backAt + 60_000;
    while (now() < until) {
      const shownAt = watch.summary().editShownAt;
      if (origins.every(([name]) => shownAt[name] !== null)) break;
      await sleep(200);
    }
    editsDoneAt = (await editsDone(deps.bareOrigin, Math.max(1000, until - now()))) ? now() : null;
    const ends = [...phaseStarts.slice(1), loadEndedAt];
    const readsIn = (origin: Origin, index: number) => {
      const times = reads
        .filter((entry) => entry.origin === origin && entry.at >= phaseStarts[index]! && entry.at < ends[index]!)
        .map((entry) => entry.ms);
      return { count: times.length, p50Ms: median(times), maxMs: times.length ? Math.max(...times) : Number.NaN };
    };
    const loadPhaseResults: LoadPhase[] = phases.map((phase, index) => ({
      ...phase,
      bare: parts[index]![0]!,
      front: parts[index]![1] ?? null,
      reads: { bare: readsIn("bare", index), front: readsIn("front", index) },
    }));
    result = {
      plan,
      missing: deps.frontMissing,
      load: deps.loadName,
      bare: combineLoads(loadPhaseResults.map((phase) => phase.bare)),
      front: deps.frontOrigin ? combineLoads(loadPhaseResults.map((phase) => phase.front!)) : null,
      phases: loadPhaseResults,
      titles: { before: shown, after },
      timeline: { webhookAt, downAt, backAt, loadEndedAt },
      webhook,
    };
  } finally {
    polling = false;
    await poller;
    // WordPress up again whatever happened: the CMS serves what runs after.
    await send(`${deps.cmsUrl}/__cms/faults`, { method: "DELETE" }).catch(() => undefined);
  }
  return { ...result, watch: watch.summary(), editsDoneAt };
}

/** The edit's delay on `origin`: ms from WordPress's return to when it showed for good (negative: before the return), or null. */
export function editDelay(result: Pick<EditOutageResult, "timeline" | "watch">, origin: Origin): number | null {
  const at = result.watch.editShownAt[origin];
  return at === null ? null : at - result.timeline.backAt;
}
