// The front's page files (lib/cache/page-files.ts): which bucket, which addresses, how long, and
// what the instances send the front's purge server. nginx's own side: tests/nginx-config.test.ts.
import { afterEach, describe, expect, it } from "vitest";
import {
  createPageFiles,
  pageFileBucket,
  pageFileFolder,
  pageFileHeaders,
  pageFileLifetimeSeconds,
  pageFilePath,
  nextPageFileBucket,
} from "../lib/cache/page-files.ts";
import { startStub, type Stub } from "./stub-server.ts";

/** nginx's bucket of a time: `$msec` ("1796624582.307") through the map's regular expression. */
const nginxBucket = (nowMs: number) => /^\d*(\d\d\d)\d\d\./.exec((nowMs / 1000).toFixed(3))?.[1];

describe("the page files' buckets", () => {
  it("are nginx's: the time in 100-second steps, the last three digits of the step", () => {
    for (const nowMs of [1_796_624_582_307, 1_796_624_599_999, 1_796_624_600_000, 1_700_000_000_000, 1_796_699_999_999])
      expect(pageFileBucket(nowMs), String(nowMs)).toBe(nginxBucket(nowMs));
    expect(pageFileBucket(1_796_624_582_307)).toBe("245");
    expect(pageFileBucket(1_796_624_600_000)).toBe("246");
  });

  it("follow one another, 000 after 999", () => {
    expect(nextPageFileBucket("245")).toBe("246");
    expect(nextPageFileBucket("999")).toBe("000");
  });

  it("keep a file 100 to 200 s: the cache's copy is told to live until nginx stops reading the file", () => {
    // Written at the start of bucket 246, into 246 and 247: read during both, 200 s.
    expect(pageFileLifetimeSeconds(1_796_624_600_000)).toBe(200);
    // Written at its last moment: 100 s.
    expect(pageFileLifetimeSeconds(1_796_624_699_999)).toBe(100);
    expect(pageFileLifetimeSeconds(1_796_624_650_500)).toBe(149);
  });
});

describe("the addresses read from files", () => {
  it("are lowercase words, numbers and hyphens, without a query, a dot, a trailing slash or an escape", () => {
    expect(pageFileFolder("/")).toBe("/");
    expect(pageFileFolder("/vivre")).toBe("/vivre/");
    expect(pageFileFolder("/en/life/housing-2")).toBe("/en/life/housing-2/");
    for (const address of [
      "/vivre/",
      "/vivre?utm_source=x",
      "/Vivre",
      "/vivr%65",
      "/sitemap.xml",
      "/vivre//se-loger",
      "//vivre",
      "/vivre/../etudier",
      "/_next/static/x",
      "/api/search-index",
      "",
      "vivre",
    ])
      expect(pageFileFolder(address), address).toBeNull();
  });

  it("have their files under the purge server's /.pages/, one per coding", () => {
    expect(pageFilePath("245", "/vivre/", "br")).toBe("/.pages/245/vivre/page.br");
    expect(pageFilePath("245", "/", "gzip")).toBe("/.pages/245/page.gz");
    expect(pageFilePath("245", "/en/life/", "")).toBe("/.pages/245/en/life/page");
  });

  it("are sent with a page's Cache-Control and Vary, as Next and the site write them", () => {
    expect(pageFileHeaders(300, 86_400)).toEqual({
      vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
      cacheControl: "s-maxage=300, stale-while-revalidate=31535700, stale-if-error=86400",
    });
  });
});

describe("writing and removing page files", () => {
  let stub: Stub | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });
  const received = () => stub?.requests.map((request) => `${request.method} ${request.url}`) ?? [];
  const at = 1_796_624_582_307;

  it("PUTs an answer into its bucket, on every front", async () => {
    const bodies: string[] = [];
    stub = await startStub((_request, response, body) => {
      bodies.push(body);
      response.writeHead(201).end();
    });
    // Two fronts (here the same server twice).
    const files = createPageFiles({ targets: [stub.url, stub.url] });
    await files.write("/vivre", "br", Buffer.from("the page"), at);
    await files.write("/vivre?x=1", "br", Buffer.from("not a file"), at);
    // Into the current bucket and the next one, each read by nginx in its turn.
    expect(received()).toEqual([
      "PUT /.pages/245/vivre/page.br",
      "PUT /.pages/245/vivre/page.br",
      "PUT /.pages/246/vivre/page.br",
      "PUT /.pages/246/vivre/page.br",
    ]);
    expect(bodies).toEqual(Array(4).fill("the page"));
  });

  it("removes an address's files in each coding from the bucket nginx reads and the next, and counts them", async () => {
    stub = await startStub((request, response) => response.writeHead(request.url?.endsWith(".br") ? 204 : 404).end());
    const files = createPageFiles({ targets: [stub.url], now: () => at });
    expect(await files.remove(["/vivre", "/agenda?type=news"])).toEqual({ removed: 2, failed: 0 });
    expect(received()).toEqual([
      "DELETE /.pages/245/vivre/page.br",
      "DELETE /.pages/245/vivre/page.gz",
      "DELETE /.pages/245/vivre/page",
      "DELETE /.pages/246/vivre/page.br",
      "DELETE /.pages/246/vivre/page.gz",
      "DELETE /.pages/246/vivre/page",
    ]);
    expect(stub.requests.every((request) => request.headers.depth === "infinity")).toBe(true);
  });

  it("sweeps the buckets nginx no longer reads: the ten before the current one, or all but it and the next", async () => {
    stub = await startStub((_request, response) => response.writeHead(404).end());
    const files = createPageFiles({ targets: [stub.url], now: () => at });
    await files.sweep();
    expect(received()).toEqual(
      ["244", "243", "242", "241", "240", "239", "238", "237", "236", "235"].map(
        (bucket) => `DELETE /.pages/${bucket}/`,
      ),
    );
    stub.requests.length = 0;
    await files.sweep(true);
    expect(received()).toHaveLength(998);
    expect(received()).not.toContain("DELETE /.pages/245/");
    expect(received()).not.toContain("DELETE /.pages/246/");
    expect(received()).toContain("DELETE /.pages/247/");
    expect(received()).toContain("DELETE /.pages/244/");
  });

  it("never rejects when a front fails or is gone, and counts what it could not remove", async () => {
    stub = await startStub((_request, response) => response.writeHead(500).end());
    const files = createPageFiles({ targets: [stub.url, "http://127.0.0.1:9"], now: () => at, timeoutMs: 1000 });
    await expect(files.write("/vivre", "", Buffer.from("x"), at)).resolves.toBeUndefined();
    expect(await files.remove(["/vivre"])).toEqual({ removed: 0, failed: 12 });
    await expect(files.sweep()).resolves.toBeUndefined();
  });
});
