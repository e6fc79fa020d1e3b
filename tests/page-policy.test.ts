import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { unavailablePage } from "../lib/errors/status-page.ts";
import { frameworkScriptHashes, hashSource, isFrameworkScript } from "../lib/security/inline-hashes.ts";
import {
  createPolicyMemo,
  policyOfElement,
  siteLocation,
  withPolicyElement,
  type GuardOptions,
} from "../lib/server/response-guard.ts";
import { encodeFilterSegment, splitFilterSegment } from "../lib/routing/filter-segment.ts";
import { startSite, stubGuard, type RunningSite } from "./site-server-harness.ts";

const start = "(self.__next_f=self.__next_f||[]).push([0])";
const chunk = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n&amp;"])';
const bootstrap =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

describe("the framework's inline scripts", () => {
  it("are hashed over their raw text, each once; data blocks and external scripts are not", () => {
    const html = `<!doctype html><html><head><script src="/a.js"></script><script id="_R_">${bootstrap}</script>
      <script type="application/ld+json">{"@type":"Event"}</script></head>
      <body><script>${start}</script><script>${chunk}</script><script>${chunk}</script></body></html>`;
    // Entities stay as written: that is the text the browser hashes.
    expect(frameworkScriptHashes(html)).toEqual([hashSource(bootstrap), hashSource(start), hashSource(chunk)]);
  });

  it("leave out any other inline script, even one dressed as the framework's", () => {
    const refused: string[] = [];
    const html = `<main><p>Texte</p><script>alert(1)</script><script>self.__next_f.push(alert(1))</script>
      <script type="module">import "/m.js"</script><script>self.__next_f.push([1]);alert(1)</script></main><script>${start}</script>`;
    expect(frameworkScriptHashes(html, (text) => refused.push(text))).toEqual([hashSource(start)]);
    expect(refused).toEqual([
      "alert(1)",
      "self.__next_f.push(alert(1))",
      'import "/m.js"',
      "self.__next_f.push([1]);alert(1)",
    ]);
    expect(isFrameworkScript('self.__next_f.push("text")')).toBe(false);
    expect(isFrameworkScript("self.__next_f.push([2,null])")).toBe(true);
  });

  it("allow the framework's statements run together, and only those", () => {
    // The answer to a form sent without JavaScript: the payload's start and first chunk in one script.
    const together =
      '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,[{"status":"sent","text":"a);b"}]])';
    expect(isFrameworkScript(together)).toBe(true);
    expect(isFrameworkScript(`${together};`)).toBe(true);
    expect(isFrameworkScript('self.__next_f.push([1,"x);"]);self.__next_f.push([1,"y"])')).toBe(true);
    expect(isFrameworkScript(`${together};alert(1)`)).toBe(false);
    expect(isFrameworkScript(`${together};;self.__next_f.push([1])`)).toBe(false);
    expect(isFrameworkScript('self.__next_f.push([1,"a"]);(alert)(1)')).toBe(false);
    expect(isFrameworkScript('self.__next_f.push([1,"a"]).constructor')).toBe(false);
    expect(isFrameworkScript("")).toBe(false);
  });

  it("gives the sources CSP expects", () => {
    // sha256("") in base64, as the CSP specification's examples give it.
    expect(hashSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("filter segments", () => {
  it("carry a canonical query there and back, and nothing else", () => {
    const segment = encodeFilterSegment("?type=news&place=Saint-Étienne");
    expect(segment).toMatch(/^~f\.[A-Za-z0-9_-]+$/);
    expect(splitFilterSegment(["agenda", segment])).toEqual({
      segments: ["agenda"],
      query: { type: "news", place: "Saint-Étienne" },
    });
    expect(encodeFilterSegment("")).toBe("");
    expect(splitFilterSegment(["vivre", "culture"])).toEqual({ segments: ["vivre", "culture"], query: {} });
    expect(splitFilterSegment(["agenda", "~f.<script>"])).toEqual({ segments: ["agenda"], query: {} });
    expect(splitFilterSegment(undefined)).toEqual({ segments: [], query: {} });
  });
});

let server: RunningSite | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const page = (marker: string) =>
  `<!doctype html><html><head><script>self.__next_f.push(["${marker}"])</script></head><body><p>${marker}</p></body></html>`;

async function serve(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  overrides: Partial<GuardOptions> = {},
) {
  let policyReads = 0;
  const options = stubGuard({
    pagePolicy: (html) => {
      policyReads++;
      return `script-src 'self' ${frameworkScriptHashes(html).join(" ")}`;
    },
    ...overrides,
  });
  // The site's server, without its memory of pages: each request reaches the stand-in for Next.js.
  server = await startSite(handler, options);
  return { origin: server.origin, policyReads: () => policyReads };
}

describe("a page's policy element", () => {
  it("goes first in the head, after the charset, with its content escaped; nowhere without a head", () => {
    const policy = `script-src 'self' 'sha256-a+b/c='; img-src "x" &`;
    const content = `script-src 'self' 'sha256-a+b/c='; img-src &quot;x&quot; &amp;`;
    expect(
      withPolicyElement(
        '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/></head>',
        policy,
      ),
    ).toBe(
      `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${content}"/><link rel="stylesheet" href="/a.css"/></head>`,
    );
    expect(withPolicyElement("<html><head data-x><script>1</script></head>", "default-src 'self'")).toBe(
      `<html><head data-x><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><script>1</script></head>`,
    );
    // A <header> is not the head.
    expect(withPolicyElement("<body><header>Menu</header></body>", "default-src 'self'")).toBeUndefined();
  });

  it("is left out of markup without a head: the whole policy goes in the header", async () => {
    const site = await serve((_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end("<p>fragment</p><script>self.__next_f.push([1])</script>");
    });
    const answer = await fetch(site.origin);
    expect(answer.headers.get("content-security-policy")).toBe(
      `script-src 'self' ${hashSource("self.__next_f.push([1])")}; frame-ancestors 'none'`,
    );
    expect(await answer.text()).toBe("<p>fragment</p><script>self.__next_f.push([1])</script>");
  });
});

describe("the response guard", () => {
  it("sends a cached page with its own hashes, read once per version (its ETag)", async () => {
    let version = "one";
    const site = await serve((_req, res) => {
      // As Next.js sends a page from its cache: headers, ETag, the whole body in one end().
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "s-maxage=300, stale-while-revalidate=31535700");
      res.setHeader("etag", `"${version}"`);
      res.end(page(version));
    });
    const first = await fetch(site.origin);
    // In a <meta> element first in the head; the header holds what a <meta> cannot carry.
    const policy = `script-src 'self' ${hashSource('self.__next_f.push(["one"])')}`;
    expect(first.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
    const html = await first.text();
    expect(html).toBe(
      `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${policy}"/><script>self.__next_f.push(["one"])</script></head><body><p>one</p></body></html>`,
    );
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("cache-control")).toBe(
      "s-maxage=300, stale-while-revalidate=31535700, stale-if-error=86400",
    );
    const again = await fetch(site.origin);
    expect(await again.text()).toBe(html);
    expect(site.policyReads()).toBe(1);
    version = "two";
    const changed = await fetch(site.origin);
    expect(policyOfElement(await changed.text())).toBe(
      `script-src 'self' ${hashSource('self.__next_f.push(["two"])')}`,
    );
    expect(site.policyReads()).toBe(2);
  });

  it("gives a page Next serves stale (an edit being rendered) a shared-cache lifetime of a second, and a fresh one its own", async () => {
    let state = "STALE";
    const site = await serve((_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "s-maxage=300, stale-while-revalidate=31535700");
      res.setHeader("x-nextjs-cache", state);
      res.end(page(state));
    });
    expect((await fetch(site.origin)).headers.get("cache-control")).toBe(
      "s-maxage=1, stale-while-revalidate=31535700, stale-if-error=86400",
    );
    state = "HIT";
    expect((await fetch(site.origin)).headers.get("cache-control")).toBe(
      "s-maxage=300, stale-while-revalidate=31535700, stale-if-error=86400",
    );
  });

  it("lets no cache keep a 404 Next keeps (a page deleted since its last render), its policy read once per version", async () => {
    const site = await serve((_req, res) => {
      // As Next.js sends a page from its cache.
      res.statusCode = 404;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "s-maxage=300, stale-while-revalidate=31535700");
      res.setHeader("x-nextjs-cache", "HIT");
      res.setHeader("etag", '"absent"');
      res.end(page("absent"));
    });
    for (const path of ["/une-page-supprimee", "/une-autre"]) {
      const answer = await fetch(`${site.origin}${path}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
      const html = await answer.text();
      expect(policyOfElement(html)).toContain(hashSource('self.__next_f.push(["absent"])'));
      expect(html.replace(/<meta http-equiv[^>]*>/, "")).toBe(page("absent"));
    }
    expect(site.policyReads()).toBe(1);
  });

  it("sends a page rendered degraded (a part WordPress did not answer) to this visitor only: no-store, no ETag, read each time", async () => {
    const degraded = page("part").replace("<p>", '<template data-degraded="breadcrumb"></template><p>');
    const site = await serve((_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "s-maxage=300, stale-while-revalidate=31535700");
      res.setHeader("etag", '"same"');
      res.end(degraded);
    });
    for (let read = 1; read <= 2; read++) {
      const answer = await fetch(site.origin);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("etag")).toBeNull();
      const html = await answer.text();
      expect(policyOfElement(html)).toContain(hashSource('self.__next_f.push(["part"])'));
      expect(html.replace(/<meta http-equiv[^>]*>/, "")).toBe(degraded);
      expect(site.policyReads()).toBe(read);
    }
  });

  it("answers a revalidation (304) with the version's policy, or with none: never one that would replace it", async () => {
    const site = await serve((req, res) => {
      res.setHeader("etag", '"one"');
      // As Next.js answers: a 304 has no Content-Type.
      if (req.headers["if-none-match"] === '"one"') {
        res.statusCode = 304;
        res.end();
      } else {
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.end(page("one"));
      }
    });
    const conditional = { headers: { "if-none-match": '"one"' } };
    // Before the version was ever read (a restarted server): no policy, the cache keeps its own.
    const unknown = await fetch(site.origin, conditional);
    expect(unknown.status).toBe(304);
    expect(unknown.headers.has("content-security-policy")).toBe(false);
    expect(unknown.headers.get("x-content-type-options")).toBe("nosniff");
    const policy = (await fetch(site.origin)).headers.get("content-security-policy");
    expect(policy).toBe("frame-ancestors 'none'");
    const known = await fetch(site.origin, conditional);
    expect(known.status).toBe(304);
    expect(known.headers.get("content-security-policy")).toBe(policy);
  });

  it("reads HTML rendered for the request (no ETag, streamed, even after a writeHead) before sending it", async () => {
    const site = await serve((_req, res) => {
      res.writeHead(404, { "content-type": "text/html" });
      res.write("<!doctype html><html><head><script>self.__next_f.push(");
      setTimeout(() => res.end("[1])</script></head><body>Not found</body></html>"), 10);
    });
    const response = await fetch(site.origin);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(policyOfElement(html)).toBe(`script-src 'self' ${hashSource("self.__next_f.push([1])")}`);
    expect(html).toContain("Not found");
  });

  it("leaves other answers as they are, with the site's headers", async () => {
    const site = await serve((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.end('{"ok":true}');
    });
    const response = await fetch(site.origin);
    expect(response.headers.get("content-security-policy")).toBe("script-src 'self'");
    expect(await response.json()).toEqual({ ok: true });
    expect(site.policyReads()).toBe(0);
  });

  it("marks an editor's preview (pages, router payloads, redirects) private, never stored, never indexed; not the files it loads", async () => {
    const site = await serve((req, res) => {
      // As Next.js renders in draft mode: its own no-cache header, no ETag.
      const type =
        req.url === "/rsc"
          ? "text/x-component"
          : req.url === "/file.js"
            ? "application/javascript"
            : "text/html; charset=utf-8";
      if (req.url === "/moved") {
        res.writeHead(307, { location: "/en" });
        res.end();
        return;
      }
      res.setHeader("content-type", type);
      res.setHeader(
        "cache-control",
        req.url === "/file.js"
          ? "public, max-age=31536000, immutable"
          : "private, no-cache, no-store, max-age=0, must-revalidate",
      );
      res.end(type.startsWith("text/html") ? page("draft") : "x");
    });
    for (const cookie of ["__prerender_bypass=abc", "cc_cookie=1; vitrine_preview=x.y"]) {
      for (const path of ["/", "/rsc", "/moved"]) {
        const response = await fetch(`${site.origin}${path}`, { headers: { cookie }, redirect: "manual" });
        expect(
          [response.headers.get("cache-control"), response.headers.get("x-robots-tag")],
          `${cookie} ${path}`,
        ).toEqual(["private, no-store", "noindex"]);
      }
      const file = await fetch(`${site.origin}/file.js`, { headers: { cookie } });
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    // Without a preview cookie: as Next.js said.
    const visitor = await fetch(site.origin, { headers: { cookie: "cc_cookie=1" } });
    expect(visitor.headers.get("x-robots-tag")).toBeNull();
    expect(policyOfElement(await visitor.text())).toBe(
      `script-src 'self' ${hashSource('self.__next_f.push(["draft"])')}`,
    );
  });

  it("answers 503 with Retry-After, never stored, for a page that failed while WordPress is down", async () => {
    let down = true;
    const site = await serve(
      (_req, res) => {
        res.statusCode = 500;
        res.setHeader("content-type", "text/html");
        res.end(page("error"));
      },
      { wordpressDown: () => down },
    );
    const unavailable = await fetch(site.origin);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("retry-after")).toBe("30");
    expect(unavailable.headers.get("cache-control")).toBe("no-store");
    // The 503 page, readable without JavaScript, instead of the error Next.js rendered.
    expect(unavailable.headers.get("content-security-policy")).toBe("style-src 'sha256-x'");
    expect(await unavailable.text()).toBe("<!doctype html><h1>Indisponible</h1>");
    down = false;
    expect((await fetch(site.origin)).status).toBe(500);
  });

  it("answers 400 for a server action call Next.js could not carry out, and leaves other failures alone", async () => {
    const site = await serve(
      (_req, res) => {
        res.statusCode = 500;
        res.setHeader("content-type", "text/x-component");
        res.end('1:E{"digest":"1"}');
      },
      {
        statusAnswer: (_req, status) => ({
          body: `refused ${status}`,
          contentType: "text/plain; charset=utf-8",
          policy: "default-src 'none'",
        }),
      },
    );
    const refused = await fetch(site.origin, {
      method: "POST",
      headers: { "next-action": "abc", "content-type": "text/plain" },
      body: "[]",
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(await refused.text()).toBe("refused 400");
    const noJs = await fetch(site.origin, { method: "POST", body: new FormData() });
    expect(noJs.status).toBe(400);
    expect((await fetch(site.origin)).status).toBe(500);
  });

  it("sends every redirect relative or on SITE_URL, whatever origin Next.js wrote it on", async () => {
    const site = await serve((req, res) => {
      const [status, location] = JSON.parse(decodeURIComponent((req.url ?? "/").slice(1))) as [number, string];
      res.writeHead(status, { location });
      res.end();
    });
    const cases: Array<[number, string, string]> = [
      [308, "http://localhost:5421/vivre", "/vivre"],
      [308, "https://localhost:5421/en/life?a=1#b", "/en/life?a=1#b"],
      [307, "http://127.0.0.1:3000//evil.example/x", "/evil.example/x"],
      [301, "/agenda/~f.aaaa", "/agenda/~f.aaaa"],
      [303, "https://www.example.org/en", "https://www.example.org/en"],
      [302, "//evil.example/x", "/x"],
      [308, "/\\evil.example", "/"],
    ];
    for (const [status, location, sent] of cases) {
      const response = await fetch(`${site.origin}/${encodeURIComponent(JSON.stringify([status, location]))}`, {
        redirect: "manual",
      });
      expect([response.status, response.headers.get("location")], location).toEqual([status, sent]);
      expect(response.headers.get("x-content-type-options"), location).toBe("nosniff");
    }
    // Not a redirect: a Location is left as it is (a 201's names what was made).
    const created = await fetch(`${site.origin}/${encodeURIComponent(JSON.stringify([201, "http://localhost:1/x"]))}`);
    expect(created.headers.get("location")).toBe("http://localhost:1/x");
  });
});

describe("a redirect's Location", () => {
  const site = "https://www.example.org";
  it("stays when relative or on SITE_URL", () => {
    for (const location of [
      "/",
      "/vivre",
      "/en/life?x=1#top",
      "vivre",
      "?page=2",
      "#top",
      "https://www.example.org/vivre",
      "//www.example.org/vivre",
      "/%2F%2Fevil.example",
    ]) {
      expect(siteLocation(location, site), location).toBe(location);
    }
  });

  it("becomes its path on the site when on any other origin, the instance's first", () => {
    const cases: Array<[string, string]> = [
      ["http://localhost:5421/vivre", "/vivre"],
      ["http://127.0.0.1:3000/EN/life", "/EN/life"],
      ["http://[::1]:3000/agenda/~f.aaaa?type=news", "/agenda/~f.aaaa?type=news"],
      ["http://www.example.org/vivre", "/vivre"],
      ["https://www.example.org:8443/vivre", "/vivre"],
      ["https://evil.example/x#y", "/x#y"],
      ["https://evil.example", "/"],
      ["http://localhost:5421//evil.example/x", "/evil.example/x"],
      ["//evil.example/x", "/x"],
      ["/\\evil.example/x", "/x"],
      ["\\\\evil.example", "/"],
      ["javascript:alert(1)", "/"],
      ["data:text/html,x", "/"],
      ["http://[", "/"],
    ];
    for (const [location, sent] of cases) expect(siteLocation(location, site), location).toBe(sent);
  });
});

describe("the 503 page", () => {
  it("is whole without script or other file, in the visitor's language, its style sheet allowed by its hash", () => {
    for (const [language, title] of [
      ["fr", "Site momentanément indisponible"],
      ["en", "Temporarily unavailable"],
    ] as const) {
      const page = unavailablePage(language, "Confluence <test>");
      expect(page.html).toContain(`<html lang="${language}">`);
      expect(page.html).toContain(`<h1>${title}</h1>`);
      expect(page.html).toContain("Confluence &lt;test&gt;");
      // Titled like every page: "<title> - <site name>".
      expect(page.html).toContain(`<title>${title} - Confluence &lt;test&gt;</title>`);
      expect(page.html).not.toMatch(/<script|<link /);
      const style = /<style>([\s\S]*)<\/style>/.exec(page.html)?.[1];
      expect(page.styleHash).toBe(hashSource(style ?? "-"));
    }
  });
});

describe("the policy memo", () => {
  it("forgets the least recently used version past its limit", () => {
    const memo = createPolicyMemo(2);
    memo.set("a", "A");
    memo.set("b", "B");
    memo.get("a");
    memo.set("c", "C");
    expect([memo.get("a"), memo.get("b"), memo.get("c"), memo.size]).toEqual(["A", undefined, "C", 2]);
  });
});
