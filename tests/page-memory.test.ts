// The server's memory of pages (lib/server/page-memory.ts), on a real node:http server wired as
// the site's server wires it (lib/server/site-server.ts, without the request gate): the memory
// answers first, else the response pipeline, whose last rule is the memory's, wraps a stand-in for
// Next.js that counts the requests it gets.
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { hashSource } from "../lib/security/inline-hashes.ts";
import {
  clearPageMemory,
  createPageMemory,
  memoryAddress,
  registerPageMemory,
  type PageMemory,
  type PageMemoryOptions,
} from "../lib/server/page-memory.ts";
import { preferredCoding } from "../lib/server/content-coding.ts";
import { withPolicyElement } from "../lib/server/response-guard.ts";
import { responsePipeline } from "../lib/server/site-server.ts";
import { stubGuard } from "./site-server-harness.ts";

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A page as Next.js renders one: an inline script of the framework, and enough text to be compressed. */
const page = (marker: string) =>
  `<!doctype html><html><head><script>self.__next_f.push(["${marker}"])</script></head><body>${`<p>${marker}: un paragraphe de la page.</p>`.repeat(100)}</body></html>`;

const cacheControl = "s-maxage=300, stale-while-revalidate=31535700";
const routerVary = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";

type Next = (req: IncomingMessage, res: ServerResponse) => void;

/** As Next.js sends a page from its cache: its headers, an ETag, the whole body in one end(). */
function cachedPage(version: () => string, extra: Record<string, string> = {}): Next {
  return (_req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("cache-control", cacheControl);
    res.setHeader("vary", routerVary);
    res.setHeader("x-nextjs-cache", "HIT");
    res.setHeader("etag", `"${version()}"`);
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.end(page(version()));
  };
}

/**
 * A stand-in for Next.js whose answers can be held: each sends, once released, the version it read
 * when its request came (as Next.js reads its cache, then writes).
 */
function heldPages(first: string) {
  let held: Promise<void> = Promise.resolve();
  const pages = {
    version: first,
    next: ((req, res) => {
      const read = pages.version;
      void held.then(() => cachedPage(() => read)(req, res));
    }) as Next,
    /** Holds the answers to come; returns what sends them. */
    hold(): () => void {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
  };
  return pages;
}

/** Resolves once the server has taken in its next request (and handed it on). */
const requestTaken = () => new Promise<void>((resolve) => server!.once("request", () => setImmediate(resolve)));

interface Site {
  origin: string;
  memory: PageMemory;
  /** Requests that reached "Next.js". */
  nextRequests: () => number;
  /** Moves the memory's clock. */
  advance: (ms: number) => void;
}

async function serve(next: Next, options: Partial<PageMemoryOptions> = {}): Promise<Site> {
  let time = 1_000_000;
  let nextRequests = 0;
  const memory = createPageMemory({ ttlMs: 2000, maxBytes: 1024 * 1024, now: () => time, ...options });
  const guard = stubGuard();
  const pipeline = responsePipeline(guard, memory);
  server = createServer((req, res) => {
    if (memory.serve(req, res)) return;
    pipeline(req, res);
    nextRequests++;
    next(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`,
    memory,
    nextRequests: () => nextRequests,
    advance: (ms) => {
      time += ms;
    },
  };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (not decoded). */
  body: Buffer;
}

function send(
  site: Site,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${site.origin}${path}`,
      { method: options.method ?? "GET", headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const policyOf = (marker: string) => `script-src 'self' ${hashSource(`self.__next_f.push(["${marker}"])`)}`;
/** A page as the guard sends it (and the memory keeps it): its policy in a `<meta>` element first in its head. */
const sent = (marker: string) => withPolicyElement(page(marker), policyOf(marker)) ?? "";
/** Every page's header policy beside its `<meta>` one (the stand-in's). */
const pageHeaderPolicy = "frame-ancestors 'none'";

describe("the memory of pages", () => {
  it("sends a page again without Next.js, with the headers and policy the guard gave it", async () => {
    const site = await serve(cachedPage(() => "one"));
    const first = await send(site, "/vivre");
    const again = await send(site, "/vivre");
    expect(site.nextRequests()).toBe(1);
    expect(again.status).toBe(200);
    expect(again.body.toString()).toBe(sent("one"));
    expect(again.headers["content-length"]).toBe(String(Buffer.byteLength(sent("one"))));
    expect(again.headers["content-encoding"]).toBeUndefined();
    expect(again.headers["content-security-policy"]).toBe(pageHeaderPolicy);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    for (const name of ["x-content-type-options", "cache-control", "etag", "content-type", "x-nextjs-cache"]) {
      expect(again.headers[name], name).toBe(first.headers[name]);
    }
    expect(again.headers["cache-control"]).toBe(`${cacheControl}, stale-if-error=86400`);
    expect(again.headers.vary).toBe(`${routerVary}, Accept-Encoding`);
    // Another address is another page.
    await send(site, "/vivre?type=news");
    expect(site.nextRequests()).toBe(2);
  });

  it("keeps a page once whatever query no list reads comes with it (a campaign's, a made-up one); a list's filters are a page of their own", async () => {
    const site = await serve(cachedPage(() => "one"));
    await send(site, "/vivre?utm_source=lettre&utm_medium=email");
    for (const path of [
      "/vivre",
      "/vivre?utm_source=autre",
      `/vivre?x=${"y".repeat(50)}`,
      "/vivre?",
      "/vivre?a=1&a=2",
    ]) {
      const answer = await send(site, path, { headers: { "accept-encoding": "br" } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["content-encoding"], path).toBe("br");
    }
    expect(site.nextRequests()).toBe(1);
    // Told to forget the page, the memory forgets it whatever query it was kept by.
    site.memory.forget("/vivre");
    await send(site, "/vivre?utm_source=lettre");
    expect(site.nextRequests()).toBe(2);
    for (const path of ["/agenda?type=news", "/agenda?page=2&utm_source=x", "/agenda?filiere=Sant%C3%A9"])
      await send(site, path);
    expect(site.nextRequests()).toBe(5);
    expect(memoryAddress("/agenda?type=news&utm_source=x")).toBe("/agenda?type=news&utm_source=x");
    expect(memoryAddress("/en/life?utm_source=x")).toBe("/en/life");
  });

  it("sends the page it keeps as it will send it again: compressed once, with its Content-Length, not streamed", async () => {
    const site = await serve(cachedPage(() => "one"));
    const first = await send(site, "/", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["transfer-encoding"]).toBeUndefined();
    expect(first.headers["content-length"]).toBe(String(first.body.length));
    expect(first.headers.vary).toBe(`${routerVary}, Accept-Encoding`);
    const again = await send(site, "/", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(site.nextRequests()).toBe(1);
    // A shared cache in front stores the same bytes whichever answer it got.
    expect(again.body.equals(first.body)).toBe(true);
    const plain = await send(site, "/");
    expect([plain.headers["content-encoding"], plain.body.toString()]).toEqual([undefined, sent("one")]);
  });

  it("streams a page too large to keep as it comes, compressed on the way", async () => {
    const size = Buffer.byteLength(sent("big"));
    const site = await serve(
      cachedPage(() => "big"),
      { maxBytes: 8 * size },
    );
    const answer = await send(site, "/", { headers: { "accept-encoding": "gzip" } });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).toString()).toBe(sent("big"));
    expect(site.memory.size).toBe(0);
  });

  it("keeps the page uncompressed when Next.js's answer was compressed for the visitor", async () => {
    const site = await serve(cachedPage(() => "one"));
    const miss = await send(site, "/", { headers: { "accept-encoding": "gzip" } });
    expect(miss.headers["content-encoding"]).toBe("gzip");
    const plain = await send(site, "/");
    expect(site.nextRequests()).toBe(1);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(sent("one"));
  });

  it("answers 304 to a request naming the page's ETag, with its policy and no body", async () => {
    const site = await serve(cachedPage(() => "one"));
    await send(site, "/");
    for (const tag of ['"one"', 'W/"one"', '"zero", "one"', "*"]) {
      const answer = await send(site, "/", { headers: { "if-none-match": tag } });
      expect(answer.status, tag).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers.etag).toBe('"one"');
      expect(answer.headers["content-security-policy"]).toBe(pageHeaderPolicy);
      expect(answer.headers["cache-control"]).toBe(`${cacheControl}, stale-if-error=86400`);
      expect(answer.headers["content-type"]).toBeUndefined();
    }
    const other = await send(site, "/", { headers: { "if-none-match": '"zero"' } });
    expect(other.status).toBe(200);
    expect(other.body.toString()).toBe(sent("one"));
    expect(site.nextRequests()).toBe(1);
  });

  it("sends brotli or gzip to visitors that accept it, compressed once per version", async () => {
    const site = await serve(cachedPage(() => "one"));
    await send(site, "/");
    const plainBytes = site.memory.bytes;
    const br = await send(site, "/", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe(`${routerVary}, Accept-Encoding`);
    expect(br.headers["content-length"]).toBe(String(br.body.length));
    expect(brotliDecompressSync(br.body).toString()).toBe(sent("one"));
    expect(br.headers["content-security-policy"]).toBe(pageHeaderPolicy);
    const withBr = site.memory.bytes;
    expect(withBr).toBeGreaterThan(plainBytes);
    // The copy is kept: the memory holds no more after a second visitor.
    expect((await send(site, "/", { headers: { "accept-encoding": "br" } })).body.equals(br.body)).toBe(true);
    expect(site.memory.bytes).toBe(withBr);
    const gzip = await send(site, "/", { headers: { "accept-encoding": "gzip;q=1, br;q=0.5" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(sent("one"));
    const refused = await send(site, "/", { headers: { "accept-encoding": "gzip;q=0, br;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.toString()).toBe(sent("one"));
    expect(site.nextRequests()).toBe(1);
  });

  it("answers HEAD with the headers of the page and no body", async () => {
    const site = await serve(cachedPage(() => "one"));
    await send(site, "/");
    const head = await send(site, "/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(sent("one"))));
    expect(head.headers["content-security-policy"]).toBe(pageHeaderPolicy);
    const headBr = await send(site, "/", { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(headBr.headers["content-encoding"]).toBe("br");
    expect(Number(headBr.headers["content-length"])).toBeLessThan(Buffer.byteLength(sent("one")));
    expect(site.nextRequests()).toBe(1);
  });

  it("neither keeps nor serves requests of Next's router, previews and credentials", async () => {
    const site = await serve(cachedPage(() => "one"));
    const special: Array<Record<string, string>> = [
      { rsc: "1" },
      { "next-router-prefetch": "1" },
      { cookie: "cc_cookie=1; __prerender_bypass=abc" },
      { cookie: "__next_preview_data=x" },
      { authorization: "Bearer x" },
    ];
    for (const headers of special) await send(site, "/", { headers });
    expect(site.memory.size).toBe(0);
    await send(site, "/");
    expect(site.memory.size).toBe(1);
    for (const headers of special) await send(site, "/", { headers });
    expect(site.nextRequests()).toBe(1 + 2 * special.length);
    // An ordinary cookie changes nothing.
    await send(site, "/", { headers: { cookie: "cc_cookie=1" } });
    expect(site.nextRequests()).toBe(1 + 2 * special.length);
  });

  it("keeps no answer to a POST, and serves none to it", async () => {
    const site = await serve(cachedPage(() => "one"));
    await send(site, "/", { method: "POST" });
    await send(site, "/");
    await send(site, "/", { method: "POST" });
    expect(site.nextRequests()).toBe(3);
    expect(site.memory.size).toBe(1);
  });

  it.each<[string, Next]>([
    [
      "a 404",
      (_req, res) => {
        res.statusCode = 404;
        res.setHeader("content-type", "text/html");
        res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
        res.end(page("404"));
      },
    ],
    [
      "a 404 a shared cache could keep",
      (req, res) => {
        res.statusCode = 404;
        cachedPage(() => "404")(req, res);
      },
    ],
    ["a page without s-maxage", cachedPage(() => "one", { "cache-control": "private, no-store" })],
    ["a page with a cookie", cachedPage(() => "one", { "set-cookie": "session=1" })],
    ["a page that varies with other headers", cachedPage(() => "one", { vary: "rsc, cookie" })],
    ["an answer already compressed", cachedPage(() => "one", { "content-encoding": "gzip" })],
    [
      "JSON",
      (_req, res) => {
        res.setHeader("content-type", "application/json");
        res.setHeader("cache-control", cacheControl);
        res.end("{}");
      },
    ],
  ])("does not keep %s", async (_name, next) => {
    const site = await serve(next);
    await send(site, "/");
    await send(site, "/");
    expect(site.nextRequests()).toBe(2);
    expect(site.memory.size).toBe(0);
  });

  it("keeps a page written in several chunks whole", async () => {
    const site = await serve((_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", cacheControl);
      res.setHeader("etag", '"chunks"');
      const html = page("chunks");
      res.write(html.slice(0, 100));
      res.write(Buffer.from(html.slice(100, 200)));
      res.end(html.slice(200), "utf8");
    });
    await send(site, "/", { headers: { "accept-encoding": "gzip" } });
    const again = await send(site, "/");
    expect(site.nextRequests()).toBe(1);
    expect(again.body.toString()).toBe(sent("chunks"));
    expect(again.headers["content-security-policy"]).toBe(pageHeaderPolicy);
  });

  it("asks Next.js again once its time is up, keeping the compressed copy of a version that did not change", async () => {
    let version = "one";
    const site = await serve(cachedPage(() => version));
    await send(site, "/");
    await send(site, "/", { headers: { "accept-encoding": "br" } });
    const withBr = site.memory.bytes;
    site.advance(1999);
    await send(site, "/");
    expect(site.nextRequests()).toBe(1);
    site.advance(2);
    await send(site, "/");
    expect(site.nextRequests()).toBe(2);
    // Same ETag, same bytes: the brotli copy stays with the new entry.
    expect(site.memory.bytes).toBe(withBr);
    site.advance(2001);
    version = "two";
    const changed = await send(site, "/");
    expect(site.nextRequests()).toBe(3);
    expect(changed.body.toString()).toBe(sent("two"));
    expect(site.memory.bytes).toBeLessThan(withBr);
    const br = await send(site, "/", { headers: { "accept-encoding": "br" } });
    expect(brotliDecompressSync(br.body).toString()).toBe(sent("two"));
    expect(br.headers["content-security-policy"]).toBe(pageHeaderPolicy);
    expect(site.nextRequests()).toBe(3);
  });

  it("past its time, asks Next.js again with one request and sends the others the copy until Next's answer replaces it", async () => {
    const next = heldPages("one");
    const site = await serve(next.next);
    await send(site, "/vivre");
    let release = next.hold();
    site.advance(2500);
    next.version = "two";
    const refresh = send(site, "/vivre");
    await requestTaken();
    // While Next.js answers the first, the others (GET, HEAD, conditional, compressed) get the copy.
    expect((await send(site, "/vivre")).body.toString()).toBe(sent("one"));
    expect((await send(site, "/vivre", { method: "HEAD" })).headers.etag).toBe('"one"');
    expect((await send(site, "/vivre", { headers: { "if-none-match": '"one"' } })).status).toBe(304);
    const br = await send(site, "/vivre", { headers: { "accept-encoding": "br" } });
    expect(brotliDecompressSync(br.body).toString()).toBe(sent("one"));
    expect(site.nextRequests()).toBe(2);
    release();
    expect((await refresh).body.toString()).toBe(sent("two"));
    expect((await send(site, "/vivre")).body.toString()).toBe(sent("two"));
    expect(site.nextRequests()).toBe(2);
    // A refresh that takes longer than the memory's lifetime lets one more request through.
    release = next.hold();
    site.advance(2500);
    const slow = send(site, "/vivre");
    await requestTaken();
    expect((await send(site, "/vivre")).body.toString()).toBe(sent("two"));
    site.advance(2000);
    const another = send(site, "/vivre");
    await requestTaken();
    expect(site.nextRequests()).toBe(4);
    release();
    await Promise.all([slow, another]);
  });

  it("lets a copy go when Next's answer to its refresh cannot be kept, and never refreshes with a HEAD or a conditional GET", async () => {
    let gone = false;
    const site = await serve((req, res) => {
      if (!gone) return cachedPage(() => "one")(req, res);
      res.statusCode = 404;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "private, no-store");
      res.end("<!doctype html><p>Page introuvable</p>");
    });
    await send(site, "/vivre");
    site.advance(2500);
    gone = true;
    // A HEAD or a conditional GET past the copy's time goes to Next.js without replacing the copy
    // (it cannot: no body, or a 304)...
    expect((await send(site, "/vivre", { method: "HEAD" })).status).toBe(404);
    expect((await send(site, "/vivre", { headers: { "if-none-match": '"one"' } })).status).toBe(404);
    expect(site.memory.size).toBe(1);
    // ...a GET does, and Next's answer is not kept: the copy is not sent again.
    expect((await send(site, "/vivre")).status).toBe(404);
    expect(site.memory.size).toBe(0);
    expect((await send(site, "/vivre")).status).toBe(404);
    expect(site.nextRequests()).toBe(5);
  });

  it("forgets every page when cleared, directly or through the process's registry", async () => {
    let version = "one";
    const site = await serve(cachedPage(() => version));
    await send(site, "/");
    await send(site, "/vivre");
    site.memory.clear();
    expect(site.memory.size).toBe(0);
    expect(site.memory.bytes).toBe(0);
    version = "two";
    expect((await send(site, "/")).body.toString()).toBe(sent("two"));
    expect(site.nextRequests()).toBe(3);
    registerPageMemory(site.memory);
    clearPageMemory();
    version = "three";
    expect((await send(site, "/")).body.toString()).toBe(sent("three"));
    expect(site.nextRequests()).toBe(4);
  });

  it("does not keep a page whose answer began before a clear", async () => {
    const next = heldPages("old");
    const site = await serve(next.next);
    const release = next.hold();
    const pending = send(site, "/");
    await requestTaken();
    site.memory.clear();
    next.version = "new";
    release();
    expect((await pending).body.toString()).toBe(sent("old"));
    expect(site.memory.size).toBe(0);
    expect((await send(site, "/")).body.toString()).toBe(sent("new"));
  });

  it("forgets one page when told, and does not keep an answer that was being sent then", async () => {
    const next = heldPages("one");
    const site = await serve(next.next);
    await send(site, "/vivre");
    await send(site, "/agenda");
    expect(site.memory.size).toBe(2);
    const release = next.hold();
    site.advance(2500);
    const pending = send(site, "/vivre");
    await requestTaken();
    site.memory.forget("/vivre");
    next.version = "two";
    release();
    expect((await pending).body.toString()).toBe(sent("one"));
    expect((await send(site, "/vivre")).body.toString()).toBe(sent("two"));
    // The other page is still kept (past its time, until replaced by the same version).
    expect(site.memory.size).toBe(2);
  });

  it("keeps a page Next serves stale, with its one-second shared lifetime, until told to forget it", async () => {
    let version = "old";
    const site = await serve((req, res) =>
      cachedPage(() => version, version === "old" ? { "x-nextjs-cache": "STALE" } : {})(req, res),
    );
    const answer = await send(site, "/vivre");
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toMatch(/^s-maxage=1, /);
    // While its new version is being rendered (or WordPress is down), the last copy comes from memory.
    const again = await send(site, "/vivre", { headers: { "accept-encoding": "br" } });
    expect(site.nextRequests()).toBe(1);
    expect(again.headers["cache-control"]).toMatch(/^s-maxage=1, /);
    expect(again.headers["x-nextjs-cache"]).toBe("STALE");
    expect(brotliDecompressSync(again.body).toString()).toBe(sent("old"));
    // Rendered: the pipeline makes the memory forget it, and the new version is sent and kept.
    version = "new";
    site.memory.forget("/vivre");
    expect((await send(site, "/vivre")).body.toString()).toBe(sent("new"));
    expect((await send(site, "/vivre")).headers["cache-control"]).toBe(`${cacheControl}, stale-if-error=86400`);
    expect(site.nextRequests()).toBe(2);
  });

  it("writes each fresh page it sends through the nginx front as a page file, in the coding sent, and tells the front's cache to keep it as long", async () => {
    let version = "v1";
    const written: Array<{ address: string; coding: string; body: Buffer; writtenAt: number }> = [];
    const wallClock = 1_796_624_650_500;
    const site = await serve(
      (req, res) => cachedPage(() => version, version === "stale" ? { "x-nextjs-cache": "STALE" } : {})(req, res),
      {
        wallClock: () => wallClock,
        files: {
          write: async (address, coding, body, writtenAt) => void written.push({ address, coding, body, writtenAt }),
        },
      },
    );
    const front = (cacheStatus: string, extra: Record<string, string> = {}) => ({
      headers: { "x-cache-status": cacheStatus, "accept-encoding": "br", ...extra },
    });
    // Next's answer, then the memory's: each is the front's miss, written.
    const first = await send(site, "/vivre", front("MISS"));
    const second = await send(site, "/vivre", front("EXPIRED", { "accept-encoding": "gzip" }));
    expect(site.nextRequests()).toBe(1);
    for (const answer of [first, second]) expect(answer.headers["x-accel-expires"]).toBe("149");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written.map(({ address, coding, writtenAt }) => [address, coding, writtenAt])).toEqual([
      ["/vivre", "br", wallClock],
      ["/vivre", "gzip", wallClock],
    ]);
    expect(brotliDecompressSync(written[0]!.body).toString()).toBe(sent("v1"));
    expect(written[0]!.body.equals(first.body)).toBe(true);
    expect(written[1]!.body.equals(second.body)).toBe(true);
    // Not written: a visitor without the front, a bypass (the router, a preview), a HEAD, an
    // address with a query or that files do not hold, and Next's stale copy (a second's lifetime).
    written.length = 0;
    const notWritten = [
      await send(site, "/vivre", { headers: { "accept-encoding": "br" } }),
      await send(site, "/vivre", front("BYPASS")),
      await send(site, "/vivre", { ...front("MISS"), method: "HEAD" }),
      await send(site, "/vivre?utm_source=lettre", front("MISS")),
      await send(site, "/Vivre", front("MISS")),
    ];
    version = "stale";
    site.memory.clear();
    notWritten.push(await send(site, "/etudier", front("MISS")));
    expect(notWritten.at(-1)?.headers["cache-control"]).toMatch(/^s-maxage=1, /);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written).toEqual([]);
    for (const answer of notWritten) expect(answer.headers["x-accel-expires"]).toBeUndefined();
  });

  it("sends a stale copy no longer than its time", async () => {
    const site = await serve(cachedPage(() => "old", { "x-nextjs-cache": "STALE" }));
    await send(site, "/vivre");
    await send(site, "/vivre");
    expect(site.nextRequests()).toBe(1);
    site.advance(2500);
    await send(site, "/vivre");
    expect(site.nextRequests()).toBe(2);
  });

  it("neither answers nor keeps an on-demand render (Next's x-prerender-revalidate)", async () => {
    let version = "one";
    const site = await serve((req, res) => cachedPage(() => version)(req, res));
    await send(site, "/vivre");
    version = "two";
    const render = await send(site, "/vivre", { headers: { "x-prerender-revalidate": "secret" } });
    expect(render.body.toString()).toBe(sent("two"));
    expect(site.nextRequests()).toBe(2);
    // What visitors get is still the memory's until it is told to forget it.
    expect((await send(site, "/vivre")).body.toString()).toBe(sent("one"));
  });

  it("holds no more bytes than allowed, the least recently used pages going first", async () => {
    const size = Buffer.byteLength(sent("p00"));
    // Room for eight pages and a little more (each counts about 2 KB of headers too).
    const site = await serve((req, res) => cachedPage(() => req.url!.slice(1))(req, res), {
      maxBytes: 8 * (size + 2048) + 100,
    });
    for (let index = 0; index < 12; index++) await send(site, `/p${String(index).padStart(2, "0")}`);
    expect(site.memory.bytes).toBeLessThanOrEqual(8 * (size + 2048) + 100);
    expect(site.memory.size).toBe(8);
    const before = site.nextRequests();
    await send(site, "/p11");
    expect(site.nextRequests()).toBe(before);
    await send(site, "/p00");
    expect(site.nextRequests()).toBe(before + 1);
  });

  it("does not keep a page larger than an eighth of its room", async () => {
    const size = Buffer.byteLength(sent("big"));
    const site = await serve(
      cachedPage(() => "big"),
      { maxBytes: 8 * size },
    );
    await send(site, "/");
    expect(site.memory.size).toBe(0);
    expect((await send(site, "/")).body.toString()).toBe(sent("big"));
  });
});

describe("the choice of compression", () => {
  it.each<[string | undefined, string | undefined]>([
    [undefined, undefined],
    ["", undefined],
    ["gzip", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0.5", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["identity", undefined],
    ["gzip;q=0.5, identity", undefined],
    ["*", "br"],
    ["*;q=0, identity", undefined],
    ["br;q=0, *", "gzip"],
    ["deflate", undefined],
    ["GZIP;Q=0.8", "gzip"],
  ])("%j → %j", (header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
    // Asked again, from the headers already negotiated: the same answer.
    expect(preferredCoding(header)).toBe(expected);
  });

  it("gives each header its own answer however many different headers it is asked", () => {
    for (let round = 0; round < 3; round++) {
      for (let n = 0; n < 200; n++) {
        expect(preferredCoding(`gzip;q=0.${(n % 9) + 1}, br;q=0.${((n + 4) % 9) + 1}, x-${n}`)).toBe(
          n % 9 > (n + 4) % 9 ? "gzip" : "br",
        );
        expect(preferredCoding(["gzip", `x-${n}`])).toBe("gzip");
      }
    }
  });
});
