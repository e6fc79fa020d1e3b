import { createServer, type IncomingMessage, type Server } from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../config/env.ts";
import { requestLimits, searchLimits } from "../config/site.ts";
import { statusLine, statusPage } from "../lib/errors/status-page.ts";
import { apiMethods, frameworkPrefixes, isFrameworkPath } from "../lib/routing/framework-paths.ts";
import { clientAddressResolver, markClientAddress, requestClientAddress } from "../lib/server/client-address.ts";
import { buildAddresses, decide, type KnownAddresses } from "../lib/server/request-gate.ts";
import { hashSource } from "../lib/security/inline-hashes.ts";
import { notFoundPrefix } from "../lib/routing/framework-paths.ts";
import { siteGuard } from "../lib/server/site-guard.ts";
import { sendRaw } from "../e2e/raw-request.ts";
import { startSite, type RunningSite } from "./site-server-harness.ts";

const files: Record<string, number> = {
  "/_next/static/chunks/a.js": 350,
  "/sw.js": 39_158,
  "/_next/static/media/empty.txt": 0,
};
const known: KnownAddresses = {
  has: (pathname) =>
    ["/api/health", "/api/revalidate", "/robots.txt", "/_next/image"].includes(pathname) || pathname in files,
  size: (pathname) => files[pathname],
};
const site = { host: "example.org" };
const gate = (method: string, url: string, headers: Record<string, string> = {}, httpVersion = "1.1") =>
  decide({ method, url, headers: { ...site, ...headers }, httpVersion }, known, requestLimits);

describe("the request gate", () => {
  it("lets pages through for GET and HEAD, and answers OPTIONS with what they allow", () => {
    expect(gate("GET", "/vivre?x=1")).toEqual({ kind: "next" });
    expect(gate("HEAD", "/en/live")).toEqual({ kind: "next" });
    expect(gate("OPTIONS", "/vivre")).toEqual({ kind: "options", allow: "GET, HEAD" });
  });

  it("refuses other methods on pages with 405 and Allow, in the address's language", () => {
    for (const method of ["PUT", "DELETE", "PATCH", "PROPFIND", "TRACE", "CONNECT", "POST"]) {
      expect(
        gate(method, "/en/live", { "content-type": "application/x-www-form-urlencoded", "content-length": "3" }),
      ).toEqual({ kind: "status", status: 405, language: "en", allow: "GET, HEAD" });
    }
  });

  it("lets a form's server action through, from the site's own origin and within the size limit", () => {
    const action = { "next-action": "abc", "content-type": "text/plain;charset=UTF-8", "content-length": "20" };
    expect(gate("POST", "/contact", { ...action, origin: "https://example.org" })).toEqual({ kind: "next" });
    expect(gate("POST", "/contact", action)).toEqual({ kind: "next" });
    // Without JavaScript: a multipart form, no header of Next.js.
    expect(
      gate("POST", "/contact", {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": "300",
        origin: "https://example.org",
      }),
    ).toEqual({ kind: "next" });
    // Behind a proxy that says which host it was asked for.
    expect(
      gate("POST", "/contact", { ...action, origin: "https://www.example.com", "x-forwarded-host": "www.example.com" }),
    ).toEqual({ kind: "next" });
  });

  it("refuses an action from another origin (403), too large (413) or of unknown length (411)", () => {
    const action = { "next-action": "abc", "content-type": "text/plain;charset=UTF-8" };
    expect(
      gate("POST", "/contact", { ...action, "content-length": "20", origin: "https://evil.example" }),
    ).toMatchObject({ status: 403 });
    expect(gate("POST", "/contact", { ...action, "content-length": "20", origin: "null" })).toMatchObject({
      status: 403,
    });
    expect(
      gate("POST", "/contact", { ...action, "content-length": String(requestLimits.maxBodyBytes + 1) }),
    ).toMatchObject({ status: 413 });
    expect(gate("POST", "/contact", { ...action, "transfer-encoding": "chunked" })).toMatchObject({ status: 411 });
  });

  it("sends addresses that are not pages and that the build does not have to the 404 page, whatever the method", () => {
    for (const url of [
      "/api/zz1",
      "/api/",
      "/_next/static/zz.js",
      "/_next/zz",
      "/iconzz",
      "/sitemapzz",
      "/robots.txtzz",
      "/sw.jszz",
      "/favicon.icozz",
      "/manifest.webmanifest.bak",
    ]) {
      expect(gate("GET", url)).toEqual({ kind: "not-found", language: "fr" });
      expect(gate("POST", url)).toEqual({ kind: "not-found", language: "fr" });
    }
    expect(gate("GET", "/_next/static/chunks/a.js")).toEqual({ kind: "next" });
    expect(gate("GET", "/_next/image?url=%2Fa.png&w=64&q=75")).toEqual({ kind: "next" });
    expect(gate("GET", "/api/health/")).toEqual({ kind: "next" });
  });

  it("sends a page address that is no percent-encoding of UTF-8 to the 404 page: no page has one", () => {
    for (const [url, language] of [
      ["/%", "fr"],
      ["/%zz", "fr"],
      ["/%ff%fe", "fr"],
      ["/vivre/%C3%28", "fr"],
      ["/en/life%E2%82", "en"],
      ["/en/%", "en"],
    ] as const) {
      expect(gate("GET", url), url).toEqual({ kind: "not-found", language });
      expect(gate("HEAD", url), url).toEqual({ kind: "not-found", language });
      expect(gate("POST", url), url).toEqual({ kind: "not-found", language });
    }
    for (const url of ["/%C3%A9t%C3%A9", "/%F0%9F%98%80", "/vivre?q=%", "/vivre%2Fse-loger", "/en/%20"])
      expect(gate("GET", url), url).toEqual({ kind: "next" });
  });

  it("answers each route handler's methods, and 405 with Allow for the others", () => {
    expect(gate("GET", "/api/health")).toEqual({ kind: "next" });
    expect(gate("POST", "/api/health", { "content-length": "0" })).toEqual({
      kind: "status",
      status: 405,
      language: "fr",
      allow: "GET, HEAD",
    });
    expect(gate("POST", "/api/revalidate", { "content-length": "40" })).toEqual({ kind: "next" });
    expect(gate("POST", "/api/revalidate", { "content-length": "999999" })).toMatchObject({ status: 413 });
    expect(gate("GET", "/api/revalidate")).toEqual({ kind: "status", status: 405, language: "fr", allow: "POST" });
    expect(gate("OPTIONS", "/robots.txt")).toEqual({ kind: "options", allow: "GET, HEAD" });
    expect(gate("DELETE", "/_next/static/chunks/a.js")).toMatchObject({ status: 405, allow: "GET, HEAD" });
  });

  it("refuses a request that does not name its host as HTTP requires (400); HTTP/1.0 may name none", () => {
    const request = (headers: Record<string, string>, httpVersion = "1.1", rawHeaders?: string[]) =>
      decide({ method: "GET", url: "/en/live", headers, httpVersion, rawHeaders }, known, requestLimits);
    const refused = { kind: "status", status: 400, language: "en" };
    expect(request({})).toEqual(refused);
    expect(request({ host: "" })).toEqual(refused);
    expect(request({}, "1.2")).toEqual(refused);
    for (const host of [
      "www.example.org",
      "www.example.org:443",
      "127.0.0.1:3000",
      "[::1]:3000",
      "localhost",
      "xn--caf-dma.example",
    ])
      expect(request({ host }), host).toEqual({ kind: "next" });
    for (const host of [" ", "a b", "<script>", "a/b", "user@host", "host:port", "[::1", "a:1:2", "é.example"])
      expect(request({ host }), host).toEqual(refused);
    expect(request({ host: "example.org" }, "1.1", ["Host", "example.org", "host", "evil.example"])).toEqual(refused);
    expect(request({ host: "example.org" }, "1.1", ["Host", "example.org", "Accept", "*/*"])).toEqual({ kind: "next" });
    expect(request({}, "1.0")).toEqual({ kind: "next" });
    expect(request({ host: "" }, "1.0")).toEqual(refused);
  });

  it("sends 416 with the file's length for a Range of no byte of a file, and drops one it cannot cut the file to", () => {
    const unsatisfiable = (size: number) => ({
      kind: "status",
      status: 416,
      language: "fr",
      contentRange: `bytes */${size}`,
    });
    for (const [address, size] of [
      ["/sw.js", 39_158],
      ["/_next/static/chunks/a.js", 350],
    ] as const) {
      for (const method of ["GET", "HEAD"]) {
        for (const range of [
          "bytes=999999999-",
          `bytes=${size}-`,
          `bytes=${size}-${size + 10}`,
          "bytes=-0",
          `bytes=${size}-, 999999999-`,
          "bytes=99999999999999999999999-",
        ]) {
          expect(gate(method, address, { range }), `${method} ${address} ${range}`).toEqual(unsatisfiable(size));
        }
        for (const range of [
          "bytes=abc",
          "bytes=5-1",
          "bytes=",
          "bytes=-",
          "bytes=1-2-3",
          "bytes=0-1;x",
          "items=0-1",
          "bytes 0-1",
          "bytes=0x10-",
          "=0-1",
          "bytes=,",
        ]) {
          expect(gate(method, address, { range }), `${method} ${address} ${range}`).toEqual({
            kind: "next",
            ignoreRange: true,
          });
        }
        for (const range of [
          "bytes=0-10",
          "bytes=0-",
          "bytes=-10",
          `bytes=-${size * 2}`,
          `bytes=${size - 1}-`,
          "bytes=0-0, 5-9",
          `bytes=999999999-, 0-1`,
          "BYTES=0-1",
          " bytes=1-2 ",
        ]) {
          expect(gate(method, address, { range }), `${method} ${address} ${range}`).toEqual({ kind: "next" });
        }
        // A stale If-Range asks for the whole file anyway: the range is not judged.
        expect(gate(method, address, { range: "bytes=999999999-", "if-range": '"v1"' })).toEqual({
          kind: "next",
          ignoreRange: true,
        });
      }
    }
    // An empty file has no byte to give.
    expect(gate("GET", "/_next/static/media/empty.txt", { range: "bytes=0-" })).toEqual(unsatisfiable(0));
    expect(gate("GET", "/_next/static/media/empty.txt", { range: "bytes=-5" })).toEqual(unsatisfiable(0));
    // Pages, route handlers and what the build lacks: as without a Range.
    expect(gate("GET", "/vivre", { range: "bytes=999999999-" })).toEqual({ kind: "next" });
    expect(gate("GET", "/api/health", { range: "bytes=abc" })).toEqual({ kind: "next" });
    expect(gate("GET", "/_next/static/chunks/zz.js", { range: "bytes=5-1" })).toEqual({
      kind: "not-found",
      language: "fr",
    });
    expect(gate("POST", "/sw.js", { range: "bytes=999999999-" })).toEqual({
      kind: "status",
      status: 405,
      language: "fr",
      allow: "GET, HEAD",
    });
  });

  it("refuses an address longer than the limit (414) and a request target that is not a path (400)", () => {
    expect(gate("GET", `/en/${"a".repeat(requestLimits.maxUrlBytes)}`)).toEqual({
      kind: "status",
      status: 414,
      language: "en",
    });
    expect(gate("GET", "*")).toMatchObject({ status: 400 });
    expect(gate("GET", "http://example.org/vivre")).toMatchObject({ status: 400 });
  });

  it("takes a search past the address bound on, its query cut just past the query's bound, for the search to answer 400", () => {
    const words = "é".repeat(6000);
    const cut = "é".repeat(searchLimits.maxQueryChars + 1);
    for (const address of ["/recherche", "/en/search"])
      expect(gate("GET", `${address}?q=${encodeURIComponent(words)}`)).toEqual({
        kind: "next",
        url: `${address}?${new URLSearchParams({ q: cut })}`,
      });
    expect(gate("HEAD", `/api/search?lang=en&q=${"a".repeat(10_240)}&x`)).toEqual({
      kind: "next",
      url: `/api/search?lang=en&q=${"a".repeat(searchLimits.maxQueryChars + 1)}&x=`,
    });
    // Percent signs that encode nothing are the visitor's characters too.
    expect(gate("GET", `/recherche?q=%ED%A0%80${"%".repeat(10_000)}`)).toMatchObject({ kind: "next" });
    // Not a search, another method, or too many values to cut under the bound: 414.
    expect(gate("GET", `/vivre?q=${"a".repeat(10_240)}`)).toMatchObject({ status: 414 });
    expect(gate("POST", `/recherche?q=${"a".repeat(10_240)}`)).toMatchObject({ status: 414 });
    expect(gate("GET", `/recherche?${"q=a&".repeat(3000)}`)).toMatchObject({ status: 414 });
  });
});

describe("the addresses that are not pages", () => {
  it("are the ones proxy.ts's matcher leaves out", () => {
    const source = readFileSync(new URL("../proxy.ts", import.meta.url), "utf8");
    const matcher = /matcher:\s*\[\s*"\/\(\(\?!([^)]*)\)\.\*\)",?\s*\]/.exec(source)?.[1];
    expect(matcher, "proxy.ts's matcher").toBeDefined();
    const excluded = (matcher ?? "").split("|").map((entry) => entry.replace(/\\\\/g, ""));
    expect(excluded.sort()).toEqual([...frameworkPrefixes].sort());
    expect(isFrameworkPath("/api/x")).toBe(true);
    expect(isFrameworkPath("/vivre")).toBe(false);
    expect(isFrameworkPath("/apix")).toBe(false);
  });

  it("list each route handler's methods as app/api exports them", () => {
    const root = new URL("../app/api/", import.meta.url);
    const routes = Object.fromEntries(
      readdirSync(root).map((name) => {
        const source = readFileSync(new URL(`${name}/route.ts`, root), "utf8");
        const methods = [
          ...source.matchAll(/export (?:async )?function (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g),
        ].map((match) => match[1]);
        // Next.js answers HEAD with GET's handler.
        return [`/api/${name}`, methods.includes("GET") && !methods.includes("HEAD") ? [...methods, "HEAD"] : methods];
      }),
    );
    expect(apiMethods).toEqual(routes);
  });

  it("are read off a build: route handlers, metadata routes, static files, public files", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrine-gate-"));
    const next = path.join(dir, ".next");
    mkdirSync(path.join(next, "static", "chunks"), { recursive: true });
    mkdirSync(path.join(dir, "public"));
    writeFileSync(path.join(next, "static", "chunks", "a b.js"), "a()");
    writeFileSync(path.join(dir, "public", "sw.js"), "self.a = 1;\n");
    writeFileSync(
      path.join(next, "routes-manifest.json"),
      JSON.stringify({
        staticRoutes: [{ page: "/api/health" }, { page: "/robots.txt" }, { page: "/fr/hors-ligne" }],
        dynamicRoutes: [
          { page: "/sitemaps/[shard]", regex: "^/sitemaps/([^/]+?)(?:/)?$" },
          { page: "/fr/[[...path]]", regex: "^/fr(?:/(.+?))?(?:/)?$" },
        ],
      }),
    );
    const addresses = buildAddresses(next, path.join(dir, "public"));
    for (const address of [
      "/api/health",
      "/robots.txt",
      "/sitemaps/fr-1.xml",
      "/_next/static/chunks/a%20b.js",
      "/sw.js",
      "/_next/image",
    ])
      expect(addresses.has(address), address).toBe(true);
    // The files' lengths, for a Range; route handlers have none.
    expect([
      addresses.size("/_next/static/chunks/a%20b.js"),
      addresses.size("/sw.js"),
      addresses.size("/api/health"),
      addresses.size("/sw.js.map"),
    ]).toEqual([3, 12, undefined, undefined]);
    for (const address of [
      "/api/ready",
      "/robots.txt.bak",
      "/_next/static/chunks/c.js",
      "/sw.js.map",
      "/fr/vivre",
      "/_next/static/chunks/%E0",
    ])
      expect(addresses.has(address), address).toBe(false);
  });
});

describe("the status pages", () => {
  it("are whole documents in the address's language, their style allowed by its hash, or one line of text", () => {
    for (const status of [400, 403, 405, 408, 411, 413, 414, 416, 431, 503] as const) {
      for (const language of ["fr", "en"] as const) {
        const page = statusPage(status, language, "Confluence <test>");
        expect(page.html).toContain(`<html lang="${language}">`);
        expect(page.html).toContain(`aria-hidden="true">${status}</p>`);
        expect(page.html).toContain("Confluence &lt;test&gt;");
        expect(page.html).not.toMatch(/<script|<link /);
        expect(page.styleHash).toBe(hashSource(/<style>([\s\S]*)<\/style>/.exec(page.html)?.[1] ?? "-"));
        expect(statusLine(status, language)).toMatch(new RegExp(`^${status} \\S.+\\n$`));
      }
    }
    expect(statusPage(405, "fr", "Site").html).toContain("<h1>Action impossible ici</h1>");
    expect(statusPage(405, "en", "Site").html).toContain("<h1>Not possible here</h1>");
  });
});

describe("the visitor's address", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** What the resolver makes of a request sent from loopback with `forwardedFor`. */
  async function seen(trusted: string | undefined, forwardedFor?: string): Promise<string> {
    const resolve = clientAddressResolver(parseEnv({ TRUSTED_PROXIES: trusted }).trustedProxies);
    let address = "";
    server = createServer((req: IncomingMessage, res) => {
      markClientAddress(req, resolve);
      address = requestClientAddress(new Headers(req.headers as Record<string, string>));
      res.end();
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, {
      headers: { ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}), "x-client-address": "6.6.6.6" },
    });
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    return address;
  }

  it("is the socket's unless a proxy is trusted: a client's own X-Forwarded-For or address header is ignored", async () => {
    expect(await seen(undefined, "203.0.113.9")).toBe("127.0.0.1");
    expect(await seen(undefined)).toBe("127.0.0.1");
  });

  it("is read from X-Forwarded-For, from the right, past the trusted proxies", async () => {
    // nginx appends the address it saw: a client's own entries come before it.
    expect(await seen("1", "203.0.113.9, 198.51.100.7")).toBe("198.51.100.7");
    expect(await seen("loopback", "203.0.113.9, 198.51.100.7")).toBe("198.51.100.7");
    expect(await seen("loopback, 198.51.100.0/24", "203.0.113.9, 198.51.100.7")).toBe("203.0.113.9");
    expect(await seen("10.0.0.0/8", "203.0.113.9")).toBe("127.0.0.1");
  });

  /** What the resolver makes of a connection from `peer` carrying `forwardedFor`. */
  function seenFrom(peer: string, trusted: string, forwardedFor: string): string {
    const resolve = clientAddressResolver(parseEnv({ TRUSTED_PROXIES: trusted }).trustedProxies);
    return resolve({
      socket: { remoteAddress: peer },
      headers: { "x-forwarded-for": forwardedFor },
    } as unknown as IncomingMessage);
  }

  it("believes a hop count only on a connection from an address a proxy may have: loopback and private ranges, or the ones named", () => {
    const rotating = ["203.0.113.1", "203.0.113.2", "10.0.0.3, 203.0.113.4"];
    for (const peer of [
      "127.0.0.1",
      "::1",
      "::ffff:127.0.0.1",
      "10.1.2.3",
      "172.16.0.9",
      "172.31.255.1",
      "192.168.1.1",
      "fd00::1",
      "::ffff:10.0.0.2",
    ]) {
      expect(seenFrom(peer, "1", "203.0.113.9, 198.51.100.7"), peer).toBe("198.51.100.7");
      expect(seenFrom(peer, "2", "203.0.113.9, 198.51.100.7"), peer).toBe("203.0.113.9");
    }
    // A client reaching an instance directly, from anywhere else: its own address, whatever it sends.
    for (const peer of [
      "203.0.113.50",
      "198.51.100.20",
      "8.8.8.8",
      "172.32.0.1",
      "169.254.1.1",
      "2001:db8::1",
      "::ffff:203.0.113.50",
    ]) {
      for (const forwarded of rotating) expect(seenFrom(peer, "1", forwarded), `${peer} ${forwarded}`).toBe(peer);
      expect(seenFrom(peer, "3", "203.0.113.9, 198.51.100.7"), peer).toBe(peer);
    }
    // A proxy on a public address, named: believed from it only.
    expect(seenFrom("198.51.100.20", "1 from 198.51.100.0/24", "203.0.113.9")).toBe("203.0.113.9");
    expect(seenFrom("198.51.100.20", "2 from 198.51.100.20, loopback", "203.0.113.9, 192.0.2.4")).toBe("203.0.113.9");
    expect(seenFrom("127.0.0.1", "1 from 198.51.100.0/24", "203.0.113.9")).toBe("127.0.0.1");
    expect(seenFrom("10.0.0.5", "1 from 198.51.100.0/24", "203.0.113.9")).toBe("10.0.0.5");
    expect(seenFrom("127.0.0.1", "1 from 198.51.100.0/24, loopback", "203.0.113.9")).toBe("203.0.113.9");
  });

  it("is configured with a clear message for a wrong value", () => {
    expect(parseEnv({}).trustedProxies).toBeNull();
    expect(parseEnv({ TRUSTED_PROXIES: "2" }).trustedProxies).toEqual({ hops: 2, from: ["loopback", "uniquelocal"] });
    expect(parseEnv({ TRUSTED_PROXIES: " 1 from 198.51.100.7, 10.0.0.0/8,loopback " }).trustedProxies).toEqual({
      hops: 1,
      from: ["198.51.100.7", "10.0.0.0/8", "loopback"],
    });
    expect(parseEnv({ TRUSTED_PROXIES: "loopback, 10.0.0.0/8, ::1, 192.168.0.0/255.255.0.0" }).trustedProxies).toEqual({
      addresses: ["loopback", "10.0.0.0/8", "::1", "192.168.0.0/255.255.0.0"],
    });
    for (const wrong of [
      "0",
      "nginx",
      "10.0.0.0/33",
      "300.1.1.1",
      "1.2.3.4/8/1",
      "11",
      "1 from",
      "1 from nginx",
      "1 from 10.0.0.0/33",
      "1 form 10.0.0.1",
      "0 from loopback",
    ]) {
      expect(() => parseEnv({ TRUSTED_PROXIES: wrong }), wrong).toThrow(
        /TRUSTED_PROXIES=.*must be the number of proxies/,
      );
    }
  });
});

describe("the site's server before Next.js", () => {
  let site: RunningSite | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });

  /** The site's server on a build with the `known` addresses; what reaches the stand-in for Next.js is recorded. */
  async function startGated() {
    const reached: Array<{ method?: string; url?: string; range?: string; action?: string }> = [];
    site = await startSite(
      (req, res) => {
        reached.push({
          method: req.method,
          url: req.url,
          range: req.headers.range,
          action: req.headers["next-action"] as string | undefined,
        });
        res.setHeader("content-type", "text/plain");
        res.end("from Next.js");
      },
      siteGuard(),
      { knownAddresses: known },
    );
    return { origin: site.origin, reached };
  }

  it("refuses with the site's status page and security headers, Next.js never asked", async () => {
    const { origin, reached } = await startGated();
    const refused = await sendRaw(origin, "PUT", "/en/live", { host: "example.org", accept: "text/html" });
    expect(refused.status).toBe(405);
    expect(refused.headers.allow).toBe("GET, HEAD");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.headers.connection).toBe("close");
    expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(refused.headers["x-content-type-options"]).toBe("nosniff");
    const styleHash = hashSource(/<style>([\s\S]*)<\/style>/.exec(refused.body)?.[1] ?? "-");
    expect(refused.headers["content-security-policy"]).toContain(styleHash);
    expect(refused.body).toContain('<html lang="en">');
    expect(Number(refused.headers["content-length"])).toBe(Buffer.byteLength(refused.body));
    const head = await sendRaw(origin, "HEAD", `/${"a".repeat(requestLimits.maxUrlBytes)}`, { host: "example.org" });
    expect([head.status, head.body, head.headers["content-type"]]).toEqual([414, "", "text/plain; charset=utf-8"]);
    const range = await sendRaw(origin, "GET", "/sw.js", { host: "example.org", range: "bytes=50000-" });
    expect([range.status, range.headers["content-range"]]).toEqual([416, "bytes */39158"]);
    expect(reached).toEqual([]);
  });

  it("answers OPTIONS itself, and sends Next.js the 404 page for an address the build does not have", async () => {
    const { origin, reached } = await startGated();
    const options = await sendRaw(origin, "OPTIONS", "/api/health", { host: "example.org" });
    expect([options.status, options.headers.allow, options.headers["cache-control"]]).toEqual([
      204,
      "GET, HEAD",
      "no-store",
    ]);
    expect(options.headers["x-frame-options"]).toBe("DENY");
    const missing = await sendRaw(origin, "POST", "/api/zz", {
      host: "example.org",
      "next-action": "abc",
      "content-type": "text/plain",
      "content-length": "0",
    });
    expect(missing.body).toBe("from Next.js");
    const ignored = await sendRaw(origin, "GET", "/sw.js", { host: "example.org", range: "bytes=a-b" });
    expect(ignored.status).toBe(200);
    expect(reached).toEqual([
      { method: "GET", url: `${notFoundPrefix}fr`, range: undefined, action: undefined },
      { method: "GET", url: "/sw.js", range: undefined, action: undefined },
    ]);
  });

  it("answers a request Node.js cannot read with the status page on the raw connection", async () => {
    const { origin, reached } = await startGated();
    const big = await sendRaw(origin, "GET", "/en/live", { host: "example.org", "x-big": "b".repeat(20_000) });
    expect(big.status).toBe(431);
    expect(big.headers["cache-control"]).toBe("no-store");
    expect(big.headers.connection).toBe("close");
    expect(big.headers["x-content-type-options"]).toBe("nosniff");
    expect(big.headers["content-security-policy"]).not.toContain("sha256");
    expect(big.body).toBe(statusLine(431, "en"));
    const badHost = await sendRaw(origin, "GET", "/vivre", { host: "a b" });
    expect([badHost.status, badHost.body]).toEqual([400, statusLine(400, "fr")]);
    expect(reached).toEqual([]);
  });

  it("gives each request an id, the proxy's when it is short and plain, and counts it", async () => {
    const { origin } = await startGated();
    const given = await sendRaw(origin, "GET", "/vivre", { host: "example.org", "x-request-id": "abc-123" });
    expect(given.headers["x-request-id"]).toBe("abc-123");
    const made = await sendRaw(origin, "GET", "/vivre", { host: "example.org", "x-request-id": "a b<c>" });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    await sendRaw(origin, "DELETE", "/vivre", { host: "example.org" });
    const counted = await site!.metrics.requests.get();
    const count = (status: string) =>
      counted.values.find((value) => value.labels.kind === "page" && value.labels.status === status)?.value;
    expect([count("200"), count("405")]).toEqual([2, 1]);
  });
});
