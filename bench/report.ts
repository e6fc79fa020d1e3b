// BENCHMARKS.md from one run's results, followed by the hand-written notes (bench/notes.md).
import type { LighthouseResult } from "./lighthouse.ts";
import type { PageSpec, Results } from "./run.ts";
import { kib, mib } from "./stats.ts";

const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;

const label = (page: PageSpec) => `${page.kind} (${page.language}) \`${page.path}\``;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
const kb = (bytes: number) => `${kib(bytes)} KiB`;
const mb = (bytes: number) => `${mib(bytes)} MiB`;
const num = (value: number) => (Number.isNaN(value) ? "—" : String(value));
/** A ratio as a percentage with two significant digits: 0.00342 → "0.34 %". */
const percent = (value: number) => (Number.isNaN(value) ? "—" : `${Number((value * 100).toPrecision(2))} %`);
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
    const below = (Object.keys(targets) as Array<keyof typeof targets>).filter((category) => page.scores[category] < targets[category]);
    if (below.length === 0) continue;
    const audits = page.failing
      .filter((audit) => below.includes(audit.category))
      .map((audit) => `${audit.id}${audit.value ? ` (${audit.value})` : ""}`)
      .join(", ");
    lines.push(`- ${label(page)}: ${below.map((category) => `${category} ${page.scores[category]}`).join(", ")} — audits under 0.9: ${audits || "none (the score is the sum of small losses)"}`);
  }
  return lines;
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
  if (settings.quick) out.push("> **Trial run (BENCH_QUICK=1)**: one Lighthouse run, short loads, smaller scale build. Not for comparison.", "");
  out.push(row(["run", ""]), row(["---", "---"]));
  out.push(row(["date", results.date]));
  out.push(row(["commit", `\`${results.commit}\``]));
  out.push(row(["machine", `${machine.cpu}, ${machine.memory}, ${machine.os}`]));
  out.push(row(["load average (1, 5, 15 min)", `${machine.loadAverageAtStart} at the start, ${machine.loadAverageAtEnd} at the end`]));
  out.push(row(["software", `Node ${machine.node}, Next.js ${machine.next}, ${machine.chromium}, Lighthouse ${machine.lighthouse}, autocannon ${machine.autocannon}`]));
  out.push(row(["static server", results.throughput.staticServer]));
  out.push(row(["duration", `${Math.floor(results.durationSeconds / 60)} min ${results.durationSeconds % 60} s`]));
  out.push("");

  out.push("## Lighthouse", "");
  out.push(
    `Mobile, Lighthouse's default simulated throttling, median of ${settings.lighthouseRuns} run${settings.lighthouseRuns > 1 ? "s" : ""} (each figure on its own) after one unmeasured run that warms the server's image cache, Debian's Chromium headless.`,
    "Each run is a first-time visitor (storage cleared): the consent banner is shown, as the site is configured with a tag manager",
    "and a heatmap id (nothing of theirs loads before consent). Targets: performance 95 or more, the three others 100; a score",
    "under its target is in **bold**. Bytes are as transferred.",
    "",
  );
  out.push(row(["page", "performance", "accessibility", "best practices", "SEO", "LCP", "TBT", "CLS", "total bytes", "JS bytes"]));
  out.push(row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]));
  for (const page of results.lighthouse.pages) out.push(lighthouseRow(label(page), page));
  out.push(lighthouseRow("blank Next.js page (floor)", results.lighthouse.blank));
  out.push("");
  const gapLines = gaps(results);
  out.push(gapLines.length ? "Below target in this run (what cost points, from the median-performance run):" : "Every page met every target in this run.", "");
  if (gapLines.length) out.push(...gapLines, "", "Causes and what was done: see the notes at the end.", "");

  out.push("## First-load JavaScript", "");
  out.push(
    `Every script the page's HTML names (script tags and script preloads), fetched as Chromium asks for them (\`Accept-Encoding: br, gzip\`;`,
    `\`next start\` answered ${[...new Set([...results.firstLoadJs.pages, results.firstLoadJs.blank].flatMap((page) => page.encodings))].join(", ")}). The blank page is a one-heading Next.js app built in the same run`,
    "with the same `next`, `react` and `react-dom`: the framework's floor.",
    "",
  );
  out.push(row(["page", "scripts", "compressed", "uncompressed", "× blank page"]), row(["---", "---:", "---:", "---:", "---:"]));
  for (const page of results.firstLoadJs.pages) out.push(row([label(page), page.scripts, kb(page.compressedBytes), kb(page.rawBytes), `${page.ratioToBlank}×`]));
  const blankJs = results.firstLoadJs.blank;
  out.push(row(["blank Next.js page (floor)", blankJs.scripts, kb(blankJs.compressedBytes), kb(blankJs.rawBytes), "1×"]), "");

  out.push("## Server throughput", "");
  out.push(
    `autocannon, ${settings.connections} connections, ${settings.siteSeconds} s per page against \`next start\`, then ${settings.staticSeconds} s against the same HTML saved to a file`,
    `and served by ${results.throughput.staticServer} (the limit on this machine). No compression asked, keep-alive, loopback; the load`,
    "generator shares the machine's cores with the server. Pages were already rendered once (warm cache).",
    "",
  );
  out.push(row(["page", "site req/s", "p50", "p99", "errors", "non-2xx", "static req/s", "p50", "p99", "site as % of static"]));
  out.push(row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]));
  for (const page of results.throughput.pages) {
    const { site, static: file } = page;
    out.push(row([label(page), site.requestsPerSecond, ms(site.p50Ms), ms(site.p99Ms), site.errors, site.non2xx, file.requestsPerSecond, ms(file.p50Ms), ms(file.p99Ms), percent(page.ratio)]));
  }
  out.push("");

  out.push("## CMS calls per page render", "");
  out.push(
    "Requests the embedded CMS answered (`/__cms/stats`) for one request of the page: **cold** on a freshly started server with an",
    "empty data cache (`.next/cache` removed), then **warm**, the same page again.",
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
  out.push("`next build` from an empty `.next`, wall time and peak memory (sum of the RSS of the build's process tree, polled every 100 ms from `/proc`).", "");
  out.push(row(["content", "pages (fr + en)", "events and news (fr + en)", "build time", "peak memory"]), row(["---", "---:", "---:", "---:", "---:"]));
  for (const build of results.builds) out.push(row([build.content, build.pages ?? "—", build.events ?? "—", `${build.seconds} s`, mb(build.peakRssBytes)]));
  out.push("");

  out.push("## Server memory", "");
  const { memory } = results;
  out.push(
    `RSS of \`next start\`'s process tree: after a fresh start and one request per page, then right after ${memory.load.seconds} s of load over the six pages`,
    `(${memory.load.connections} connections: ${memory.load.requests} requests, ${memory.load.requestsPerSecond} req/s, p99 ${ms(memory.load.p99Ms)}, ${memory.load.errors} errors`,
    `(${memory.load.timeouts} timeouts), answers by status: ${Object.entries(memory.load.statusCodes).map(([status, count]) => `${status} ×${count}`).join(", ") || "none"}).`,
    "",
  );
  out.push(row(["before", "after", "peak during the load"]), row(["---:", "---:", "---:"]));
  out.push(row([mb(memory.beforeBytes), mb(memory.afterBytes), mb(memory.peakBytes)]), "");

  if (notes.trim()) out.push(notes.trim(), "");
  return out.join("\n");
}
