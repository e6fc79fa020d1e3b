// BENCHMARKS.md from one run's results, followed by the hand-written notes (bench/notes.md): the
// targets first (bench/targets.ts), then every figure of the run.
import { requestCodings } from "./codings.ts";
import { editDelay } from "./edit-outage.ts";
import type { LighthouseResult, MainThread } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { LighthousePageSpec } from "./pages.ts";
import type { WireAnswer } from "./proc.ts";
import type { Results } from "./results.ts";
import { kib, mib } from "./stats.ts";
import { checkTargets, goals, oldRate, oldRun, statusList } from "./targets.ts";

const targets = {
  performance: goals.lighthousePerformance,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
} as const;

const label = (page: LighthousePageSpec) => `${page.kind} (${page.language}) \`${page.path}\``;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
const kb = (bytes: number) => `${kib(bytes)} KiB`;
const mb = (bytes: number) => `${mib(bytes)} MiB`;
const num = (value: number) => (Number.isNaN(value) ? "—" : String(value));
/** A ratio as a percentage with two significant digits: 0.00342 → "0.34 %". */
const percent = (value: number | null) =>
  typeof value !== "number" || !Number.isFinite(value) ? "—" : `${Number((value * 100).toPrecision(2))} %`;
/** Errors (failed, unanswered, timed out) and answers not 2xx, e.g. "0" or "3 (2 non-2xx)". */
const failures = (load: LoadResult) => {
  const total = load.errors + load.non2xx;
  return load.non2xx ? `${total} (${load.non2xx} non-2xx)` : String(total);
};
const row = (cells: Array<string | number>) => `| ${cells.join(" | ")} |`;

function lighthouseRow(name: string, result: LighthouseResult): string {
  const score = (category: keyof typeof targets) => {
    const value = result.scores[category];
    return value < targets[category] ? `**${value}**` : String(value);
  };
  return row([
    name,
    score("performance"),
    score("accessibility"),
    score("best-practices"),
    score("seo"),
    ms(result.lcpMs),
    ms(result.tbtMs),
    num(result.cls),
    kb(result.totalBytes),
    kb(result.jsBytes),
  ]);
}

function gaps(results: Results): string[] {
  const lines: string[] = [];
  for (const page of results.lighthouse.pages) {
    const below = (Object.keys(targets) as Array<keyof typeof targets>).filter(
      (category) => page.scores[category] < targets[category],
    );
    if (below.length === 0) continue;
    const audits = page.failing
      .filter((audit) => below.includes(audit.category))
      .map((audit) => `${audit.id}${audit.value ? ` (${audit.value})` : ""}`)
      .join(", ");
    lines.push(
      `- ${label(page)}: ${below.map((category) => `${category} ${page.scores[category]}`).join(", ")} — audits under 0.9: ${audits || "none (the score is the sum of small losses)"}`,
    );
    if (page.mainThread) lines.push(`  - ${mainThreadLine(page.mainThread)}`);
  }
  const blank = results.lighthouse.blank.mainThread;
  if (lines.length && blank) lines.push(`- blank Next.js page, for comparison: ${mainThreadLine(blank)}`);
  return lines;
}

/** A script's address as its file name (`framework-3f…js`), the page itself as "the page's HTML". */
function scriptName(url: string): string {
  if (!url) return "no script";
  if (!/^https?:/.test(url)) return url;
  const { pathname } = new URL(url);
  const file = pathname.split("/").pop() ?? "";
  return file.endsWith(".js") ? file : "the page's HTML";
}

/** The main thread of a median run in one line: where its time went, its long tasks and the scripts behind them. */
function mainThreadLine(thread: MainThread): string {
  const total = thread.byGroup.reduce((sum, { ms: time }) => sum + time, 0);
  const groups = thread.byGroup
    .slice(0, 3)
    .map(({ group, ms: time }) => `${group.toLowerCase()} ${ms(time)}`)
    .join(", ");
  const blocking = thread.longTasks.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
  const longest = [...thread.longTasks]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((task) => `${ms(task.ms)} at ${ms(task.startMs)}, ${scriptName(task.url)}`)
    .join("; ");
  const tasks = thread.longTasks.length
    ? `${thread.longTasks.length} long task${thread.longTasks.length === 1 ? "" : "s"}, ${ms(blocking)} over 50 ms in all (the longest: ${longest})`
    : "no long task";
  const scripts = thread.scripts.map(({ url, ms: time }) => `${scriptName(url)} ${ms(time)}`).join(", ");
  const page = thread.page
    ? `; to hydrate: ${thread.page.elements} elements, ${kb(thread.page.htmlBytes)} of HTML`
    : "";
  return `main thread ${ms(total)} (${groups}); ${tasks}; scripts that took most: ${scripts || "none"}${page}`;
}

/** "br 11.2 KiB, length" */
const wire = (answer: WireAnswer) =>
  `${answer.status === 200 ? "" : `**${answer.status}** `}${answer.coding} ${kb(answer.bytes)}, ${answer.framing}`;
const sec = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

function firstRenderCopySection(results: Results): string[] {
  const copy = results.throughput.firstRenderCopy;
  const out = ["### Behind nginx: the copy of an instance's first render", ""];
  if (!copy || "missing" in copy) return [...out, `Not measured${copy ? `: ${copy.missing}` : ""}.`, ""];
  out.push(
    `The loads above hit, behind nginx, the copy nginx stored from an instance's memory of pages (it has a length): the instance had answered the page moments before nginx asked for it (its memory keeps a page 2 s). After an edit, nginx stores the instance's first answer of the new version instead: Next's answer, which the memory of pages holds whole and sends compressed with its length (a page too large for the memory is streamed by the \`compression\` middleware: no length, chunked). Here \`${copy.path}\`'s compressed copies were purged, the instance's memory let go of the page, one request through nginx stored a new copy (${wire(copy.answer)}), then it was loaded compressed against static in turn, as above.`,
    "",
  );
  out.push(
    row(["page", "behind nginx", "static", "behind nginx / static", "behind nginx p99", "X-Cache-Status"]),
    row(["---", "---:", "---:", "---:", "---:", "---"]),
  );
  out.push(
    row([
      `\`${copy.path}\``,
      copy.front.requestsPerSecond,
      copy.static.requestsPerSecond,
      percent(copy.frontRatio),
      ms(copy.front.p99Ms),
      `${copy.frontCache.before} / ${copy.frontCache.after}`,
    ]),
    "",
  );
  return out;
}

function editOutageSection(results: Results): string[] {
  const run = results.editOutage;
  const out = ["## An edit, then WordPress down, under load", ""];
  if (!run || !("plan" in run)) return [...out, `Not measured${run ? `: ${run.missing}` : ""}.`, ""];
  const { plan, timeline, watch } = run;
  out.push(
    `${plan.seconds} s of load on the bare site and, at the same time, through the nginx front: ${run.load}. A site of its own, with the webhook (\`REVALIDATE_SECRET\`) and the front's purge (\`CACHE_PURGE_URL\`) on, every page warmed first in every coding. At ${sec(plan.editAt * 1000)} the title of page ${plan.edited.id} (\`${plan.edited.path}\`) is changed through the CMS's admin API to "${plan.edited.title}" and the webhook is called (\`POST /api/revalidate {"post_type":"page","id":${plan.edited.id}}\`; it answered at ${sec(timeline.webhookAt)}: \`${JSON.stringify(run.webhook)}\`); right after, WordPress goes down (\`POST /__cms/faults {"down":true}\`, at ${sec(timeline.downAt)}: connections dropped) for ${plan.outageSeconds} s, and is back at ${sec(timeline.backAt)}. The loads ended at ${Number.isFinite(timeline.loadEndedAt) ? sec(timeline.loadEndedAt) : "—"}.`,
    `Throughout, a poller read \`${plan.edited.path}\` on each origin in each of ${plan.sampleCodings.map((coding) => `\`${coding}\``).join(", ")}, and one other page in turn, every 100 ms or so: a sample is right when it answers 200, whole, with the page's title before the edit or, for the edited page, its title after ("${run.titles.before}" → "${run.titles.after}"), and never the old title again once the new one showed (per origin, page and coding). The edit's delay is when the edited page showed the new title for good in every coding, after WordPress's return; the site's \`/api/ready\` said its renders were done ${run.editsDoneAt === null ? "not within the wait" : `at ${sec(run.editsDoneAt)}`}.`,
    "",
  );
  out.push(
    row([
      "origin",
      "requests",
      "req/s",
      "p50",
      "p99",
      "errors",
      "non-2xx",
      "answers by status",
      "samples",
      "samples not right",
      "edit shown, after WordPress's return",
    ]),
  );
  out.push(row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---", "---:", "---:", "---:"]));
  for (const [origin, name, load] of [
    ["bare", "bare site", run.bare],
    ["front", "behind nginx", run.front],
  ] as const) {
    const delay = editDelay(run, origin);
    const shown =
      delay === null
        ? "**never in every coding**"
        : delay <= 0
          ? `before the return (${sec(watch.editShownAt[origin]! - timeline.webhookAt)} after the webhook)`
          : sec(delay);
    const loadCells = load
      ? [
          load.requests,
          load.requestsPerSecond,
          ms(load.p50Ms),
          ms(load.p99Ms),
          load.errors,
          load.non2xx,
          Object.entries(load.statusCodes)
            .map(([status, count]) => `${status} ×${count}`)
            .join(", ") || "—",
        ]
      : ["—", "—", "—", "—", "—", "—", `not measured${run.missing ? `: ${run.missing}` : ""}`];
    out.push(
      row([
        name,
        ...loadCells,
        watch.byOrigin[origin],
        watch.badByOrigin[origin] ? `**${watch.badByOrigin[origin]}**` : 0,
        shown,
      ]),
    );
  }
  out.push("");
  if (run.phases?.length) {
    out.push(
      "Each origin's load ran as three parts back to back; the webhook and WordPress's fall and return happened at the times above, within a second of the parts' boundaries. Each part's figures, and how long the poller's reads took (median / longest):",
      "",
    );
    out.push(
      row([
        "part",
        "seconds",
        "bare site req/s",
        "p99",
        "errors + non-2xx",
        "behind nginx req/s",
        "p99",
        "errors + non-2xx",
        "reads, bare site",
        "reads, behind nginx",
      ]),
    );
    out.push(row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]));
    const reads = (entry: { count: number; p50Ms: number; maxMs: number }) =>
      entry.count ? `${ms(entry.p50Ms)} / ${ms(entry.maxMs)}` : "—";
    for (const phase of run.phases) {
      const front = phase.front
        ? [phase.front.requestsPerSecond, ms(phase.front.p99Ms), failures(phase.front)]
        : ["—", "—", "—"];
      out.push(
        row([
          phase.name,
          phase.seconds,
          phase.bare.requestsPerSecond,
          ms(phase.bare.p99Ms),
          failures(phase.bare),
          ...front,
          reads(phase.reads.bare),
          reads(phase.reads.front),
        ]),
      );
    }
    out.push("");
  }
  out.push(
    `The front's \`X-Cache-Status\` in the samples: ${
      Object.entries(watch.frontCache)
        .map(([status, count]) => `${status} ×${count}`)
        .join(", ") || "none"
    }.`,
    "",
  );
  if (watch.badCount) {
    out.push(
      `${watch.badCount} samples were not right${watch.wentBack ? ` (${watch.wentBack} showed the old title again after the new one)` : ""}; the first ${watch.bad.length}:`,
      "",
    );
    for (const bad of watch.bad)
      out.push(`- ${bad.origin} \`${bad.path}\` (\`${bad.acceptEncoding}\`) at ${sec(bad.at)}: ${bad.reason}`);
    out.push("");
  }
  return out;
}

export function renderReport(results: Results, notes: string): string {
  const { settings, machine } = results;
  const out: string[] = [];
  out.push("# Benchmarks", "");
  out.push(
    "Written by `npm run bench` (`bench/`); every figure below comes from the one run described here, and the same figures are in",
    "`bench/results.json`. The notes at the end are `bench/notes.md`, kept by hand. Figures from a shared machine move from run to run:",
    "compare runs made on the same machine, and read the load average.",
    "",
  );
  if (settings.quick)
    out.push(
      "> **Trial run (BENCH_QUICK=1)**: one Lighthouse run, short loads, smaller scale build. Not for comparison.",
      "",
    );
  const checks = checkTargets(results);
  const passed = checks.filter((check) => check.pass).length;
  out.push("## Targets", "");
  out.push(
    `The targets of the cached-pages work, checked on this run's figures: ${passed} of ${checks.length} met. Loads are ${settings.connections} connections on loopback,`,
    `${settings.siteSeconds} s per page and per way of asking (uncompressed, compressed, a browser mix) against the site, bare and behind nginx, over the ${new Set(results.throughput.codings.identity.map((page) => page.kind)).size} kinds of page below (each in both languages);`,
    "a target over pages is met when every page meets it, and its figure is the page furthest from it. The sections below give every figure.",
    "",
  );
  if (settings.quick)
    out.push(
      `> Trial run: loads of ${settings.siteSeconds} s per page, memory loads of ${settings.memoryLoadSeconds} s, an edit-and-outage load of ${settings.editLoadSeconds} s with ${settings.outageSeconds} s of outage; verdicts are indicative only.`,
      "",
    );
  out.push(row(["target", "measured", "verdict"]), row(["---", "---", "---"]));
  for (const check of checks) out.push(row([check.target, check.figure, check.pass ? "PASS" : "**FAIL**"]));
  out.push("");

  out.push("## This run", "");
  out.push(row(["run", ""]), row(["---", "---"]));
  out.push(row(["date", results.date]));
  out.push(row(["commit", `\`${results.commit}\``]));
  out.push(row(["machine", `${machine.cpu}, ${machine.memory}, ${machine.os}`]));
  out.push(
    row([
      "load average (1, 5, 15 min)",
      `${machine.loadAverageAtStart} at the start, ${machine.loadAverageAtEnd} at the end`,
    ]),
  );
  out.push(
    row([
      "software",
      `Node ${machine.node}, Next.js ${machine.next}, ${machine.chromium}, Lighthouse ${machine.lighthouse}, autocannon ${machine.autocannon}, ${machine.wrk?.startsWith("wrk") ? machine.wrk : "wrk not installed"}`,
    ]),
  );
  out.push(row(["site server", "`server.ts` (the production server), one Node process"]));
  out.push(row(["nginx front", results.throughput.front.name ?? `not run: ${results.throughput.front.missing}`]));
  out.push(row(["static server", results.throughput.staticServer]));
  if (results.throughput.cores) out.push(row(["cores of the throughput loads", results.throughput.cores]));
  out.push(row(["duration", `${Math.floor(results.durationSeconds / 60)} min ${results.durationSeconds % 60} s`]));
  out.push("");

  out.push("## Lighthouse", "");
  out.push(
    `Mobile, Lighthouse's default simulated throttling, median of ${settings.lighthouseRuns} run${settings.lighthouseRuns > 1 ? "s" : ""} (each figure on its own) after one unmeasured run that warms the server's image cache, Debian's Chromium headless.`,
    "Each run is a first-time visitor (storage cleared): the consent banner is shown, as the site is configured with a tag manager",
    `and a heatmap id (nothing of theirs loads before consent). Targets: performance ${goals.lighthousePerformance} or more, the three others 100; a score`,
    `under its target is in **bold**; LCP at most ${ms(goals.lighthouseLcpMs)} and TBT at most ${goals.lighthouseTbtToBlank}× the blank page's of the same run`,
    "are checked with the other targets, at the top. Bytes are as transferred.",
    "",
  );
  out.push(
    row([
      "page",
      "performance",
      "accessibility",
      "best practices",
      "SEO",
      "LCP",
      "TBT",
      "CLS",
      "total bytes",
      "JS bytes",
    ]),
  );
  out.push(row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]));
  for (const page of results.lighthouse.pages) out.push(lighthouseRow(label(page), page));
  out.push(lighthouseRow("blank Next.js page (floor)", results.lighthouse.blank));
  out.push("");
  const gapLines = gaps(results);
  out.push(
    gapLines.length
      ? "Below target in this run (what cost points, from the median-performance run):"
      : "Every page met every target in this run.",
    "",
  );
  if (gapLines.length) out.push(...gapLines, "", "Causes and what was done: see the notes at the end.", "");

  out.push("## First-load JavaScript", "");
  out.push(
    `Every script the page's HTML names (script tags and script preloads), fetched as Chromium asks for them (\`Accept-Encoding: br, gzip\`;`,
    `the site's server answered ${[...new Set([...results.firstLoadJs.pages, results.firstLoadJs.blank].flatMap((page) => page.encodings))].join(", ")}). The blank page is a one-heading Next.js app built in the same run`,
    "with the same `next`, `react` and `react-dom`: the framework's floor.",
    "",
  );
  out.push(
    row(["page", "scripts", "compressed", "uncompressed", "× blank page"]),
    row(["---", "---:", "---:", "---:", "---:"]),
  );
  for (const page of results.firstLoadJs.pages)
    out.push(row([label(page), page.scripts, kb(page.compressedBytes), kb(page.rawBytes), `${page.ratioToBlank}×`]));
  const blankJs = results.firstLoadJs.blank;
  out.push(
    row(["blank Next.js page (floor)", blankJs.scripts, kb(blankJs.compressedBytes), kb(blankJs.rawBytes), "1×"]),
    "",
  );

  out.push("## Server throughput", "");
  const { throughput } = results;
  out.push(
    `${throughput.generator ?? "autocannon"}, ${settings.connections} connections, keep-alive, loopback; ${throughput.cores ?? "the load generator shares the machine's cores with the servers"}. Each page was checked to answer 200 from each server before its loads.`,
    `Each page is loaded ${requestCodings.length} ways: ${requestCodings.map((coding) => coding.label).join("; ")}. A single header is prepared once by wrk; the mix is a cycle of requests handed to wrk by its Lua script, one call per request, for every server alike.`,
    `For each, ${settings.siteSeconds} s in all from the **site** (\`server.ts\` on its own), and ${settings.staticSeconds} s each from the site **behind nginx** and from **static**, the three in turn, ${settings.comparisonRounds} round${settings.comparisonRounds > 1 ? "s" : ""} each (a drift of the shared machine touches all three alike; their figures add up the rounds, and their p50 and p99 are the highest of the rounds).`,
    `**Static** is the same HTML saved to a file, with its \`.gz\` (gzip level 6) and \`.br\` (brotli quality 5), compressed beforehand as the site compresses a page it sends from memory, and served by ${throughput.staticServer} (the limit on this machine): a client that accepts brotli gets the \`.br\`, one that accepts gzip only the \`.gz\`.`,
    throughput.front.name
      ? `Behind nginx: ${throughput.front.name}; its nginx.conf (deploy/nginx/render.ts) gets the static server's process and connection settings, so the two differ only by what vitrine.conf does. Each page was requested through nginx with each header of the load before its load (a MISS, which fills the cache for that coding); \`X-Cache-Status\` of one request just before and one just after the load, with the load's headers, is shown.`
      : `Behind nginx: not measured (${throughput.front.missing}).`,
    `Pages were served from the site's cache (rendered at build time). "× old" is the site's rate over the same page's under ${oldRun} (content pages, not measured then: their language's home page's, marked *), uncompressed as it was measured then.`,
    "",
  );
  for (const coding of requestCodings) {
    const list = throughput.codings[coding.name] ?? [];
    out.push(`### ${coding.label[0]!.toUpperCase()}${coding.label.slice(1)}`, "");
    out.push("Rates, requests per second:", "");
    const withOld = coding.name === "identity";
    out.push(
      row([
        "page",
        "site",
        ...(withOld ? ["site × old"] : []),
        "behind nginx",
        "static",
        "site / static",
        "behind nginx / static",
      ]),
    );
    out.push(row(["---", "---:", ...(withOld ? ["---:"] : []), "---:", "---:", "---:", "---:"]));
    for (const page of list) {
      const old = oldRate(page);
      const times = `${Number((page.site.requestsPerSecond / old.rate).toFixed(1))}×${old.measured ? "" : "*"}`;
      out.push(
        row([
          label(page),
          page.site.requestsPerSecond,
          ...(withOld ? [times] : []),
          page.front?.requestsPerSecond ?? "—",
          page.static.requestsPerSecond,
          percent(page.siteRatio),
          percent(page.frontRatio),
        ]),
      );
    }
    out.push(
      "",
      "Latencies, errors (failed, unanswered or timed-out requests, and answers not 2xx) and nginx's cache status (just before / just after the load):",
      "",
    );
    out.push(
      row([
        "page",
        "site p50",
        "site p99",
        "site errors",
        "behind nginx p50",
        "p99",
        "errors",
        "X-Cache-Status",
        "static p50",
        "static p99",
      ]),
    );
    out.push(row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---", "---:", "---:"]));
    for (const page of list) {
      const { site, front, static: file } = page;
      const frontCells = front
        ? [
            ms(front.p50Ms),
            ms(front.p99Ms),
            failures(front),
            page.frontCache ? `${page.frontCache.before} / ${page.frontCache.after}` : "—",
          ]
        : ["—", "—", "—", "—"];
      out.push(
        row([
          label(page),
          ms(site.p50Ms),
          ms(site.p99Ms),
          failures(site),
          ...frontCells,
          ms(file.p50Ms),
          ms(file.p99Ms),
        ]),
      );
    }
    out.push("");
    const answered = list.filter((page) => page.answers?.length);
    if (answered.length) {
      out.push(
        "What each server sent, one request per header just before the loads: coding, bytes on the wire and framing (*length*: a `Content-Length`; *chunked*: no length, each write framed on its own, which is how the front stores a copy an instance streamed):",
        "",
      );
      out.push(
        row(["page", "Accept-Encoding", "site", "behind nginx", "static"]),
        row(["---", "---", "---", "---", "---"]),
      );
      for (const page of answered)
        for (const answer of page.answers!)
          out.push(
            row([
              label(page),
              answer.acceptEncoding === null ? "none" : `\`${answer.acceptEncoding}\``,
              wire(answer.site),
              answer.front ? wire(answer.front) : "—",
              wire(answer.static),
            ]),
          );
      out.push("");
    }
  }
  out.push(...firstRenderCopySection(results));
  out.push(...hostileSection(results));

  const { instances } = results;
  if (instances) {
    out.push("## Several instances", "");
    out.push(
      `\`${instances.path}\` through nginx (deploy/nginx/vitrine.conf) in front of one instance of the site, then two, sharing Debian's redis-server (REDIS_URL; docs/operations/several-instances.md), ${settings.instancesSeconds} s each, autocannon, ${settings.connections} connections. Every request carries a query of its own (\`?%6Coad=<n>\`, a name with an escape, which nginx keeps in its key): nginx has none cached, so each one reaches an instance, which answers it from its memory of pages (a page the same whatever query no page reads), at most every 2 s from the cache in Redis. All of it (nginx, the instances, Redis, autocannon) shares this machine's cores.`,
      "",
    );
    if (!instances.one || !instances.two) out.push(`Not measured: ${instances.missing}.`, "");
    else {
      out.push(row(["instances", "requests/s", "p50", "p99", "errors"]), row(["---", "---:", "---:", "---:", "---:"]));
      for (const [count, load] of [
        [1, instances.one],
        [2, instances.two],
      ] as const)
        out.push(row([count, load.requestsPerSecond, ms(load.p50Ms), ms(load.p99Ms), failures(load)]));
      out.push("", `Two instances / one: ${instances.ratio}×.`, "");
    }
  }

  out.push(...editOutageSection(results));

  out.push("## CMS calls per page request", "");
  out.push(
    "Requests the embedded CMS answered (`/__cms/stats`) for one request of the page: **cold** on a freshly started server with an",
    "empty data cache (`.next/cache` removed; the pages rendered at build time stay), then **warm**, the same page again: a cached",
    `request, whose target is ${goals.warmCmsCalls}. Each is counted half a second after the answer, so that work set off in the background counts too.`,
    "",
  );
  out.push(row(["page", "cold", "warm", "cold, by route"]), row(["---", "---:", "---:", "---"]));
  for (const page of results.cmsCalls) {
    const routes = Object.entries(page.cold.routes)
      .sort(([, a], [, b]) => b - a)
      .map(([route, count]) => `${route} ×${count}`)
      .join(", ");
    out.push(row([label(page), page.cold.total, page.warm.total, routes || "—"]));
  }
  out.push("");

  out.push("## Builds", "");
  out.push(
    "`next build` from an empty `.next`, wall time and peak memory (sum of the RSS of the build's process tree, polled every 100 ms from `/proc`).",
    "",
  );
  out.push(
    row(["content", "pages (fr + en)", "events and news (fr + en)", "build time", "peak memory"]),
    row(["---", "---:", "---:", "---:", "---:"]),
  );
  for (const build of results.builds)
    out.push(
      row([build.content, build.pages ?? "—", build.events ?? "—", `${build.seconds} s`, mb(build.peakRssBytes)]),
    );
  out.push("");

  out.push("## Search", "");
  out.push(...searchSection(results), "");

  out.push("## Server memory", "");
  const { memory } = results;
  const loadLine = (name: string, load: LoadResult) =>
    `- ${name}: ${load.requests} requests, ${load.requestsPerSecond} req/s, p99 ${ms(load.p99Ms)}, ${load.errors} errors (${load.timeouts} timeouts), answers by status: ${
      Object.entries(load.statusCodes)
        .map(([status, count]) => `${status} ×${count}`)
        .join(", ") || "none"
    }`;
  out.push(
    `RSS of the site's server (\`server.ts\`, its whole process tree, read from \`/proc\`): after a fresh start and one request per page, then right after each of two`,
    `consecutive loads of ${settings.memoryLoadSeconds} s over the ${results.throughput.codings.identity.length} pages (${settings.connections} connections, every connection going through the pages in turn), and the peak (polled`,
    `every 250 ms through both loads). Targets: at most ${mib(goals.rssBytes)} MiB after each load, and not growing: after the second at most ${goals.growth} × after the first.`,
    "",
    ...memory.loads.map((load, index) => loadLine(`load ${index + 1}`, load)),
    "",
  );
  out.push(
    row(["before", "after load 1", "after load 2", "after 2 / after 1", "peak during the loads"]),
    row(["---:", "---:", "---:", "---:", "---:"]),
  );
  out.push(
    row([
      mb(memory.beforeBytes),
      mb(memory.afterLoad1Bytes),
      mb(memory.afterLoad2Bytes),
      `${Number((memory.afterLoad2Bytes / memory.afterLoad1Bytes).toFixed(3))}×`,
      mb(memory.peakBytes),
    ]),
    "",
  );

  if (notes.trim()) out.push(notes.trim(), "");
  return out.join("\n");
}

/** Made-up addresses and queries (bench/hostile.ts): what each gets, on the site and behind nginx, and a real page beside a flood of them. */
function hostileSection(results: Results): string[] {
  const { hostile, settings } = results;
  /** A load's answers by status, then its errors when it had any. */
  const answers = (load: LoadResult) => `${statusList(load)}${load.errors ? `; ${load.errors} errors` : ""}`;
  const out = ["## Made-up addresses and queries", ""];
  if (!hostile || "missing" in hostile) return [...out, `Not measured: ${hostile?.missing ?? "not in this run"}.`, ""];
  out.push(
    `What a careless crawler or an attacker gets, and costs: each request at an address of its own (\`{n}\` a number no other request of the load has, so that no copy kept for an earlier request answers it), \`Accept-Encoding: gzip, br\`, wrk, ${settings.hostileSeconds} s each, ${settings.connections} connections, on the site, then behind nginx, after an unmeasured second on each. Every answer is counted by its status.`,
    "",
    row(["load", "address", "expected", "site req/s", "p99", "answers", "behind nginx req/s", "p99", "answers"]),
    row(["---", "---", "---:", "---:", "---:", "---", "---:", "---:", "---"]),
  );
  for (const load of hostile.loads)
    out.push(
      row([
        load.name,
        `\`${load.path}\``,
        load.expected,
        load.site.requestsPerSecond,
        ms(load.site.p99Ms),
        answers(load.site),
        load.front ? load.front.requestsPerSecond : "—",
        load.front ? ms(load.front.p99Ms) : "—",
        load.front ? answers(load.front) : "no nginx",
      ]),
    );
  const { path, alone, besideFlood, flood, ratio } = hostile.beside;
  out.push(
    "",
    `A visitor's page beside a flood, on the site: \`${path}\` on ${alone.connections} connections alone, then the same beside made-up page addresses on ${flood.connections} others, at once (two wrk processes).`,
    "",
    row(["load", "req/s", "p50", "p99", "answers"]),
    row(["---", "---:", "---:", "---:", "---"]),
    row([`\`${path}\` alone`, alone.requestsPerSecond, ms(alone.p50Ms), ms(alone.p99Ms), statusList(alone)]),
    row([
      `\`${path}\` beside the flood`,
      besideFlood.requestsPerSecond,
      ms(besideFlood.p50Ms),
      ms(besideFlood.p99Ms),
      statusList(besideFlood),
    ]),
    row(["the flood", flood.requestsPerSecond, ms(flood.p50Ms), ms(flood.p99Ms), statusList(flood)]),
    "",
    `Beside the flood / alone: ${Number(ratio.toFixed(2))}×.`,
    "",
  );
  return out;
}

/** Site search on the CMS_SCALE build (bench/search.ts): the index build, the query load and the server's RSS. */
function searchSection(results: Results): string[] {
  const { search, settings } = results;
  if (!search || "missing" in search) return [`Not measured: ${search?.missing ?? "not in this run"}.`];
  const { load } = search;
  return [
    `The site built against ${search.content}, served by its production server: the index built as the server starts, from the cached`,
    `documents (the time the server logs: \`[search] index built from N documents in X ms\`), then ${search.loads.length} loads of ${settings.searchSeconds} s on \`/api/search\``,
    `(${search.generator}, ${settings.connections} connections, \`Accept-Encoding: gzip, br\`) with these queries in turn: ${search.queries.map((query) => `\`${query}\``).join(", ")}.`,
    ...(search.warmUp
      ? [
          `Before them, a first load of ${settings.searchWarmSeconds} s, not counted: a process just started compiles its hot code (V8's JIT) while it answers (${search.warmUp.requestsPerSecond} req/s, p50 ${search.warmUp.p50Ms} ms, p99 ${search.warmUp.p99Ms} ms).`,
        ]
      : []),
    `Targets: p99 at most ${goals.searchP99Ms} ms with no error, and the server's RSS (its process tree) at most ${mib(goals.rssBytes)} MiB after each load.`,
    "",
    row([
      "documents",
      "index build",
      "req/s",
      "p50",
      "p99",
      "errors and non-2xx",
      "RSS with the index",
      "RSS after the loads",
    ]),
    row(["---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
    row([
      search.documents,
      `${search.buildMs} ms`,
      load.requestsPerSecond,
      `${load.p50Ms} ms`,
      `${load.p99Ms} ms`,
      `${load.errors + load.non2xx} of ${load.requests}`,
      mb(search.rssIndexedBytes),
      search.rssAfterLoadsBytes.map(mb).join(", "),
    ]),
  ];
}
