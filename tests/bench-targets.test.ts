// The benchmark's targets (bench/targets.ts), its report's Targets table, the nginx front it
// runs (the shipped configuration with the static baseline's process settings) and the static
// baseline (the same HTML, with its gzip and brotli copies).
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import type { CodingName } from "../bench/codings.ts";
import type { EditOutageResult } from "../bench/edit-outage.ts";
import { frontUnavailable, withNginxSettings } from "../bench/front.ts";
import type { LoadResult } from "../bench/load.ts";
import { renderReport } from "../bench/report.ts";
import { resultsFormat, type Results, type ThroughputPage } from "../bench/results.ts";
import { lighthousePages, pages, type PageSpec } from "../bench/pages.ts";
import { freePort, wireAnswer, type WireAnswer } from "../bench/proc.ts";
import {
  brotliStaticModule,
  describeNginxSettings,
  nginxConfig,
  nginxPath,
  nginxSettings,
  startStaticServer,
  writeStaticPage,
} from "../bench/static-server.ts";
import { indexBuild, type SearchFigures } from "../bench/search.ts";
import { checkTargets, oldRate } from "../bench/targets.ts";
import { hostileLoads, type HostileFigures } from "../bench/hostile.ts";
import { nginxBinary, renderStandaloneConfig, writeStandaloneConfig } from "../deploy/nginx/render.ts";

const MiB = 1024 * 1024;

function load(requestsPerSecond: number, p99Ms: number, extra: Partial<LoadResult> = {}): LoadResult {
  return {
    url: "http://127.0.0.1:1/",
    seconds: 6,
    connections: 50,
    requestsPerSecond,
    p50Ms: 1,
    p99Ms,
    meanMs: 1,
    maxMs: p99Ms,
    requests: requestsPerSecond * 6,
    errors: 0,
    timeouts: 0,
    unanswered: 0,
    non2xx: 0,
    statusCodes: { "200": requestsPerSecond * 6 },
    bytesPerSecond: 0,
    ...extra,
  };
}

const specs: readonly PageSpec[] = pages;

/** A load whose every answer has this status. */
const answered = (status: number, requestsPerSecond: number, p99Ms: number) =>
  load(requestsPerSecond, p99Ms, {
    non2xx: status < 300 ? 0 : requestsPerSecond * 6,
    statusCodes: { [String(status)]: requestsPerSecond * 6 },
  });

function passingHostile(): HostileFigures {
  return {
    loads: hostileLoads.map((spec) => ({
      ...spec,
      site: answered(spec.expected, 4000, 30),
      front: answered(spec.expected, spec.expected === 200 ? 25_000 : 4000, 40),
    })),
    beside: {
      path: "/vivre",
      alone: load(6000, 6),
      besideFlood: load(2700, 20),
      flood: answered(404, 2500, 30),
      ratio: 0.45,
    },
  };
}

const wire = (coding: string, framing: WireAnswer["framing"] = "length"): WireAnswer => ({
  status: 200,
  coding,
  bytes: 11_000,
  framing,
  cache: null,
});

/** An edit-and-outage load that meets its targets: no error, every sample right, the edit shown 1.2 s after WordPress's return. */
function passingEditOutage(): EditOutageResult {
  return {
    plan: {
      seconds: 60,
      editAt: 10,
      outageSeconds: 30,
      connections: 50,
      edited: { path: "/vivre", id: 163, title: "Vivre ici" },
      paths: ["/", "/vivre"],
      sampleCodings: ["gzip, br", "gzip", "identity"],
    },
    missing: null,
    load: "wrk",
    bare: load(2000, 40, { seconds: 60, requests: 120_000, statusCodes: { "200": 120_000 } }),
    front: load(20_000, 6, { seconds: 60, requests: 1_200_000, statusCodes: { "200": 1_200_000 } }),
    phases: [
      {
        name: "before the edit",
        seconds: 10,
        bare: load(15_000, 8, { seconds: 10 }),
        front: load(40_000, 4, { seconds: 10 }),
        reads: { bare: { count: 300, p50Ms: 2, maxMs: 9 }, front: { count: 300, p50Ms: 1, maxMs: 6 } },
      },
      {
        name: "the edit, then WordPress down",
        seconds: 30,
        bare: load(900, 60, { seconds: 30 }),
        front: load(30_000, 6, { seconds: 30 }),
        reads: { bare: { count: 900, p50Ms: 40, maxMs: 220 }, front: { count: 900, p50Ms: 1, maxMs: 8 } },
      },
      {
        name: "WordPress back",
        seconds: 20,
        bare: load(1200, 50, { seconds: 20 }),
        front: load(25_000, 7, { seconds: 20 }),
        reads: { bare: { count: 0, p50Ms: Number.NaN, maxMs: Number.NaN }, front: { count: 600, p50Ms: 1, maxMs: 30 } },
      },
    ],
    titles: { before: "Vivre - Confluence", after: "Vivre ici - Confluence" },
    timeline: { webhookAt: 10_050, downAt: 10_060, backAt: 40_070, loadEndedAt: 60_010 },
    webhook: { revalidated: ["wp:pages", "wp:page:163"], paths: true, rendering: 134 },
    watch: {
      samples: 4000,
      byOrigin: { bare: 2000, front: 2000 },
      badCount: 0,
      badByOrigin: { bare: 0, front: 0 },
      bad: [],
      wentBack: 0,
      frontCache: { HIT: 1900, MISS: 100 },
      editShownAt: { bare: 41_000, front: 41_270 },
    },
    editsDoneAt: 58_000,
  };
}

/**
 * A run that meets every target. Uncompressed: 3000 req/s bare, 19000 behind nginx, 20000 static;
 * compressed and the mix: 20000 bare, 55000 behind nginx (p99 6 ms), 58000 static.
 */
function passingRun(
  change: (page: ThroughputPage, coding: CodingName) => Partial<ThroughputPage> = () => ({}),
): Results {
  const measure = (coding: CodingName) =>
    specs.map((spec) => {
      const page: ThroughputPage =
        coding === "identity"
          ? {
              ...spec,
              site: load(3000, 40),
              front: load(19_000, 8),
              static: load(20_000, 5),
              siteRatio: 0.15,
              frontRatio: 0.95,
              frontCache: { before: "HIT", after: "HIT" },
            }
          : {
              ...spec,
              site: load(20_000, 6),
              front: load(55_000, 6),
              static: load(58_000, 3),
              siteRatio: 0.345,
              frontRatio: 0.948,
              frontCache: { before: "HIT", after: "HIT" },
              answers: [{ acceptEncoding: "gzip, br", site: wire("br"), front: wire("br"), static: wire("br") }],
            };
      return { ...page, ...change(page, coding) } as ThroughputPage;
    });
  return {
    format: resultsFormat,
    date: "2026-11-24T00:00:00.000Z",
    commit: "0123456789ab",
    durationSeconds: 600,
    settings: {
      quick: false,
      lighthouseRuns: 3,
      siteSeconds: 6,
      staticSeconds: 6,
      comparisonRounds: 3,
      connections: 50,
      editLoadSeconds: 60,
      editAtSeconds: 10,
      outageSeconds: 30,
      instancesSeconds: 10,
      hostileSeconds: 5,
      memoryLoadSeconds: 60,
      searchSeconds: 10,
      searchRounds: 2,
      searchWarmSeconds: 3,
      scale: 1000,
      chromium: "chromium",
      staticServer: "nginx",
    },
    machine: {
      cpu: "cpu × 2",
      memory: "24 GiB",
      os: "Debian",
      node: "24",
      chromium: "Chromium",
      lighthouse: "13",
      next: "16",
      autocannon: "9",
      loadAverageAtStart: "0",
      loadAverageAtEnd: "0",
    },
    builds: [],
    lighthouse: {
      pages: lighthousePages.map((page) => ({
        ...page,
        url: page.path,
        runs: [],
        failing: [],
        scores: { performance: 99, accessibility: 100, "best-practices": 100, seo: 100 },
        lcpMs: 1500,
        tbtMs: 120,
        cls: 0,
        totalBytes: 1,
        jsBytes: 1,
      })),
      blank: {
        url: "",
        runs: [],
        failing: [],
        scores: { performance: 99, accessibility: 100, "best-practices": 100, seo: 100 },
        lcpMs: 1,
        tbtMs: 100,
        cls: 0,
        totalBytes: 1,
        jsBytes: 1,
      },
    },
    firstLoadJs: { pages: [], blank: { url: "", scripts: 1, compressedBytes: 1, rawBytes: 1, encodings: ["gzip"] } },
    throughput: {
      staticServer: "nginx",
      front: { name: "nginx with vitrine.conf", missing: null },
      codings: { identity: measure("identity"), compressed: measure("compressed"), mix: measure("mix") },
      firstRenderCopy: {
        path: "/vivre",
        coding: "compressed",
        answer: wire("br", "chunked"),
        front: load(35_000, 9),
        static: load(58_000, 3),
        frontRatio: 0.603,
        frontCache: { before: "HIT", after: "HIT" },
      },
    },
    editOutage: passingEditOutage(),
    hostile: passingHostile(),
    cmsCalls: specs.map((spec) => ({
      ...spec,
      cold: { total: 5, routes: { "GET /wp/v2/pages": 5 } },
      warm: { total: 0, routes: {} },
    })),
    instances: { missing: null, path: "/vivre", one: load(400, 150), two: load(600, 120), ratio: 1.5 },
    search: {
      content: "CMS_SCALE=1000",
      documents: 4158,
      buildMs: 415,
      queries: ["fr: hackathon"],
      loads: [load(4000, 12), load(4000, 14)],
      load: load(4000, 14),
      generator: "wrk 4.1.0, one thread",
      rssIndexedBytes: 180 * MiB,
      rssAfterLoadsBytes: [200 * MiB, 201 * MiB],
    },
    memory: {
      beforeBytes: 150 * MiB,
      afterLoad1Bytes: 250 * MiB,
      afterLoad2Bytes: 255 * MiB,
      peakBytes: 280 * MiB,
      loads: [load(3000, 40), load(3000, 40)],
    },
  };
}

describe("the benchmark's targets", () => {
  it("holds each page to ten times its own rate before caching, and a content page to its language's home page", () => {
    expect(oldRate({ path: "/blocs", language: "fr" })).toEqual({ rate: 25, measured: true });
    expect(oldRate({ path: "/vivre", language: "fr" })).toEqual({ rate: 135.3, measured: false });
    expect(oldRate({ path: "/en/life", language: "en" })).toEqual({ rate: 150.2, measured: false });
  });

  it("passes a run that meets each of them, with the figure each was judged on", () => {
    const checks = checkTargets(passingRun());
    expect(checks).toHaveLength(23);
    expect(checks.filter((check) => !check.pass)).toEqual([]);
    const figure = (start: string) => checks.find((check) => check.target.startsWith(start))?.figure;
    // The furthest page from the goal: 3000 req/s against the old 150.2 of the English home page (and of /en/life).
    expect(figure("Bare site: a cached page")).toBe(
      "lowest: home (en) 20× (3000 req/s, old 150.2); 8 of 8 pages meet it",
    );
    expect(figure("Behind the shipped nginx config, compressed")).toBe(
      "lowest: home (fr) 0.95× (55000 / 58000 req/s; br / static br); 8 of 8 pages meet it",
    );
    expect(figure("Bare site, compressed")).toBe(
      "lowest: home (fr) 0.345× (20000 / 58000 req/s; br / static br); 8 of 8 pages meet it",
    );
    expect(figure("p99 ≤ 10 ms, behind nginx, compressed")).toBe("highest: home (fr) 6 ms; 8 of 8 pages meet it");
    expect(figure("p99 ≤ 100 ms, bare site")).toBe("highest: home (fr) identity 40 ms; 24 of 24 loads meet it");
    expect(figure("Behind nginx, the measured")).toBe(
      "HIT before and after on all 8 pages, in each of the 3 ways of asking",
    );
    expect(figure("0 errors and 0 non-2xx")).toBe(
      "bare site 0 errors, 0 non-2xx of 120000 (200 ×120000); behind nginx 0 errors, 0 non-2xx of 1200000 (200 ×1200000)",
    );
    expect(figure("During it, every page")).toBe("4000 samples (bare 2000, behind nginx 2000): 0 not so");
    expect(figure("The edited page shows")).toBe(
      "bare site 0.9 s after the return; behind nginx 1.2 s after the return",
    );
    expect(figure("Server RSS not growing")).toBe("1.02× (255 / 250 MiB)");
    expect(figure("CMS requests")).toBe("0 on each of the 8 pages");
    expect(figure("Search on CMS_SCALE=1000: p99 of a query")).toBe(
      "p99 14 ms (p50 1 ms, 4000 req/s), 0 errors and non-2xx of 24000; index of 4158 documents built in 415 ms",
    );
    expect(figure("Search: server RSS")).toBe("200 MiB, 201 MiB (180 MiB before the loads)");
    expect(figure("Made-up page addresses")).toBe(
      "6 loads (site and behind nginx), 270000 answers as expected; slowest 4000 req/s",
    );
    expect(figure("A real page beside a flood")).toBe(
      "0.45× (2700 / 6000 req/s, p99 20 ms / 6 ms; the flood 2500 req/s)",
    );
    expect(figure("Lighthouse (mobile, median of 3): performance ≥ 98")).toBe(
      "lowest: home (fr) 99; 12 of 12 pages meet it",
    );
    expect(figure("Lighthouse: Total Blocking Time ≤ 1.3×")).toBe(
      "highest: home (fr) 120 ms (1.2× the blank page's 100 ms); 12 of 12 pages meet it",
    );
    expect(figure("Lighthouse: Largest Contentful Paint ≤ 2 s")).toBe(
      "highest: home (fr) 1.5 s; 12 of 12 pages meet it",
    );
  });

  it("holds every page kind, both languages, to Lighthouse's performance 98, TBT 1.3× the blank page's and LCP 2 s", () => {
    const run = passingRun();
    const event = run.lighthouse.pages.find((page) => page.kind === "event" && page.language === "en")!;
    Object.assign(event, { scores: { ...event.scores, performance: 91 }, tbtMs: 140, lcpMs: 2300 });
    const contact = run.lighthouse.pages.find((page) => page.kind === "contact" && page.language === "fr")!;
    contact.tbtMs = 400;
    expect(
      checkTargets(run)
        .filter((check) => !check.pass)
        .map((check) => [check.target.slice(0, 30), check.figure]),
    ).toEqual([
      ["Lighthouse (mobile, median of ", "lowest: event (en) 91; 11 of 12 pages meet it"],
      [
        "Lighthouse: Total Blocking Tim",
        "highest: contact (fr) 400 ms (4× the blank page's 100 ms); 10 of 12 pages meet it",
      ],
      ["Lighthouse: Largest Contentful", "highest: event (en) 2.3 s; 11 of 12 pages meet it"],
    ]);
    run.lighthouse.pages = [];
    expect(
      checkTargets(run)
        .filter((check) => !check.pass)
        .map((check) => check.figure),
    ).toEqual(Array(3).fill("not measured"));
  });

  it("holds search to a p99 of 20 ms without an error and the server to 300 MiB after its loads; a run without it fails both", () => {
    const failedSearch = (results: Results) =>
      checkTargets(results)
        .filter((check) => !check.pass)
        .map((check) => [check.target.slice(0, 40), check.figure]);
    const slow = passingRun();
    const search = slow.search as SearchFigures;
    search.load = load(900, 56, { non2xx: 3 });
    search.rssAfterLoadsBytes = [290 * MiB, 310 * MiB];
    expect(failedSearch(slow)).toEqual([
      [
        "Search on CMS_SCALE=1000: p99 of a query",
        "p99 56 ms (p50 1 ms, 900 req/s), 3 errors and non-2xx of 5400; index of 4158 documents built in 415 ms",
      ],
      ["Search: server RSS with the index loaded", "290 MiB, 310 MiB (180 MiB before the loads)"],
    ]);
    const before = passingRun();
    delete before.search;
    expect(failedSearch(before)).toEqual([
      ["Search on the CMS_SCALE build: p99 of a ", "not measured: not in this run"],
      ["Search: server RSS with the index loaded", "not measured: not in this run"],
    ]);
  });

  it("holds made-up addresses and queries to their expected answers, bare and behind nginx, and a page beside a flood to 0.3× its rate; a run without them fails both", () => {
    const failedHostile = (results: Results) =>
      checkTargets(results)
        .filter((check) => !check.pass)
        .map((check) => [check.target.slice(0, 30), check.figure]);
    const broken = passingRun();
    const hostile = broken.hostile as HostileFigures;
    // A made-up address answered 500 a few times behind nginx; the page beside the flood slowed to a crawl.
    hostile.loads[0]!.front = load(3000, 40, { non2xx: 5, statusCodes: { "404": 17_995, "500": 5 } });
    hostile.beside.besideFlood = load(150, 480);
    hostile.beside.ratio = 0.025;
    expect(failedHostile(broken)).toEqual([
      ["Made-up page addresses, scanne", "made-up page addresses, behind nginx: 404 ×17995, 500 ×5, 0 errors"],
      ["A real page beside a flood of ", "0.03× (150 / 6000 req/s, p99 480 ms / 6 ms; the flood 2500 req/s)"],
    ]);
    // A made-up query answered with the 404 page: not the page it asked for.
    const query = passingRun();
    (query.hostile as HostileFigures).loads[2]!.site = answered(404, 4000, 30);
    expect(failedHostile(query)).toEqual([
      ["Made-up page addresses, scanne", "a page with a made-up query, site: 404 ×24000, 0 errors"],
    ]);
    // Without the front, the first target is not met: behind nginx is half of it.
    const bare = passingRun();
    for (const entry of (bare.hostile as HostileFigures).loads) entry.front = null;
    expect(failedHostile(bare)).toEqual([
      [
        "Made-up page addresses, scanne",
        "3 loads (site only: no nginx), 72000 answers as expected; slowest 4000 req/s",
      ],
    ]);
    const before = passingRun();
    delete before.hostile;
    expect(failedHostile(before)).toEqual([
      ["Made-up page addresses, scanne", "not measured: not in this run"],
      ["A real page beside a flood of ", "not measured: not in this run"],
    ]);
  });

  it("reads the index build from the server's log line, the last one when it built several", () => {
    const line = (documents: number, ms: number) =>
      `{"level":"info","component":"cache","msg":"[search] index built from ${documents} documents in ${ms} ms"}`;
    expect(indexBuild(`listening\n${line(4158, 415)}\n`)).toEqual({ documents: 4158, buildMs: 415 });
    expect(indexBuild(`${line(10, 3)}\n${line(12, 4)}`)).toEqual({ documents: 12, buildMs: 4 });
    expect(indexBuild("listening\n")).toBeNull();
  });

  it("fails a target when one page misses it, and names that page", () => {
    const slow = checkTargets(
      passingRun((page, coding) =>
        coding === "identity" && page.path === "/en/blocks" ? { site: load(200, 180), siteRatio: 0.01 } : {},
      ),
    );
    const failed = slow.filter((check) => !check.pass);
    expect(failed.map((check) => check.target)).toEqual([
      expect.stringMatching(/^Bare site: a cached page at ≥ 10×/),
      expect.stringMatching(/^Bare site, uncompressed, ≥ 0.05× nginx/),
      expect.stringMatching(/^p99 ≤ 100 ms, bare site/),
    ]);
    expect(failed[0]!.figure).toBe("lowest: blocks (en) 6.4× (200 req/s, old 31.2); 7 of 8 pages meet it");
    expect(failed[2]!.figure).toBe("highest: blocks (en) identity 180 ms; 23 of 24 loads meet it");
  });

  it("holds compressed answers to the static limit: the front at 0.9×, the bare site at 0.3×, the front's p99 to 10 ms", () => {
    const slow = checkTargets(
      passingRun((page, coding) => {
        if (coding !== "compressed") return {};
        if (page.path === "/vivre") return { front: load(33_000, 9), frontRatio: 0.569 };
        if (page.path === "/agenda") return { site: load(15_000, 9), siteRatio: 0.259 };
        if (page.path === "/en") return { front: load(55_000, 12) };
        return {};
      }),
    );
    const failed = Object.fromEntries(
      slow.filter((check) => !check.pass).map((check) => [check.target.slice(0, 44), check.figure]),
    );
    expect(failed).toEqual({
      "Behind the shipped nginx config, compressed ":
        "lowest: content (fr) 0.57× (33000 / 58000 req/s; br / static br); 7 of 8 pages meet it",
      "Bare site, compressed (`Accept-Encoding: gzi":
        "lowest: events (fr) 0.259× (15000 / 58000 req/s; br / static br); 7 of 8 pages meet it",
      "p99 ≤ 10 ms, behind nginx, compressed, at 50": "highest: home (en) 12 ms; 7 of 8 pages meet it",
    });
    // The uncompressed loads alone do not pass them.
    const uncompressedOnly = passingRun();
    uncompressedOnly.throughput.codings.compressed = [];
    expect(
      checkTargets(uncompressedOnly)
        .filter((check) => !check.pass)
        .map((check) => check.figure),
    ).toEqual(["not measured", "not measured", "not measured for compressed", "not measured"]);
  });

  it("fails on errors, answers not 2xx, cache misses behind nginx in any coding, memory and CMS calls on a cached request", () => {
    const results = passingRun((page, coding) =>
      page.path === "/agenda" && coding === "mix"
        ? {
            front: load(19_000, 8, { non2xx: 2 }),
            frontCache: { before: "HIT", after: "MISS (gzip), HIT (gzip, deflate, br, zstd)" },
          }
        : {},
    );
    results.memory.afterLoad2Bytes = 320 * MiB;
    results.cmsCalls[3]!.warm = { total: 2, routes: { "GET /wp/v2/pages": 2 } };
    const checks = checkTargets(results);
    const failed = Object.fromEntries(
      checks.filter((check) => !check.pass).map((check) => [check.target.slice(0, 24), check.figure]),
    );
    expect(failed).toEqual({
      "Behind nginx, the measur": "not HIT: events (fr) mix HIT / MISS (gzip), HIT (gzip, deflate, br, zstd)",
      "0 errors (failed or unan": expect.stringMatching(/^bare site 0, behind nginx 2, memory loads 0/),
      "Server RSS after each 60": "250 MiB after the first, 320 MiB after the second (peak 280 MiB)",
      "Server RSS not growing a": "1.28× (320 / 250 MiB)",
      "CMS requests for a reque": "content (en) 2",
    });
  });

  it("fails the edit-and-outage targets on any error or answer not 2xx, a wrong sample, or an edit shown late or never", () => {
    const edit = (change: (run: EditOutageResult) => void) => {
      const results = passingRun();
      change(results.editOutage as EditOutageResult);
      return Object.fromEntries(
        checkTargets(results)
          .filter((check) => !check.pass)
          .map((check) => [check.target.slice(0, 22), check.figure]),
      );
    };
    // A redirect is not an error, but not 2xx either.
    expect(
      edit(
        (run) =>
          (run.front = load(20_000, 6, {
            seconds: 60,
            requests: 1_200_000,
            non2xx: 3,
            statusCodes: { "200": 1_199_997, "302": 3 },
          })),
      ),
    ).toEqual({
      "0 errors and 0 non-2xx":
        "bare site 0 errors, 0 non-2xx of 120000 (200 ×120000); behind nginx 0 errors, 3 non-2xx of 1200000 (200 ×1199997, 302 ×3)",
    });
    expect(edit((run) => (run.bare = load(2000, 40, { seconds: 60, errors: 1, timeouts: 1 })))).toEqual({
      "0 errors and 0 non-2xx": expect.stringMatching(/^bare site 1 errors, 0 non-2xx/),
    });
    expect(
      edit((run) => {
        run.watch.badCount = 2;
        run.watch.badByOrigin.front = 2;
        run.watch.wentBack = 1;
        run.watch.bad = [
          {
            origin: "front",
            path: "/vivre",
            acceptEncoding: "gzip",
            at: 41_300,
            status: 200,
            title: "Vivre - Confluence",
            reason: "the old title again, after the edit had shown",
          },
          {
            origin: "front",
            path: "/",
            acceptEncoding: "identity",
            at: 20_000,
            status: 502,
            title: null,
            reason: "answered 502",
          },
        ];
      }),
    ).toEqual({
      "During it, every page ":
        "4000 samples (bare 2000, behind nginx 2000): 2 not so, 1 of them the old title again — front /vivre (gzip) at 41.3 s: the old title again, after the edit had shown; front / (identity) at 20 s: answered 502",
    });
    expect(edit((run) => (run.watch.editShownAt = { bare: 46_000, front: null }))).toEqual({
      "The edited page shows ": "bare site 5.9 s after the return; behind nginx never shown in every coding",
    });
    // Shown before WordPress's return (the edit was rendered before the outage began): met.
    expect(edit((run) => (run.watch.editShownAt = { bare: 10_300, front: 10_500 }))).toEqual({});
    // Not sampled on an origin: not judged as met.
    expect(edit((run) => (run.watch.byOrigin.front = 0))).toEqual({
      "During it, every page ": expect.stringMatching(/behind nginx 0/),
    });
  });

  it("fails the edit-and-outage targets when the load could not run, or ran without the front", () => {
    const results = passingRun();
    results.editOutage = { missing: "the load could not run: boom" };
    expect(
      checkTargets(results)
        .filter((check) => !check.pass)
        .map((check) => check.figure),
    ).toEqual(Array(3).fill("not measured: the load could not run: boom"));
    const bareOnly = passingRun();
    Object.assign(bareOnly.editOutage, { front: null, missing: "/usr/sbin/nginx is not installed" });
    (bareOnly.editOutage as EditOutageResult).watch.byOrigin.front = 0;
    (bareOnly.editOutage as EditOutageResult).watch.editShownAt.front = null;
    expect(checkTargets(bareOnly).filter((check) => !check.pass)).toHaveLength(3);
  });

  it("fails the front's targets when nginx could not run it", () => {
    const results = passingRun(() => ({ front: null, frontRatio: null, frontCache: null }));
    results.throughput.front = { name: null, missing: "/usr/sbin/nginx is not installed" };
    const failed = checkTargets(results).filter((check) => !check.pass);
    // The two ratios, the cache status, the two p99 and the errors behind nginx; the bare site's still pass.
    expect(failed).toHaveLength(6);
    expect(failed.map((check) => check.figure)).toEqual([
      ...Array(5).fill("not measured: /usr/sbin/nginx is not installed"),
      expect.stringMatching(/behind nginx not measured/),
    ]);
  });

  it("says, for a page under its Lighthouse target, where its main thread went, beside the blank page's", () => {
    const run = passingRun();
    const thread = (scale: number) => ({
      byGroup: [
        { group: "Script Evaluation", ms: 900 * scale },
        { group: "Style & Layout", ms: 300 * scale },
        { group: "Other", ms: 200 * scale },
        { group: "Rendering", ms: 100 * scale },
      ],
      scripts: [
        { url: "http://127.0.0.1:1/_next/static/chunks/framework-0a1b.js", ms: 500 * scale },
        { url: "http://127.0.0.1:1/vivre", ms: 150 * scale },
      ],
      longTasks: [
        { url: "http://127.0.0.1:1/_next/static/chunks/framework-0a1b.js", ms: 280 * scale, startMs: 1900 },
        { url: "Unattributable", ms: 120 * scale, startMs: 2400 },
      ],
    });
    const { blank } = run.lighthouse;
    run.lighthouse.blank = { ...blank, mainThread: thread(0.5) };
    run.lighthouse.pages = [
      { ...specs[2]!, ...blank, url: "/vivre", scores: { ...blank.scores, performance: 80 }, mainThread: thread(1) },
    ];
    const report = renderReport(run, "");
    expect(report).toContain(
      "  - main thread 1.5 s (script evaluation 900 ms, style & layout 300 ms, other 200 ms); 2 long tasks, 300 ms over 50 ms in all (the longest: 280 ms at 1.9 s, framework-0a1b.js; 120 ms at 2.4 s, Unattributable); scripts that took most: framework-0a1b.js 500 ms, the page's HTML 150 ms",
    );
    expect(report).toContain("- blank Next.js page, for comparison: main thread 750 ms (script evaluation 450 ms,");
  });

  it("reports requests per second through nginx with two instances against one", () => {
    const report = renderReport(
      passingRun(() => ({})),
      "",
    );
    expect(report).toContain("## Several instances");
    expect(report).toMatch(/\| 1 \| 400 \|[^\n]*\n\| 2 \| 600 \|/);
    expect(report).toContain("Two instances / one: 1.5×.");
  });

  it("reports each way of asking, what each server sent, the first-render copy, made-up addresses and the edit-and-outage load", () => {
    const report = renderReport(passingRun(), "");
    for (const heading of [
      "### Uncompressed (no `Accept-Encoding`)",
      "### Compressed (`Accept-Encoding: gzip, br`",
      "### Browser mix",
      "### Behind nginx: the copy of an instance's first render",
      "## Made-up addresses and queries",
      "## An edit, then WordPress down, under load",
    ]) {
      expect(report).toContain(heading);
    }
    expect(report).toMatch(/^\| content \(fr\) `\/vivre` \| 20000 \| 55000 \| 58000 \| 3\d % \| 95 % \|$/m);
    expect(report).toMatch(
      /^\| content \(fr\) `\/vivre` \| `gzip, br` \| br 10.7 KiB, length \| br 10.7 KiB, length \| br 10.7 KiB, length \|$/m,
    );
    expect(report).toMatch(/^\| `\/vivre` \| 35000 \| 58000 \| 60 % \| 9 ms \| HIT \/ HIT \|$/m);
    expect(report).toMatch(
      /^\| bare site \| 120000 \| 2000 \| 1 ms \| 40 ms \| 0 \| 0 \| 200 ×120000 \| 2000 \| 0 \| 0.9 s \|$/m,
    );
    expect(report).toContain("The front's `X-Cache-Status` in the samples: HIT ×1900, MISS ×100.");
    expect(report).toMatch(
      /^\| made-up page addresses \| `\/vivre\/inconnu-\{n\}` \| 404 \| 4000 \| 30 ms \| 404 ×24000 \| 4000 \| 40 ms \| 404 ×24000 \|$/m,
    );
    expect(report).toMatch(/^\| `\/vivre` beside the flood \| 2700 \| 1 ms \| 20 ms \| 200 ×16200 \|$/m);
    expect(report).toContain("Beside the flood / alone: 0.45×.");
    const without = passingRun();
    delete without.hostile;
    expect(renderReport(without, "")).toContain("## Made-up addresses and queries\n\nNot measured: not in this run.");
    expect(report).toMatch(
      /^\| the edit, then WordPress down \| 30 \| 900 \| 60 ms \| 0 \| 30000 \| 6 ms \| 0 \| 40 ms \/ 220 ms \| 1 ms \/ 8 ms \|$/m,
    );
    expect(report).toMatch(
      /^\| WordPress back \| 20 \| 1200 \| 50 ms \| 0 \| 25000 \| 7 ms \| 0 \| — \| 1 ms \/ 30 ms \|$/m,
    );
  });

  it("puts the Targets table at the top of the report, a verdict per target", () => {
    const report = renderReport(
      passingRun((page, coding) => (coding === "identity" && page.path === "/" ? { site: load(3000, 140) } : {})),
      "",
    );
    const targets = report.slice(report.indexOf("## Targets"), report.indexOf("## This run"));
    expect(report.indexOf("## Targets")).toBeLessThan(report.indexOf("## Lighthouse"));
    expect(targets).toContain("22 of 23 met");
    expect(targets).toMatch(
      /^\| p99 ≤ 100 ms, bare site, every way of asking \| highest: home \(fr\) identity 140 ms; 23 of 24 loads meet it \| \*\*FAIL\*\* \|$/m,
    );
    expect(targets.match(/\| PASS \|$/gm)).toHaveLength(22);
    expect(report).toContain("| after load 1 | after load 2 |");
    expect(report).toContain("| 4158 | 415 ms | 4000 | 1 ms | 14 ms | 0 of 24000 | 180 MiB | 200 MiB, 201 MiB |");
  });
});

describe("the nginx front of the benchmark", () => {
  let prefix: string | undefined;
  afterEach(() => {
    if (prefix) rmSync(prefix, { recursive: true, force: true });
    prefix = undefined;
  });

  it("runs the shipped configuration with the static baseline's worker and connection settings", () => {
    const main = withNginxSettings(renderStandaloneConfig("/tmp/front", "/tmp/front/vitrine.conf"));
    const lines = main.split("\n").map((line) => line.trim());
    expect(lines).toContain(`worker_processes ${nginxSettings.workerProcesses};`);
    expect(lines).toContain(`worker_connections ${nginxSettings.workerConnections};`);
    for (const directive of nginxSettings.http) expect(lines.filter((line) => line === directive)).toHaveLength(1);
    // The access log of render.ts gives way to the baseline's `access_log off`; the site's file is still included.
    expect(lines.filter((line) => line.startsWith("access_log"))).toEqual(["access_log off;"]);
    expect(lines).toContain("include /tmp/front/vitrine.conf;");
    expect(withNginxSettings(main)).toBe(main);
    expect(describeNginxSettings()).toBe(
      "1 worker process, worker_connections 1024, access_log off, sendfile on, tcp_nopush off, keepalive_requests 1000000",
    );
  });

  it("says so when render.ts's layout changes under it", () => {
    expect(() => withNginxSettings("events {}\nhttp {\n}\n")).toThrow(/worker_processes/);
    expect(() => withNginxSettings("worker_processes auto;\nevents {\n    worker_connections 768;\n}\n")).toThrow(
      /http \{/,
    );
    expect(withNginxSettings("worker_processes auto;\nevents {\n    worker_connections 768;\n}\nhttp {\n}\n")).toMatch(
      /^worker_processes 1;$/m,
    );
  });

  it.skipIf(frontUnavailable() !== null)("is a configuration Debian's nginx accepts", async () => {
    prefix = mkdtempSync(path.join(tmpdir(), "vitrine-bench-front-test-"));
    const config = await writeStandaloneConfig(prefix, {
      listen: "127.0.0.1:1",
      serverName: "localhost",
      upstreams: ["127.0.0.1:2"],
      purgeListen: "127.0.0.1:3",
      purgeAllow: ["127.0.0.1"],
    });
    writeFileSync(config, withNginxSettings(readFileSync(config, "utf8")));
    const test = spawnSync(nginxBinary, ["-t", "-q", "-e", "stderr", "-p", prefix, "-c", config], { encoding: "utf8" });
    expect(test.stderr).toBe("");
    expect(test.status).toBe(0);
  });
});

describe("the static baseline", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  const html = `<!DOCTYPE html><html><head><title>Vivre - Confluence</title></head><body>${"<p>Vivre à Lyon, étudier à Grenoble.</p>".repeat(400)}</body></html>`;

  it("writes each page with its gzip and brotli copies, which decode to the page", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-static-test-"));
    const sizes = writeStaticPage(dir, "page.html", html);
    expect(readFileSync(path.join(dir, "page.html"), "utf8")).toBe(html);
    expect(gunzipSync(readFileSync(path.join(dir, "page.html.gz"))).toString("utf8")).toBe(html);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "page.html.br"))).toString("utf8")).toBe(html);
    expect(sizes.bytes).toBe(Buffer.byteLength(html));
    expect(sizes.brotliBytes).toBeLessThan(sizes.gzipBytes);
    expect(sizes.gzipBytes).toBeLessThan(sizes.bytes / 10);
  });

  it("turns on gzip_static, and brotli_static with Debian's module when it is installed", () => {
    const withBrotli = nginxConfig("/tmp/static", 1, true);
    expect(withBrotli.split("\n")[0]).toBe(`load_module ${brotliStaticModule};`);
    expect(withBrotli).toMatch(/^\s*gzip_static on;$/m);
    expect(withBrotli).toMatch(/^\s*brotli_static on;$/m);
    const without = nginxConfig("/tmp/static", 1, false);
    expect(without).not.toContain("brotli");
    expect(without).toMatch(/^\s*gzip_static on;$/m);
  });

  for (const server of ["nginx", "node"] as const) {
    it.skipIf(server === "nginx" && !existsSync(nginxPath))(
      `sends, from ${server}, the copy in the coding a client accepts, with its length`,
      async () => {
        dir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-static-test-"));
        chmodSync(dir, 0o755);
        const sizes = writeStaticPage(dir, "page.html", html);
        const running = await startStaticServer(dir, await freePort(), "page.html", server);
        try {
          const brotli = server === "node" || running.codings.includes("br");
          const get = (acceptEncoding: string | null) => wireAnswer(`${running.origin}/page.html`, acceptEncoding);
          expect(await get("gzip, br")).toMatchObject({
            status: 200,
            coding: brotli ? "br" : "gzip",
            bytes: brotli ? sizes.brotliBytes : sizes.gzipBytes,
            framing: "length",
          });
          expect(await get("gzip, deflate, br, zstd")).toMatchObject({ coding: brotli ? "br" : "gzip" });
          expect(await get("gzip")).toMatchObject({
            status: 200,
            coding: "gzip",
            bytes: sizes.gzipBytes,
            framing: "length",
          });
          expect(await get(null)).toMatchObject({
            status: 200,
            coding: "identity",
            bytes: sizes.bytes,
            framing: "length",
          });
        } finally {
          await running.process.stop();
        }
      },
    );
  }
});
