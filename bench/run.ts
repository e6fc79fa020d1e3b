// `npm run bench`: builds the site against the embedded CMS and measures what visitors and
// operators feel, with the site served by its production server (server.ts), bare and behind the
// shipped nginx front (deploy/nginx/vitrine.conf), then writes BENCHMARKS.md and bench/results.json,
// the targets of the cached-pages work checked at the top (bench/targets.ts). Loopback only, ports
// it picks. Not part of `npm test`; 21 to 28 minutes on 2 cores, depending on what else runs.
// BENCH_QUICK=1 makes a short trial run (one Lighthouse run, short loads, a smaller scale build)
// whose figures are marked as such. `npm run bench -- --only search` runs the search step alone
// (the CMS_SCALE build, then the search loads): it prints its figures and verdicts and writes no file.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPageFiles } from "../lib/cache/page-files.ts";
import { createBlankApp } from "./blank-app.ts";
import { comparisonCores, describeCorePlan, machineCorePlan, type ComparisonCores } from "./cores.ts";
import { contentCounts, readStats, resetStats } from "./cms.ts";
import { firstLoadJs } from "./js-bytes.ts";
import { startBrowser, type LighthouseResult } from "./lighthouse.ts";
import {
  codingNames,
  requestCoding,
  requestCodings,
  variantCycle,
  type CodingName,
  type RequestCoding,
} from "./codings.ts";
import { runEditOutage } from "./edit-outage.ts";
import { combineLoads, runLoad, type LoadResult } from "./load.ts";
import { cacheStatus, frontUnavailable, startFront, type Front } from "./front.ts";
import { buildNext, buildSite, root, startNext, startSite } from "./next-app.ts";
import { answers200, freePort, startChild, treeRss, peakRss, waitForUrl, wireAnswer, type Child } from "./proc.ts";
import { lighthousePages, pages, type PageSpec } from "./pages.ts";
import { clusterUnavailable, startRedis } from "../deploy/local-cluster.ts";
import { pageCaching } from "../config/site.ts";
import { renderReport } from "./report.ts";
import {
  resultsFormat,
  type FirstRenderCopy,
  type Results,
  type ThroughputPage,
  type VariantAnswers,
} from "./results.ts";
import { settings } from "./settings.ts";
import { ratio } from "./stats.ts";
import { startStaticServer, writeStaticPage } from "./static-server.ts";
import { requestCycle, runWrk, wrkVersion } from "./wrk.ts";
import { measureHostile } from "./hostile.ts";
import { measureSearch, type SearchFigures } from "./search.ts";
import { searchChecks } from "./targets.ts";
import { mib } from "./stats.ts";

const started = performance.now();
const step = (message: string) =>
  console.log(`[bench ${Math.round((performance.now() - started) / 1000)} s] ${message}`);

function git(args: string[]): string {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : "";
}

function machine(): Record<string, string> {
  const cpus = os.cpus();
  const release = (() => {
    try {
      return /^PRETTY_NAME="?([^"\n]+)/m.exec(readFileSync("/etc/os-release", "utf8"))?.[1] ?? os.release();
    } catch {
      return os.release();
    }
  })();
  const chromium =
    spawnSync(settings.chromium, ["--version"], { encoding: "utf8" }).stdout?.trim() || settings.chromium;
  const version = (name: string) =>
    (JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string })
      .version;
  return {
    cpu: `${cpus[0]?.model ?? "unknown"} × ${cpus.length}`,
    memory: `${Math.round(os.totalmem() / 1024 ** 3)} GiB`,
    os: `${release} (Linux ${os.release()})`,
    node: process.versions.node,
    chromium,
    lighthouse: version("lighthouse"),
    next: version("next"),
    autocannon: version("autocannon"),
    wrk: wrkVersion() ?? "not installed",
    loadAverageAtStart: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" "),
  };
}

/** The embedded CMS as a process of its own (its work does not share the load generator's thread). */
async function startCmsProcess(port: number, scale: number): Promise<{ url: string; process: Child }> {
  const cms = startChild(process.execPath, [path.join(root, "cms", "server.ts")], {
    cwd: root,
    env: {
      ...process.env,
      CMS_PORT: String(port),
      CMS_HOST: "127.0.0.1",
      CMS_ADMIN: "1",
      CMS_SCALE: String(scale),
      CMS_LOG: "",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/wp-json/`, cms, 30_000);
  return { url, process: cms };
}

const dotNext = path.join(root, ".next");

async function main(): Promise<void> {
  const date = new Date().toISOString();
  const head = git(["rev-parse", "--short=12", "HEAD"]) || "unknown";
  const commit = git(["status", "--porcelain", "--untracked-files=no"]) ? `${head} (with uncommitted changes)` : head;
  const info = machine();
  step(`machine: ${info.cpu}, ${info.memory}; load average ${info.loadAverageAtStart}`);

  const sitePort = await freePort();
  const origin = `http://127.0.0.1:${sitePort}`;
  const blankPort = await freePort();
  const blankOrigin = `http://127.0.0.1:${blankPort}`;
  // A first-time visitor sees the consent banner: it is there as soon as a third party is configured.
  const siteEnv = (wordpressUrl: string): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: "production",
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    SITE_URL: origin,
    WORDPRESS_URL: wordpressUrl,
    GTM_ID: "GTM-BENCH00",
    HEATMAP_ID: "benchheatmap",
  });

  // 1. Builds: the site with CMS_SCALE content (its search measured on it), the blank page, then
  //    the site with the demo content (the build that is served). Each site build starts from an empty .next.
  const builds: Results["builds"] = [];
  let search: Results["search"];
  {
    step(`building the site against CMS_SCALE=${settings.scale}`);
    const cms = await startCmsProcess(await freePort(), settings.scale);
    const counts = await contentCounts(cms.url);
    rmSync(dotNext, { recursive: true, force: true });
    builds.push({ content: `CMS_SCALE=${settings.scale}`, ...counts, ...(await buildSite(siteEnv(cms.url))) });
    search = await searchStep(sitePort, origin, siteEnv(cms.url));
    await cms.process.stop();
  }
  step("building the blank Next.js page");
  const blank = createBlankApp();
  builds.push({
    content: "blank Next.js page",
    pages: null,
    events: null,
    ...(await buildNext(blank.dir, { ...process.env, NODE_ENV: "production" })),
  });

  step("building the site against the demo content");
  const cms = await startCmsProcess(await freePort(), 0);
  rmSync(dotNext, { recursive: true, force: true });
  builds.push({ content: "demo content", ...(await contentCounts(cms.url)), ...(await buildSite(siteEnv(cms.url))) });

  // 2. CMS calls per request: each page on a fresh server with an empty data cache (cold; the pages
  //    rendered at build time stay), then again (warm: a cached request). Counted half a second after
  //    the answer, so that work the request set off in the background counts with it.
  const cmsCalls: Results["cmsCalls"] = [];
  let site: Child | undefined;
  for (const page of pages) {
    step(`CMS calls for ${page.path}`);
    await site?.stop();
    rmSync(path.join(dotNext, "cache"), { recursive: true, force: true });
    site = await startSite(sitePort, siteEnv(cms.url));
    const visit = async () => {
      await resetStats(cms.url);
      const response = await fetch(`${origin}${page.path}`, { redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      return readStats(cms.url);
    };
    const cold = await visit();
    const warm = await visit();
    cmsCalls.push({ ...page, cold, warm });
  }
  if (!site) throw new Error("no page to measure");

  // 3. Memory: the fresh server, each page once, then two consecutive loads over every page.
  for (const page of pages) await (await fetch(`${origin}${page.path}`)).arrayBuffer();
  const beforeBytes = treeRss(site.child.pid!);
  const peak = peakRss(site.child.pid!, 250);
  const memoryLoads: LoadResult[] = [];
  const afterLoads: number[] = [];
  for (const round of [1, 2]) {
    step(`memory: load ${round} of 2, ${settings.memoryLoadSeconds} s over every page`);
    memoryLoads.push(
      await runLoad({
        url: `${origin}${pages[0].path}`,
        paths: pages.slice(1).map((page) => page.path),
        seconds: settings.memoryLoadSeconds,
        connections: settings.connections,
      }),
    );
    afterLoads.push(treeRss(site.child.pid!));
  }
  const peakBytes = peak.stop();

  // 4. First-load JavaScript, the site's pages and the blank page.
  step("first-load JavaScript");
  const blankServer = await startNext(blank.dir, blankPort, { ...process.env, NODE_ENV: "production" }, "/");
  const blankJs = await firstLoadJs(`${blankOrigin}/`);
  const jsPages: Results["firstLoadJs"]["pages"] = [];
  for (const page of pages) {
    const js = await firstLoadJs(`${origin}${page.path}`);
    jsPages.push({ ...page, ...js, ratioToBlank: ratio(js.compressedBytes, blankJs.compressedBytes) });
  }

  // 5. Lighthouse.
  const browser = await startBrowser(settings.chromium);
  const lighthouseResults: Results["lighthouse"]["pages"] = [];
  let lighthouseBlank: LighthouseResult;
  try {
    for (const page of lighthousePages) {
      step(`Lighthouse ×${settings.lighthouseRuns}: ${page.path}`);
      lighthouseResults.push({ ...page, ...(await browser.measure(`${origin}${page.path}`, settings.lighthouseRuns)) });
    }
    step(`Lighthouse ×${settings.lighthouseRuns}: blank page`);
    lighthouseBlank = await browser.measure(`${blankOrigin}/`, settings.lighthouseRuns);
  } finally {
    await browser.close();
  }
  await blankServer.stop();
  blank.remove();

  // 6. Throughput: each page, asked for uncompressed, compressed (`gzip, br`) and in a browser-like
  //    mix of headers (bench/codings.ts), from the bare site, from the site behind the nginx front
  //    (cache HITs: warmed first, checked before and after) and from the same HTML as files (with
  //    their .gz and .br) from the static server, in turn.
  const staticDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-static-"));
  chmodSync(staticDir, 0o755);
  const fileOf = (page: PageSpec) => `${page.kind}-${page.language}.html`;
  for (const page of pages)
    writeStaticPage(staticDir, fileOf(page), await (await fetch(`${origin}${page.path}`)).text());
  const staticServer = await startStaticServer(staticDir, await freePort(), fileOf(pages[0]), settings.staticServer);
  const missing = frontUnavailable();
  let front: Front | undefined;
  if (missing) step(`no nginx front: ${missing}`);
  else {
    // As in production behind the front: the site writes the pages it sends through it as the
    // front's page files (CACHE_PURGE_URL, lib/cache/page-files.ts), which the front's HITs are.
    const purgePort = await freePort();
    await site?.stop();
    site = await startSite(sitePort, { ...siteEnv(cms.url), CACHE_PURGE_URL: `http://127.0.0.1:${purgePort}` });
    front = await startFront(await freePort(), sitePort, purgePort);
  }
  step(`throughput against the site${front ? `, ${front.name}` : ""} and ${staticServer.name}`);
  // Each server measured on the same cores, the load generator on its own (bench/cores.ts).
  const plan = machineCorePlan();
  const cores = comparisonCores(plan, {
    site: site.child.pid,
    front: front?.process.child.pid,
    static: staticServer.process.child.pid,
  });
  step(`cores: ${describeCorePlan(plan)}`);
  // wrk where installed: autocannon saturates before the servers do on these pages (bench/wrk.ts).
  const wrk = wrkVersion();
  const generator = wrk
    ? `${wrk}, one thread`
    : `autocannon ${info.autocannon} (wrk is not installed: apt-get install wrk), which saturates before the servers do`;
  const throughputPages = Object.fromEntries(codingNames.map((name) => [name, [] as ThroughputPage[]])) as Record<
    CodingName,
    ThroughputPage[]
  >;
  let firstRenderCopy: Results["throughput"]["firstRenderCopy"] = { missing: missing ?? "not measured" };
  let hostile: Results["hostile"] = { missing: "not measured" };
  try {
    for (const page of pages) {
      step(`throughput: ${page.path}`);
      await answers200(`${origin}${page.path}`);
      await answers200(`${staticServer.origin}/${fileOf(page)}`);
      for (const coding of requestCodings) {
        const url = {
          site: `${origin}${page.path}`,
          front: front ? `${front.origin}${page.path}` : null,
          static: `${staticServer.origin}/${fileOf(page)}`,
        };
        const headers = distinctHeaders(coding);
        // The first request of each header through nginx fills its cache (MISS); the next ones are
        // HITs. Just before, the site is asked for the page: nginx's MISS is answered from the
        // site's memory of pages, a copy with a length (measureFirstRenderCopy measures the other).
        let before: string | null = null;
        if (front) {
          for (const header of headers) {
            await answers200(url.site, { "accept-encoding": header ?? "identity" });
            await cacheStatus(front.origin, page.path, header);
          }
          before = await frontStatus(front.origin, page.path, headers);
        }
        const answers: VariantAnswers[] = [];
        for (const header of headers) {
          answers.push({
            acceptEncoding: header,
            site: await wireAnswer(url.site, header),
            front: url.front ? await wireAnswer(url.front, header) : null,
            static: await wireAnswer(url.static, header),
          });
        }
        const rounds = { site: [] as LoadResult[], front: [] as LoadResult[], static: [] as LoadResult[] };
        const roundSeconds = settings.staticSeconds / settings.comparisonRounds;
        for (let round = 0; round < settings.comparisonRounds; round++) {
          rounds.site.push(
            await throughputLoad(
              url.site,
              settings.siteSeconds / settings.comparisonRounds,
              coding,
              cores.measuring("site"),
            ),
          );
          if (url.front)
            rounds.front.push(await throughputLoad(url.front, roundSeconds, coding, cores.measuring("front")));
          rounds.static.push(await throughputLoad(url.static, roundSeconds, coding, cores.measuring("static")));
        }
        const siteLoad = combineLoads(rounds.site);
        const staticLoad = combineLoads(rounds.static);
        const frontLoad = front && before ? combineLoads(rounds.front) : null;
        const frontCache =
          front && before ? { before, after: await frontStatus(front.origin, page.path, headers) } : null;
        throughputPages[coding.name].push({
          ...page,
          site: siteLoad,
          front: frontLoad,
          static: staticLoad,
          siteRatio: ratio(siteLoad.requestsPerSecond, staticLoad.requestsPerSecond),
          frontRatio: frontLoad ? ratio(frontLoad.requestsPerSecond, staticLoad.requestsPerSecond) : null,
          frontCache,
          answers,
        });
      }
    }
    if (front)
      firstRenderCopy = await measureFirstRenderCopy(front, `${staticServer.origin}/${fileOf(contentPage())}`, cores);
    // The hostile loads run two load generators at once, as before: the servers get every core back.
    cores.release();
    // 7. What made-up addresses and queries get, and a real page beside a flood of them.
    step(`hostile loads: made-up addresses and queries, on the site${front ? " and behind nginx" : ""}`);
    hostile = wrk
      ? await measureHostile(origin, front?.origin ?? null, settings.hostileSeconds, settings.connections)
      : { missing: "wrk is not installed (apt-get install wrk): each request needs an address of its own" };
  } finally {
    await front?.stop();
    await staticServer.process.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }

  await site.stop();
  const instances = await measureInstances(siteEnv(cms.url));

  // 8. The edit-and-outage load, on a site of its own with the webhook and the front's purge on.
  let editOutage: Results["editOutage"];
  {
    const revalidateSecret = randomBytes(24).toString("hex");
    const purgePort = await freePort();
    const editSite = await startSite(sitePort, {
      ...siteEnv(cms.url),
      REVALIDATE_SECRET: revalidateSecret,
      CACHE_PURGE_URL: `http://127.0.0.1:${purgePort}`,
      TRUSTED_PROXIES: "1",
    });
    const editFront = missing ? undefined : await startFront(await freePort(), sitePort, purgePort);
    const mix = requestCoding("mix");
    const paths = pages.map((page) => page.path);
    const requests = requestCycle(paths, variantCycle(mix.variants));
    try {
      editOutage = await runEditOutage(
        {
          seconds: settings.editLoadSeconds,
          editAt: settings.editAtSeconds,
          outageSeconds: settings.outageSeconds,
          connections: settings.connections,
          edited: { path: "/vivre", id: 163, title: "Vivre ici" },
          paths,
          sampleCodings: ["gzip, br", "gzip", "identity"],
        },
        {
          cmsUrl: cms.url,
          bareOrigin: origin,
          frontOrigin: editFront?.origin ?? null,
          frontMissing: missing,
          revalidateSecret,
          load: (loadOrigin, seconds) =>
            wrk
              ? runWrk({
                  url: `${loadOrigin}${paths[0]}`,
                  seconds,
                  connections: settings.connections,
                  requests,
                  countStatuses: true,
                })
              : runLoad({ url: `${loadOrigin}${paths[0]}`, seconds, connections: settings.connections, requests }),
          loadName: `${generator}, ${settings.connections} connections on each origin, the ${paths.length} pages in turn, each in the ${mix.label}, every answer counted by status`,
          log: step,
        },
      );
    } catch (error) {
      editOutage = { missing: `the load could not run: ${error instanceof Error ? error.message : String(error)}` };
      step(`edit and outage: ${editOutage.missing}`);
    } finally {
      await editFront?.stop();
      await editSite.stop();
    }
  }
  await cms.process.stop();
  info.loadAverageAtEnd = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

  const results: Results = {
    format: resultsFormat,
    date,
    commit,
    durationSeconds: Math.round((performance.now() - started) / 1000),
    settings,
    machine: info,
    builds,
    lighthouse: { pages: lighthouseResults, blank: lighthouseBlank },
    firstLoadJs: { pages: jsPages, blank: blankJs },
    throughput: {
      generator,
      cores: describeCorePlan(plan),
      staticServer: staticServer.name,
      front: { name: front?.name ?? null, missing },
      codings: throughputPages,
      firstRenderCopy,
    },
    editOutage,
    hostile,
    search,
    cmsCalls,
    instances,
    memory: {
      beforeBytes,
      afterLoad1Bytes: afterLoads[0]!,
      afterLoad2Bytes: afterLoads[1]!,
      peakBytes,
      loads: memoryLoads,
    },
  };
  writeFileSync(path.join(root, "bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  const notesFile = path.join(root, "bench", "notes.md");
  const notes = (() => {
    try {
      return readFileSync(notesFile, "utf8");
    } catch {
      return "";
    }
  })();
  writeFileSync(path.join(root, "BENCHMARKS.md"), renderReport(results, notes));
  step(`done in ${results.durationSeconds} s: BENCHMARKS.md and bench/results.json written`);
}

/** Search on the CMS_SCALE build just made (bench/search.ts), on a server of its own; why not, when it could not run. */
async function searchStep(
  port: number,
  origin: string,
  env: NodeJS.ProcessEnv,
): Promise<SearchFigures | { missing: string }> {
  step(`search: /api/search on the CMS_SCALE=${settings.scale} build`);
  const server = await startSite(port, env);
  try {
    return await measureSearch({
      origin,
      site: server,
      content: `CMS_SCALE=${settings.scale}`,
      seconds: settings.searchSeconds,
      rounds: settings.searchRounds,
      warmSeconds: settings.searchWarmSeconds,
      connections: settings.connections,
    });
  } catch (error) {
    const missing = `the search load could not run: ${error instanceof Error ? error.message : String(error)}`;
    step(`search: ${missing}`);
    return { missing };
  } finally {
    await server.stop();
  }
}

/**
 * `--only search`: the CMS_SCALE build and the search step, figures and verdicts printed, no file
 * written. With `--reuse-build`, the build a previous `--only search` left in .next (marked so) is
 * served again, on the address it was built for: the server's own code (server.ts, lib/) is read
 * at start, so a change there is measured without building again.
 */
async function onlySearch(reuse: boolean): Promise<void> {
  const marker = path.join(dotNext, "bench-search-build.json");
  const content = `CMS_SCALE=${settings.scale}`;
  let origin: string;
  const cms = await startCmsProcess(await freePort(), settings.scale);
  if (reuse) {
    const made = (() => {
      try {
        return JSON.parse(readFileSync(marker, "utf8")) as { content: string; origin: string };
      } catch {
        return null;
      }
    })();
    if (made?.content !== content)
      throw new Error(`--reuse-build: .next is not a ${content} build made by \`--only search\``);
    origin = made.origin;
    step(`serving the ${content} build in .next again`);
  } else {
    origin = `http://127.0.0.1:${await freePort()}`;
    step(`building the site against ${content}`);
    rmSync(dotNext, { recursive: true, force: true });
  }
  const port = Number(new URL(origin).port);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: origin,
    WORDPRESS_URL: cms.url,
  };
  if (!reuse) {
    const counts = await contentCounts(cms.url);
    const build = await buildSite(env);
    writeFileSync(marker, `${JSON.stringify({ content, origin })}\n`);
    step(`built in ${build.seconds} s (${counts.pages} pages, ${counts.events} events and news)`);
  }
  const search = await searchStep(port, origin, env);
  await cms.process.stop();
  if ("missing" in search) throw new Error(search.missing);
  const { load, warmUp } = search;
  console.log(
    [
      `index: ${search.documents} documents built in ${search.buildMs} ms`,
      `first load, not counted (${settings.searchWarmSeconds} s): ${warmUp ? `${warmUp.requestsPerSecond} req/s, p50 ${warmUp.p50Ms} ms, p99 ${warmUp.p99Ms} ms` : "—"}`,
      `load (${search.generator}, ${settings.connections} connections, ${search.loads.length} × ${settings.searchSeconds} s, ${search.queries.length} queries in turn): ${load.requests} requests, ${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, ${load.errors} errors, ${load.non2xx} non-2xx`,
      `RSS: ${mib(search.rssIndexedBytes)} MiB with the index, ${search.rssAfterLoadsBytes.map((bytes) => `${mib(bytes)} MiB`).join(", ")} after the loads`,
      ...searchChecks(search).map((check) => `${check.pass ? "PASS" : "FAIL"} ${check.target}: ${check.figure}`),
    ].join("\n"),
  );
}

/** The Accept-Encoding headers a load of `coding` sends, each once (null: none). */
function distinctHeaders(coding: RequestCoding): Array<string | null> {
  return [...new Set(coding.variants.map((variant) => variant.acceptEncoding))];
}

/** The front's X-Cache-Status for each header: one status when all agree, else each with its header. */
async function frontStatus(frontOrigin: string, pathname: string, headers: Array<string | null>): Promise<string> {
  const statuses: string[] = [];
  for (const header of headers) statuses.push(await cacheStatus(frontOrigin, pathname, header));
  return new Set(statuses).size === 1
    ? statuses[0]!
    : statuses.map((status, index) => `${status} (${headers[index] ?? "none"})`).join(", ");
}

/** One load of `coding` on `url`: wrk where installed (one Accept-Encoding: prepared once; a mix: a cycle of requests), else autocannon. */
function throughputLoad(
  url: string,
  seconds: number,
  coding: RequestCoding,
  loadCores: string | null,
): Promise<LoadResult> {
  const connections = settings.connections;
  const headers = distinctHeaders(coding);
  const single = headers.length === 1 ? headers[0] : undefined;
  const requests =
    single === undefined ? requestCycle([new URL(url).pathname], variantCycle(coding.variants)) : undefined;
  if (wrkVersion())
    return runWrk({
      url,
      seconds,
      connections,
      headers: single ? { "accept-encoding": single } : {},
      requests,
      cpus: loadCores,
    });
  return runLoad({ url, seconds, connections, headers: single ? { "accept-encoding": single } : undefined, requests });
}

function contentPage(): PageSpec {
  return pages.find((page) => page.kind === "content") ?? pages[0];
}

/**
 * The front serving the copy an instance sent from its first render of a page: the content page's
 * compressed copy purged, the instance's memory of pages let go of the page
 * (`pageCaching.memorySeconds`, the page not asked for meanwhile), then one request through the
 * front (a MISS: Next's answer, compressed as it streams) and the load, against static in turn.
 */
async function measureFirstRenderCopy(
  front: Front,
  staticUrl: string,
  cores: ComparisonCores<"site" | "front" | "static">,
): Promise<FirstRenderCopy> {
  const coding = requestCoding("compressed");
  const header = coding.variants[0]!.acceptEncoding!;
  const pathname = contentPage().path;
  step(`throughput: ${pathname} behind nginx, the copy of a first render`);
  for (const stored of ["br", "gzip"] as const) await front.purge(pathname, stored);
  // And its files, as an edit removes them: the next copy, cached and written, is Next's answer.
  await createPageFiles({ targets: [front.purgeOrigin] }).remove([pathname]);
  await new Promise((resolve) => setTimeout(resolve, pageCaching.memorySeconds * 1000 + 1000));
  const miss = await wireAnswer(`${front.origin}${pathname}`, header);
  if (miss.status !== 200) throw new Error(`${pathname} through nginx answered ${miss.status}`);
  const answer = await wireAnswer(`${front.origin}${pathname}`, header);
  const before = answer.cache ?? "none";
  const frontRounds: LoadResult[] = [];
  const staticRounds: LoadResult[] = [];
  const roundSeconds = settings.staticSeconds / settings.comparisonRounds;
  for (let round = 0; round < settings.comparisonRounds; round++) {
    frontRounds.push(
      await throughputLoad(`${front.origin}${pathname}`, roundSeconds, coding, cores.measuring("front")),
    );
    staticRounds.push(await throughputLoad(staticUrl, roundSeconds, coding, cores.measuring("static")));
  }
  const frontLoad = combineLoads(frontRounds);
  const staticLoad = combineLoads(staticRounds);
  return {
    path: pathname,
    coding: coding.name,
    answer,
    front: frontLoad,
    static: staticLoad,
    frontRatio: ratio(frontLoad.requestsPerSecond, staticLoad.requestsPerSecond),
    frontCache: { before, after: await cacheStatus(front.origin, pathname, header) },
  };
}

/**
 * 7. Instances: requests per second through nginx with one instance of the site, then two, sharing
 *    Redis (Debian's redis-server), on the build just measured. Every request has a query of its own:
 *    nginx misses and an instance answers it (from the shared cache).
 */
async function measureInstances(env: NodeJS.ProcessEnv): Promise<NonNullable<Results["instances"]>> {
  const pathname = (pages.find((page) => page.kind === "content") ?? pages[0]).path;
  const missing = clusterUnavailable();
  if (missing) {
    step(`no instances: ${missing}`);
    return { missing, path: pathname, one: null, two: null, ratio: null };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-redis-"));
  const redis = await startRedis(dataDir, await freePort());
  const ports = [await freePort(), await freePort()];
  const instances: Child[] = [];
  const loads: LoadResult[] = [];
  try {
    for (const port of ports)
      instances.push(await startSite(port, { ...env, REDIS_URL: redis.url, TRUSTED_PROXIES: "1" }));
    for (const upstreams of [ports.slice(0, 1), ports]) {
      step(`instances: ${upstreams.length} behind nginx, ${pathname}`);
      const front = await startFront(await freePort(), upstreams, await freePort());
      try {
        // Unmeasured: the instances' first answers (an entry copied from the build into Redis, a page
        // older than REVALIDATE_SECONDS rendered again once) are not what is measured.
        await runLoad({ url: `${front.origin}${pathname}`, uniqueQuery: true, seconds: 2, connections: 10 });
        loads.push(
          await runLoad({
            url: `${front.origin}${pathname}`,
            uniqueQuery: true,
            seconds: settings.instancesSeconds,
            connections: settings.connections,
          }),
        );
      } finally {
        await front.stop();
      }
    }
  } finally {
    for (const instance of instances) await instance.stop();
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const [one, two] = loads as [LoadResult, LoadResult];
  return { missing: null, path: pathname, one, two, ratio: ratio(two.requestsPerSecond, one.requestsPerSecond) };
}

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
try {
  if (only === undefined) await main();
  else if (only === "search") await onlySearch(process.argv.includes("--reuse-build"));
  else throw new Error(`--only ${only ?? ""}: the one step that runs alone is \`search\``);
  process.exit(0);
} catch (error) {
  console.error(`\nThe benchmark stopped: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
  // Exiting stops the servers and the CMS still running (proc.ts).
  process.exit(1);
}
