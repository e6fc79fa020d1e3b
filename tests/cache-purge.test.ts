// The site's side of the nginx front's purge (lib/cache/purge.ts): which answers a shared cache
// may keep, the book of those addresses, and the PURGE requests sent after a revalidation.
import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  cachedAddresses,
  cachedCodings,
  createAddressBook,
  isRouterRequest,
  purgeCaches,
  sharedCacheable,
} from "../lib/cache/purge.ts";
import { startStub, type Stub } from "./stub-server.ts";

describe("what a shared cache keeps", () => {
  it.each([
    ["s-maxage=300, stale-while-revalidate=31535700, stale-if-error=86400", true],
    ["public, max-age=0, s-maxage=300, stale-while-revalidate=3600", true],
    ["S-MaxAge=60", true],
    ["s-maxage=0", false],
    ["private, no-cache, no-store, max-age=0, must-revalidate", false],
    ["s-maxage=300, private", false],
    ["no-store", false],
    ["public, max-age=31536000, immutable", false],
    [undefined, false],
    [42, false],
  ])("%j → %s", (value, expected) => {
    expect(sharedCacheable(value)).toBe(expected);
  });

  it("knows the client router's requests, which nginx never caches", () => {
    expect(isRouterRequest({ rsc: "1" })).toBe(true);
    expect(isRouterRequest({ "next-router-prefetch": "1" })).toBe(true);
    expect(isRouterRequest({ "next-router-state-tree": "%5B%5D" })).toBe(true);
    expect(isRouterRequest({ "next-router-segment-prefetch": "/_tree" })).toBe(true);
    expect(isRouterRequest({ "next-action": "abc" })).toBe(true);
    expect(isRouterRequest({ accept: "text/html", cookie: "cc_cookie=1" })).toBe(false);
    expect(isRouterRequest({ rsc: "" })).toBe(false);
  });
});

describe("the book of cached addresses", () => {
  it("keeps each address once, the most recent ones past its limit", () => {
    const book = createAddressBook(3);
    for (const address of ["/a", "/b", "/a", "/c", "/d"]) book.add(address);
    expect(book.list()).toEqual(["/b", "/c", "/d"]);
    expect(book.size).toBe(3);
  });

  it("is one book per process, shared by whoever asks", () => {
    cachedAddresses().add("/shared-check");
    expect(cachedAddresses().list()).toContain("/shared-check");
  });
});

describe("purging the front's cache", () => {
  const stubs: Stub[] = [];
  afterEach(async () => {
    await Promise.all(stubs.splice(0).map((stub) => stub.close()));
  });
  const quiet = () => {
    const lines: string[] = [];
    return {
      lines,
      log: { info: (line: string) => lines.push(`info ${line}`), warn: (line: string) => lines.push(`warn ${line}`) },
    };
  };
  /**
   * A purge endpoint holding `cached`, as nginx keys its copies: `<address>|<coding>` ("" for the
   * uncompressed copy; a bare address holds all three). Answers 200 once for each, then 404.
   */
  async function front(cached: string[]): Promise<Stub> {
    const held = new Set(
      cached.flatMap((entry) => (entry.includes("|") ? [entry] : cachedCodings.map((coding) => `${entry}|${coding}`))),
    );
    const stub = await startStub((request, response) => {
      const key = `${request.url ?? ""}|${String(request.headers["x-vitrine-coding"] ?? "")}`;
      response.writeHead(request.method !== "PURGE" ? 405 : held.delete(key) ? 200 : 404).end();
    });
    stubs.push(stub);
    return stub;
  }
  const sent = (stub: Stub) =>
    stub.requests
      .map(({ method, url, headers }) => `${method} ${url} ${String(headers["x-vitrine-coding"] ?? "-")}`)
      .sort();
  /** A port nothing listens on. */
  async function closedPort(): Promise<string> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return `http://127.0.0.1:${port}`;
  }

  it("sends PURGE with each address exactly as visitors sent it, to every target", async () => {
    const [one, two] = [await front(["/vivre", "/agenda?type=news&place=Lyon%20Est"]), await front(["/vivre"])];
    const { lines, log } = quiet();
    const addresses = ["/vivre", "/agenda?type=news&place=Lyon%20Est", "/en/life", "/vivre"];
    const reports = await purgeCaches(addresses, { targets: [one.url, two.url], log });
    expect(reports).toEqual([
      { target: one.url, addresses: 3, purged: 2, notCached: 1, failed: 0 },
      { target: two.url, addresses: 3, purged: 1, notCached: 2, failed: 0 },
    ]);
    // One PURGE per coding nginx keeps a copy in, the coding in X-Vitrine-Coding (none: the uncompressed copy).
    expect(sent(one)).toEqual(
      ["/agenda?type=news&place=Lyon%20Est", "/en/life", "/vivre"]
        .flatMap((address) => [`PURGE ${address} -`, `PURGE ${address} br`, `PURGE ${address} gzip`])
        .sort(),
    );
    expect(lines).toEqual([
      `info [purge] ${one.url}: 3 addresses, 2 purged, 1 not cached`,
      `info [purge] ${two.url}: 3 addresses, 1 purged, 2 not cached`,
    ]);
  });

  it("counts an address purged when any of its codings was cached, not cached when none was", async () => {
    const stub = await front(["/only-br|br", "/only-plain|", "/all"]);
    const { lines, log } = quiet();
    const [report] = await purgeCaches(["/only-br", "/only-plain", "/all", "/none"], { targets: [stub.url], log });
    expect(report).toEqual({ target: stub.url, addresses: 4, purged: 3, notCached: 1, failed: 0 });
    expect(stub.requests).toHaveLength(12);
    expect(lines).toEqual([`info [purge] ${stub.url}: 4 addresses, 3 purged, 1 not cached`]);
    // Every copy went: purged again, none is there.
    const [again] = await purgeCaches(["/only-br", "/only-plain", "/all"], { targets: [stub.url], log });
    expect(again).toMatchObject({ purged: 0, notCached: 3, failed: 0 });
  });

  it("counts an address failed when one of its codings was refused", async () => {
    const stub = await startStub((request, response) =>
      response.writeHead(request.headers["x-vitrine-coding"] === "gzip" ? 403 : 200).end(),
    );
    stubs.push(stub);
    const [report] = await purgeCaches(["/a"], { targets: [stub.url], log: quiet().log });
    expect(report).toMatchObject({ addresses: 1, purged: 0, notCached: 0, failed: 1, error: "/a (gzip) answered 403" });
  });

  it("keeps to its concurrency", async () => {
    let inFlight = 0;
    let most = 0;
    const stub = await startStub((_request, response) => {
      inFlight++;
      most = Math.max(most, inFlight);
      setTimeout(() => {
        inFlight--;
        response.writeHead(404).end();
      }, 5);
    });
    stubs.push(stub);
    const addresses = Array.from({ length: 40 }, (_, index) => `/page-${index}`);
    const [report] = await purgeCaches(addresses, { targets: [stub.url], concurrency: 4, log: quiet().log });
    expect(report).toMatchObject({ addresses: 40, notCached: 40, failed: 0 });
    expect(stub.requests).toHaveLength(40 * cachedCodings.length);
    expect(most).toBeLessThanOrEqual(4);
  });

  it("reports refusals (a purge endpoint that does not allow the site) and logs them", async () => {
    const stub = await startStub((_request, response) => response.writeHead(403).end());
    stubs.push(stub);
    const { lines, log } = quiet();
    const [report] = await purgeCaches(["/a", "/b"], { targets: [stub.url], log });
    expect(report).toMatchObject({ purged: 0, failed: 2, error: "/a (br) answered 403" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^warn \[purge\] .*: 2 of 2 addresses not purged \(\/a \(br\) answered 403\); they stay cached until their s-maxage runs out/,
    );
  });

  it("never throws: a front that is down fails its addresses at once, the others are purged", async () => {
    const down = await closedPort();
    const up = await front(["/a"]);
    const { lines, log } = quiet();
    const addresses = Array.from({ length: 200 }, (_, index) => (index ? `/page-${index}` : "/a"));
    const reports = await purgeCaches(addresses, { targets: [down, up.url], log });
    expect(reports[0]).toMatchObject({
      target: down,
      addresses: 200,
      purged: 0,
      failed: 200,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(reports[1]).toMatchObject({ target: up.url, purged: 1, notCached: 199, failed: 0 });
    expect(lines.filter((line) => line.startsWith("warn"))).toHaveLength(1);
  });

  it("gives up on a front that does not answer, after one deadline", async () => {
    const silent = await startStub(() => {});
    stubs.push(silent);
    const { log } = quiet();
    const [report] = await purgeCaches(["/a", "/b", "/c"], {
      targets: [silent.url],
      timeoutMs: 100,
      concurrency: 1,
      log,
    });
    expect(report).toMatchObject({ purged: 0, failed: 3, error: "no answer within 100 ms" });
    expect(silent.requests).toHaveLength(1);
  });

  it("sends nothing for addresses that are not paths, and nothing to no target", async () => {
    const stub = await front([]);
    const [report] = await purgeCaches(["http://elsewhere/x", "", "/ok"], { targets: [stub.url], log: quiet().log });
    expect(report).toMatchObject({ addresses: 1, notCached: 1 });
    expect(await purgeCaches(["/a"], { targets: [], log: quiet().log })).toEqual([]);
  });
});
