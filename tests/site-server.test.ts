// The site's server (lib/server/site-server.ts) end to end, with a stand-in for Next.js: the
// response rules in their order, and the memory of pages keeping what they leave.
import { request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { idleConnectionMs } from "../config/site.ts";
import { createAddressBook } from "../lib/cache/purge.ts";
import { hashSource } from "../lib/security/inline-hashes.ts";
import { compress } from "../lib/server/content-coding.ts";
import { createPageMemory } from "../lib/server/page-memory.ts";
import { policyOfElement } from "../lib/server/response-guard.ts";
import { createOwnAnswerMemory, type SiteServerDeps } from "../lib/server/site-server.ts";
import { startSite, stubGuard, type RunningSite } from "./site-server-harness.ts";

let site: RunningSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const page = (marker: string, extra = "") =>
  `<!doctype html><html><head><script>self.__next_f.push(["${marker}"])</script></head><body>${extra}${`<p>${marker}: un paragraphe.</p>`.repeat(80)}</body></html>`;
const cacheControl = "s-maxage=300, stale-while-revalidate=31535700";

/** As Next.js sends a page from its cache: its headers, an ETag (of its bytes), the whole body in one end(). */
function cachedPage(res: ServerResponse, html: string, extra: Record<string, string> = {}): void {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("cache-control", cacheControl);
  res.setHeader("etag", `"${hashSource(html).slice(8, 24)}"`);
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  res.end(html);
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function send(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${site!.origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The site's server with its memory of pages and an address book, WordPress down while `down` says so. */
async function start(
  next: (req: IncomingMessage, res: ServerResponse) => void,
  down = () => false,
  missingPage?: SiteServerDeps["missingPage"],
  now?: () => number,
) {
  let nextRequests = 0;
  const memory = createPageMemory({ ttlMs: 60_000, maxBytes: 1024 * 1024, now });
  const addressBook = createAddressBook(100);
  const guard = stubGuard({ wordpressDown: down });
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    nextRequests++;
    next(req, res);
  };
  site = await startSite(handle, guard, { memory, addressBook, missingPage });
  return { memory, addressBook, nextRequests: () => nextRequests };
}

const policyOf = (marker: string) => `script-src 'self' ${hashSource(`self.__next_f.push(["${marker}"])`)}`;

describe("the site's server around Next.js", () => {
  it("keeps a page as the rules leave it, sends it again without Next.js, and notes its address for the purge", async () => {
    const served = await start((_req, res) => cachedPage(res, page("one")));
    const first = await send("/vivre");
    expect(first.headers["content-security-policy"]).toBe("frame-ancestors 'none'");
    expect(policyOfElement(first.body.toString())).toBe(policyOf("one"));
    expect(first.headers["cache-control"]).toBe(`${cacheControl}, stale-if-error=86400`);
    const again = await send("/vivre", { "accept-encoding": "br" });
    expect(served.nextRequests()).toBe(1);
    expect(brotliDecompressSync(again.body).toString()).toBe(first.body.toString());
    for (const name of ["content-security-policy", "cache-control", "etag", "x-content-type-options"])
      expect(again.headers[name], name).toBe(first.headers[name]);
    expect(again.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    expect(served.addressBook.list()).toEqual(["/vivre"]);
    // The same page with a query no list reads, from memory: its address noted too (a front keeps it as its own).
    await send("/vivre?utm_source=lettre");
    expect(served.nextRequests()).toBe(1);
    expect(served.addressBook.list()).toEqual(["/vivre", "/vivre?utm_source=lettre"]);
    const counted = (await site!.metrics.pageMemory.get()).values.map(({ labels, value }) => [labels.result, value]);
    expect(counted.sort()).toEqual([
      ["hit", 2],
      ["miss", 1],
    ]);
  });

  it("keeps no page rendered degraded: the degraded copy's rule comes before the memory's", async () => {
    const degraded = page("part", '<template data-degraded="breadcrumb"></template>');
    const served = await start((_req, res) => cachedPage(res, degraded));
    for (let read = 1; read <= 2; read++) {
      const answer = await send("/vivre");
      expect([answer.headers["cache-control"], answer.headers.etag]).toEqual(["no-store", undefined]);
      expect(policyOfElement(answer.body.toString())).toBe(policyOf("part"));
      expect(served.nextRequests()).toBe(read);
    }
    expect([served.memory.size, served.addressBook.size]).toEqual([0, 0]);
  });

  it("keeps neither an editor's preview nor the 503 page sent while WordPress is down", async () => {
    let down = false;
    const served = await start(
      (_req, res) => {
        if (!down) return cachedPage(res, page("draft"));
        res.statusCode = 500;
        res.setHeader("content-type", "text/html");
        res.end(page("error"));
      },
      () => down,
    );
    const preview = await send("/vivre", { cookie: "__prerender_bypass=abc" });
    expect([preview.headers["cache-control"], preview.headers["x-robots-tag"]]).toEqual([
      "private, no-store",
      "noindex",
    ]);
    down = true;
    const unavailable = await send("/agenda");
    expect([unavailable.status, unavailable.headers["retry-after"], unavailable.body.toString()]).toEqual([
      503,
      "30",
      "<!doctype html><h1>Indisponible</h1>",
    ]);
    expect(unavailable.headers["content-security-policy"]).toBe("style-src 'sha256-x'");
    expect([served.memory.size, served.addressBook.size]).toEqual([0, 0]);
  });

  it("lets no shared cache keep a router payload rendered degraded, and keeps the lifetime of one that is not", async () => {
    const payload = (extra: string) => `0:{"P":null}\n1:["$","p",null,{${extra}"children":"Vivre"}]\n`;
    let degraded = true;
    await start((_req, res) => {
      res.setHeader("content-type", "text/x-component");
      res.setHeader("cache-control", cacheControl);
      res.setHeader("vary", "rsc, next-router-state-tree, next-router-prefetch");
      res.end(payload(degraded ? '"data-degraded":"breadcrumb",' : ""));
    });
    const router = { rsc: "1" };
    const first = await send("/vivre?_rsc=abc", router);
    expect([first.headers["cache-control"], first.body.toString()]).toEqual([
      "no-store",
      payload('"data-degraded":"breadcrumb",'),
    ]);
    degraded = false;
    const second = await send("/vivre?_rsc=def", router);
    expect(second.headers["cache-control"]).toBe(`${cacheControl}, stale-if-error=86400`);
  });

  it("keeps a page Next serves stale with its one-second shared lifetime", async () => {
    const served = await start((_req, res) => cachedPage(res, page("old"), { "x-nextjs-cache": "STALE" }));
    await send("/vivre");
    const again = await send("/vivre");
    expect(again.headers["cache-control"]).toBe("s-maxage=1, stale-while-revalidate=31535700, stale-if-error=86400");
    expect(served.nextRequests()).toBe(1);
  });

  it("answers every page address with nothing behind it by its language's 404 page, which Next.js renders once", async () => {
    const asked: string[] = [];
    const served = await start(
      (req, res) => {
        asked.push(req.url ?? "");
        if (!req.url?.startsWith("/_not-found-")) return cachedPage(res, page("vivre"));
        // As Next.js sends its 404 page: rendered for the request, kept by no cache.
        res.statusCode = 404;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
        res.end(page(`absent ${req.url}`));
      },
      () => false,
      async (url) =>
        url.startsWith("/inconnu") || url.endsWith(".php") ? "fr" : url.startsWith("/en/unknown") ? "en" : null,
    );
    const first = await send("/inconnu-1");
    const again = await send("/inconnu-2?utm_source=x", { "accept-encoding": "br" });
    const head = await send("/inconnu-3", {}, "HEAD");
    // An address with an extension is no page either (a scanner's).
    const scanned = await send("/wp-login.php");
    expect([first.status, again.status, head.status, scanned.status]).toEqual([404, 404, 404, 404]);
    expect(scanned.body.equals(first.body)).toBe(true);
    expect(brotliDecompressSync(again.body).toString()).toBe(first.body.toString());
    expect(first.body.toString()).toContain("absent /_not-found-fr");
    expect([head.body.length, head.headers["content-length"]]).toEqual([0, String(first.body.length)]);
    for (const answer of [first, again]) {
      expect(answer.headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
      expect(answer.headers["content-security-policy"]).toBe("frame-ancestors 'none'");
    }
    expect(policyOfElement(first.body.toString())).toBe(policyOf("absent /_not-found-fr"));
    expect((await send("/en/unknown-1")).body.toString()).toContain("absent /_not-found-en");
    expect((await send("/vivre")).status).toBe(200);
    // An editor's preview may see a page the table does not know yet: left to Next.js, at its address.
    const preview = await send("/inconnu-4", { cookie: "__prerender_bypass=1; vitrine_preview=x" });
    expect(preview.body.toString()).toContain("vivre");
    expect(asked).toEqual(["/_not-found-fr", "/_not-found-en", "/vivre", "/inconnu-4"]);
    expect(served.addressBook.list()).toEqual(["/vivre"]);
  });

  it("keeps no 404 page rendered degraded (WordPress's options unread); the last good one is sent for another lifetime", async () => {
    let degraded = true;
    let now = 1;
    const served = await start(
      (_req, res) => {
        res.statusCode = 404;
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
        res.end(page("absent", degraded ? '<template data-degraded="options"></template>' : ""));
      },
      () => false,
      async () => "fr",
      () => now,
    );
    const body = async (address: string) => (await send(address)).body.toString();
    expect(await body("/inconnu-1")).toContain("data-degraded");
    degraded = false;
    expect(await body("/inconnu-2")).not.toContain("data-degraded");
    expect(await body("/inconnu-3")).not.toContain("data-degraded");
    expect(served.nextRequests()).toBe(2);
    // Past its lifetime, one request asks Next.js again, which renders it degraded: the good copy stays.
    degraded = true;
    now += 61_000;
    expect(await body("/inconnu-4")).toContain("data-degraded");
    for (const address of ["/inconnu-5", "/inconnu-6"]) expect(await body(address)).not.toContain("data-degraded");
    expect(served.nextRequests()).toBe(3);
    // Another lifetime later, asked again: a good copy replaces it.
    degraded = false;
    now += 61_000;
    expect(await body("/inconnu-7")).not.toContain("data-degraded");
    expect(await body("/inconnu-8")).not.toContain("data-degraded");
    expect(served.nextRequests()).toBe(4);
  });

  it("sends no address of the instance's own: Next.js's note of a proxy rewrite is removed", async () => {
    await start((_req, res) => {
      res.statusCode = 404;
      res.setHeader("x-middleware-rewrite", "http://localhost:4300/_not-found-fr");
      res.setHeader("x-nextjs-rewritten-path", "/_not-found-fr");
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(page("absent"));
    });
    const answer = await send("/cette-page-n-existe-pas");
    expect(answer.status).toBe(404);
    expect(answer.headers["x-middleware-rewrite"]).toBeUndefined();
    expect(answer.headers["x-nextjs-rewritten-path"]).toBe("/_not-found-fr");
  });

  it("keeps an idle connection open longer than a proxy in front does (config/site.ts, idleConnectionMs)", async () => {
    await start(() => {});
    expect(site!.server.keepAliveTimeout).toBe(idleConnectionMs);
    expect(idleConnectionMs).toBeGreaterThan(60_000);
  });

  it("answers its own addresses without Next.js, with the site's headers and compression, a HEAD without body", async () => {
    const asked: string[][] = [];
    let nextRequests = 0;
    site = await startSite(() => nextRequests++, stubGuard(), {
      ownAnswers: [
        {
          path: "/api/search",
          answer: async (params) => {
            asked.push(params.getAll("q"));
            const body = JSON.stringify({ query: params.get("q"), results: "résultat ".repeat(200) });
            return { status: 200, headers: { "content-type": "application/json", "cache-control": "no-store" }, body };
          },
        },
      ],
    });
    const answer = await send("/api/search?lang=fr&q=bourses", { "accept-encoding": "br" });
    expect([answer.status, answer.headers["content-encoding"], answer.headers["x-content-type-options"]]).toEqual([
      200,
      "br",
      "nosniff",
    ]);
    expect(JSON.parse(brotliDecompressSync(answer.body).toString()).query).toBe("bourses");
    const head = await send("/api/search?q=x", {}, "HEAD");
    expect([head.status, head.headers["content-type"], head.body.length]).toEqual([200, "application/json", 0]);
    expect(asked).toEqual([["bourses"], ["x"]]);
    expect(nextRequests).toBe(0);
  });

  it("sends an own answer again as it was, compressed once per coding, while its version holds", async () => {
    const compressed: string[] = [];
    const base = [{ key: "x-content-type-options", value: "nosniff" }];
    const answers = createOwnAnswerMemory(
      1024 * 1024,
      () => base,
      (body, coding) => {
        compressed.push(coding);
        return compress(body, coding);
      },
    );
    let version: string | undefined = "v1";
    const asked: string[] = [];
    const own = {
      path: "/api/search",
      answer: async (params: URLSearchParams) => {
        asked.push(`${params.get("q")} ${version}`);
        return {
          status: 200,
          headers: { "content-type": "application/json", "cache-control": "no-store" },
          body: JSON.stringify({ query: params.get("q"), version, results: "résultat ".repeat(200) }),
        };
      },
      version: () => version,
    };
    const request = (url: string, acceptEncoding?: string) =>
      ({ url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }) as IncomingMessage;
    const first = await answers(own, request("/api/search?q=bourses", "gzip, br"));
    const again = await answers(own, request("/api/search?q=bourses", "gzip, br"));
    expect(again).toBe(first);
    expect(first.headers).toEqual([
      "x-content-type-options",
      "nosniff",
      "content-type",
      "application/json",
      "cache-control",
      "no-store",
      "content-encoding",
      "br",
      "content-length",
      first.body.length,
      "vary",
      "Accept-Encoding",
    ]);
    await answers(own, request("/api/search?q=bourses", "gzip"));
    await answers(own, request("/api/search?q=logement", "br"));
    expect(compressed).toEqual(["br", "gzip", "br"]);
    expect(asked).toEqual(["bourses v1", "bourses v1", "logement v1"]);
    // A new version is asked for again; without a version, every request is.
    version = "v2";
    const edited = await answers(own, request("/api/search?q=bourses", "gzip, br"));
    expect(JSON.parse(brotliDecompressSync(edited.body).toString()).version).toBe("v2");
    version = undefined;
    await answers(own, request("/api/search?q=bourses", "gzip, br"));
    await answers(own, request("/api/search?q=bourses", "gzip, br"));
    expect(asked.slice(3)).toEqual(["bourses v2", "bourses undefined", "bourses undefined"]);
    // Under the compression threshold: sent as it is, with its length.
    const small = await answers(
      { path: "/api/search", answer: async () => ({ status: 400, headers: {}, body: "{}" }), version: () => "v1" },
      request("/api/search?q=", "br"),
    );
    expect([small.status, small.headers.slice(2)]).toEqual([400, ["content-length", 2, "vary", "Accept-Encoding"]]);
    {
      site = await startSite(() => {}, stubGuard(), {
        ownAnswers: [
          {
            path: "/api/search",
            answer: async (params) => ({
              status: 200,
              headers: { "content-type": "application/json", "cache-control": "no-store" },
              body: JSON.stringify({ query: params.get("q"), results: "résultat ".repeat(200) }),
            }),
            version: () => "v1",
          },
        ],
      });
      const first = await send("/api/search?lang=fr&q=bourses", { "accept-encoding": "gzip, br" });
      const again = await send("/api/search?lang=fr&q=bourses", { "accept-encoding": "br" });
      expect(again.body.equals(first.body)).toBe(true);
      for (const answer of [first, again]) {
        expect([answer.headers["content-encoding"], answer.headers["content-length"], answer.headers.vary]).toEqual([
          "br",
          String(first.body.length),
          "Accept-Encoding",
        ]);
        expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      }
      // Another answer is its own; gzip when only gzip is accepted; none when none is.
      const other = await send("/api/search?lang=fr&q=logement", { "accept-encoding": "br" });
      expect(JSON.parse(brotliDecompressSync(other.body).toString()).query).toBe("logement");
      const gzip = await send("/api/search?lang=fr&q=bourses", { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(gunzipSync(gzip.body).toString()).query).toBe("bourses");
      const plain = await send("/api/search?lang=fr&q=bourses", {});
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(plain.body.toString()).query).toBe("bourses");
      const head = await send("/api/search?lang=fr&q=bourses", { "accept-encoding": "br" }, "HEAD");
      expect([head.status, head.headers["content-length"], head.body.length]).toEqual([
        200,
        String(first.body.length),
        0,
      ]);
    }
  });
});
