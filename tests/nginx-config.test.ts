// The nginx front's configuration (deploy/nginx/vitrine.conf) as deploy/nginx/render.ts fills it;
// e2e/nginx.spec.ts runs it in Debian's nginx in front of the site. The coding it chooses for each
// Accept-Encoding is checked here in Debian's nginx too, against the site's own choice.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { maxHeaderSize, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { idleConnectionMs, languages, pageCaching, requestLimits } from "../config/site.ts";
import {
  defaults,
  frontHeaders,
  frontLimits,
  frontStatuses,
  nginxBinary,
  previewCookiePattern,
  purgeModule,
  renderSiteConfig,
  routerHeaderVariables,
  renderStandaloneConfig,
  templatePath,
  writeStandaloneConfig,
} from "../deploy/nginx/render.ts";
import { pageFileBucket, pageFileBucketSeconds, pageFileHeaders, nextPageFileBucket } from "../lib/cache/page-files.ts";
import { cachedCodings, routerHeaders } from "../lib/cache/purge.ts";
import { statusPage } from "../lib/errors/status-page.ts";
import { previewRequestCookie, previewRequestCookies } from "../lib/preview/session.ts";
import { preferredCoding } from "../lib/server/content-coding.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { startStub, type Stub } from "./stub-server.ts";

const template = await readFile(templatePath, "utf8");
const environment = { SITE_URL: "https://www.example.org", WORDPRESS_URL: "https://cms.example.org" };
const options = {
  ...defaults,
  serverName: "www.example.org example.org",
  upstreams: ["127.0.0.1:3000", "10.0.0.6:3000"],
  headers: frontHeaders(environment),
};
/** The configuration without its comments, one directive per line, spaces between words as one. */
const directives = (config: string) =>
  config
    .split("\n")
    .map((line) => line.replace(/#.*$/, "").trim().replace(/\s+/g, " "))
    .filter(Boolean);

describe("the nginx front's configuration", () => {
  it("fills every placeholder, one upstream line per value in each upstream, one allow line per value", () => {
    const config = directives(renderSiteConfig(template, options));
    expect(config.join("\n")).not.toMatch(/\{\{/);
    expect(config).toContain("server_name www.example.org example.org;");
    expect(config).toContain("listen 80;");
    expect(config).toContain("listen 127.0.0.1:8079;");
    // Reading pages: an instance out after 3 failures in 10 s. Requests with a body: never counted.
    expect(config.filter((line) => line.startsWith("server ") && line.includes("max_fails"))).toEqual([
      "server 127.0.0.1:3000 max_fails=3 fail_timeout=10s;",
      "server 10.0.0.6:3000 max_fails=3 fail_timeout=10s;",
      "server 127.0.0.1:3000 max_fails=0;",
      "server 10.0.0.6:3000 max_fails=0;",
    ]);
    expect(config).toEqual(expect.arrayContaining(["allow 127.0.0.1;", "allow ::1;", "deny all;"]));
    expect(config.find((line) => line.startsWith("proxy_cache_path"))).toMatch(
      /^proxy_cache_path \/var\/cache\/nginx\/vitrine /,
    );
    expect(config).toContain("alias /etc/nginx/vitrine/status/;");
  });

  it("caches by the page's address and the coding, purges by the same key, and never touches the site's security headers on its answers", () => {
    const config = directives(renderSiteConfig(template, options));
    expect(config.filter((line) => line.startsWith("proxy_cache_key"))).toEqual([
      // Pages: their address, the query left out when no page reads it (tested below, in nginx).
      "proxy_cache_key $vitrine_page_key|$vitrine_coding;",
      "proxy_cache_key $request_uri|$vitrine_coding;",
      // Resized images: asked for without a coding, one copy.
      "proxy_cache_key $request_uri;",
    ]);
    expect(config).toContain("proxy_cache_purge vitrine $vitrine_page_key|$http_x_vitrine_coding;");
    expect(config).toContain("proxy_set_header Accept-Encoding $vitrine_upstream_coding;");
    expect(config).toContain("gzip off;");
    expect(config).toContain("proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;");
    // The site's 503 (a page WordPress cannot serve) is passed on, never a reason to try another instance.
    expect(config.filter((line) => line.startsWith("proxy_next_upstream "))).toEqual([
      "proxy_next_upstream error timeout http_502 http_504;",
      "proxy_next_upstream error timeout http_404 http_502 http_504;",
    ]);
    expect(config).toContain("add_header X-Cache-Status $upstream_cache_status always;");
    expect(config).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    // Security headers are added in two locations only, to answers no instance sent: nginx's own
    // (the status pages) and the page files (whose headers are the site's, written in the file).
    const lines = renderSiteConfig(template, options).split("\n");
    const block = (start: number) => [start, lines.findIndex((line, index) => index > start && line === "    }")];
    const blocks = [
      block(lines.findIndex((line) => line.includes("location ^~ /.vitrine-status/"))),
      block(lines.findIndex((line) => line.includes("try_files $vitrine_file_current")) - 4),
    ];
    const security =
      /content-security-policy|x-frame-options|referrer-policy|permissions-policy|strict-transport-security|x-content-type-options|cross-origin/i;
    const touching = lines
      .map((line, index) => [line.trim(), index] as const)
      .filter(([line]) => /^(add_header|proxy_hide_header|more_)/.test(line) && security.test(line));
    expect(touching.length).toBeGreaterThan(0);
    for (const [line, index] of touching)
      expect([line, blocks.some(([start = 0, end = 0]) => index > start && index < end)]).toEqual([line, true]);
  });

  it("closes its idle connections to the site before the site does: a POST is never sent on a closing connection", () => {
    const timeouts = directives(renderSiteConfig(template, options))
      .filter((line) => line.startsWith("keepalive_timeout "))
      .map((line) => Number(line.match(/^keepalive_timeout (\d+)s;$/)?.[1]));
    // One per upstream (the second for requests with a body), each shorter than the site's.
    expect(timeouts).toHaveLength(2);
    for (const seconds of timeouts) expect(seconds * 1000).toBeLessThan(idleConnectionMs);
  });

  it("sizes nginx's buffers from the site's own limits", () => {
    const limits = frontLimits();
    expect(limits.headerBuffer).toBeGreaterThanOrEqual(requestLimits.maxUrlBytes + 1024);
    expect(limits.headerBuffer).toBeGreaterThanOrEqual(maxHeaderSize);
    expect(limits.proxyBuffer).toBeGreaterThanOrEqual(limits.headerBuffer + 8192);
    expect(limits.proxyBuffer).toBeGreaterThanOrEqual(3 * requestLimits.maxUrlBytes + 8192);
    expect(limits.bodyLimit).toBe(requestLimits.maxBodyBytes);
    const config = directives(renderSiteConfig(template, options));
    expect(config).toEqual(
      expect.arrayContaining([
        `large_client_header_buffers 4 ${limits.headerBuffer};`,
        `proxy_buffer_size ${limits.proxyBuffer};`,
        `client_max_body_size ${requestLimits.maxBodyBytes};`,
        `client_body_buffer_size ${requestLimits.maxBodyBytes};`,
      ]),
    );
    // A larger limit of the site's makes larger buffers.
    expect(frontLimits({ maxUrlBytes: 12_000, maxBodyBytes: 1_000_000 }, 16_384)).toEqual({
      headerBuffer: 16_384,
      proxyBuffer: 45_056,
      bodyLimit: 1_000_000,
    });
    expect(frontLimits({ maxUrlBytes: 4_000, maxBodyBytes: 1 }, 32_768)).toEqual({
      headerBuffer: 32_768,
      proxyBuffer: 40_960,
      bodyLimit: 1,
    });
    // Past what nginx's cache files can hold: said, not written.
    expect(() => frontLimits({ maxUrlBytes: 20_000, maxBodyBytes: 1 }, 16_384)).toThrow(/less than 64 KiB/);
  });

  it("puts the site's security headers and status policies on nginx's own answers, for the instances' environment", () => {
    const config = directives(renderSiteConfig(template, options));
    const headers = frontHeaders(environment);
    expect(headers.security.map(({ key }) => key)).toEqual([
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "strict-transport-security",
    ]);
    for (const { key, value } of headers.security) expect(config).toContain(`add_header ${key} "${value}" always;`);
    expect(headers.statusPolicyHtml).toContain(`style-src 'self' ${statusPage(400, "fr", "x").styleHash};`);
    expect(headers.statusPolicyHtml).toContain("img-src 'self' data: blob: https://cms.example.org;");
    expect(headers.statusPolicyText).toMatch(/style-src 'self'; /);
    expect(config).toContain(`html "${headers.statusPolicyHtml}";`);
    expect(config).toContain(`default "${headers.statusPolicyText}";`);
    // Plain http: no HSTS, and no upgrade-insecure-requests.
    const plain = frontHeaders({ SITE_URL: "http://localhost:3000" });
    expect(plain.security.map(({ key }) => key)).not.toContain("strict-transport-security");
    expect(plain.statusPolicyHtml).not.toContain("upgrade-insecure-requests");
    // A third party configured on the instances is in the policy as it is on theirs.
    expect(frontHeaders({ ...environment, GTM_ID: "GTM-AB12CD3" }).statusPolicyText).toContain(
      "https://www.googletagmanager.com",
    );
  });

  it("answers nginx's own errors with a status page per status and language, in the address's language", () => {
    const config = renderSiteConfig(template, options);
    expect(directives(config)).toEqual(
      expect.arrayContaining([
        "error_page 400 405 411 413 414 500 501 502 504 /.vitrine-status/$status.$vitrine_status_language.$vitrine_status_format;",
        "error_page 494 =431 /.vitrine-status/431.$vitrine_status_language.$vitrine_status_format;",
      ]),
    );
    const listed = [
      ...directives(config)
        .join(" ")
        .matchAll(/error_page ([\d ]+) (?:=(\d+) )?\//g),
    ].flatMap(([, codes, replaced]) =>
      replaced ? [Number(replaced)] : (codes as string).trim().split(" ").map(Number),
    );
    expect(new Set(listed)).toEqual(new Set(frontStatuses));
    // The languages of the map are the site's, its default last.
    expect(config).toMatch(/"~\*\^\/en\(\?:\[\/\?#\]\|\$\)"\s+en;\s+default\s+fr;/);
    expect(languages).toEqual(["fr", "en"]);
  });

  it("refuses values that would change the configuration's syntax", () => {
    expect(() => renderSiteConfig(template, { ...options, serverName: "example.org; include /etc/passwd" })).toThrow(
      /server name/,
    );
    expect(() => renderSiteConfig(template, { ...options, upstreams: ["127.0.0.1:3000 backup"] })).toThrow(/upstream/);
    expect(() => renderSiteConfig(template, { ...options, purgeAllow: [] })).toThrow(/at least one/);
    expect(() => renderSiteConfig(template, { ...options, cachePath: "/var/cache/$x" })).toThrow(/cache path/);
    expect(() => renderSiteConfig(template, { ...options, statusRoot: "/etc/nginx/vit rine" })).toThrow(/status root/);
    expect(() =>
      renderSiteConfig(template, { ...options, headers: { ...options.headers, statusPolicyText: `default-src "x"` } }),
    ).toThrow(/status text policy/);
  });

  it("writes the router's and the preview's maps from the site's own constants", () => {
    const config = directives(renderSiteConfig(template, options));
    const routerMap = config.find((line) => line.endsWith(" $vitrine_router_request {"));
    const variables = routerHeaders.map((header) => `$http_${header.replaceAll("-", "_")}`);
    expect(routerMap).toBe(`map "${variables.join("")}" $vitrine_router_request {`);
    const previewMap = config.slice(config.indexOf("map $http_cookie $vitrine_preview_request {"));
    expect(previewMap.slice(1, 3)).toEqual([`"~${previewRequestCookie.source}" 1;`, "default 0;"]);
    for (const cookie of previewRequestCookies) expect(previewMap[1]).toContain(cookie);
    // What nginx cannot read as the site does is said, not written.
    expect(() => routerHeaderVariables(["next url"])).toThrow(/router header/);
    expect(() => routerHeaderVariables([])).toThrow(/at least one/);
    expect(() => previewCookiePattern(/(?:^|;)\s*x=/i)).toThrow(/flags/);
    expect(() => previewCookiePattern(/(?:^|;)\s*"x"=/)).toThrow(/quotes/);
    expect(() => previewCookiePattern(/(?:^|;)\d*x=/)).toThrow(/quotes/);
  });

  it("a router header or a preview cookie added to the TypeScript alone reaches nginx's maps", async () => {
    vi.resetModules();
    vi.doMock("../lib/cache/purge.ts", async (original) => ({
      ...(await original<Record<string, unknown>>()),
      routerHeaders: [...routerHeaders, "next-hypothetical-header"],
    }));
    vi.doMock("../lib/preview/session.ts", async (original) => ({
      ...(await original<Record<string, unknown>>()),
      previewRequestCookie: /(?:^|;)\s*(?:__prerender_bypass|hypothetical_preview)=/,
    }));
    try {
      const render = await import("../deploy/nginx/render.ts");
      const config = directives(render.renderSiteConfig(template, options));
      expect(config.find((line) => line.endsWith(" $vitrine_router_request {"))).toContain(
        "$http_next_hypothetical_header",
      );
      expect(config).toContain(`"~(?:^|;)\\s*(?:__prerender_bypass|hypothetical_preview)=" 1;`);
    } finally {
      vi.doUnmock("../lib/cache/purge.ts");
      vi.doUnmock("../lib/preview/session.ts");
      vi.resetModules();
    }
  });

  it("says which placeholders a template leaves unfilled", () => {
    expect(() => renderSiteConfig("listen {{LISTEN}};\nroot {{ROOT}};", options)).toThrow(/root \{\{ROOT\}\};/);
  });

  it("runs on its own with everything under one directory", () => {
    const main = renderStandaloneConfig("/tmp/front", "/tmp/front/vitrine.conf");
    expect(main).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_cache_purge_module\.so;$/m);
    expect(main).toMatch(/^pid \/tmp\/front\/nginx\.pid;$/m);
    expect(main).toMatch(/^ {4}include \/tmp\/front\/vitrine\.conf;$/m);
    for (const line of main.split("\n").filter((text) => /_path |_log /.test(text)))
      expect(line).toMatch(/ \/tmp\/front\//);
  });
});

/**
 * Accept-Encoding headers and what the site chooses for each (lib/server/page-memory.ts), which
 * nginx must choose too: browsers' and clients' own, and every rule of negotiator's.
 */
const acceptEncodings = [
  "",
  "gzip",
  "br",
  "gzip, deflate, br",
  "gzip, deflate, br, zstd",
  "deflate, gzip, br, zstd",
  "gzip, deflate",
  "gzip,deflate",
  "gzip, br",
  "br, gzip",
  "identity",
  "*",
  "*;q=0",
  "br;q=0",
  "gzip;q=0",
  "br;q=0, gzip",
  "gzip;q=0, br",
  "gzip;q=0, br;q=0",
  "br;q=0.5, gzip",
  "br;q=0.5, gzip;q=0.5",
  "gzip;q=0.8, br;q=0.5",
  "br;q=0.8, gzip;q=0.9",
  "gzip;q=0.25, br;q=0.255",
  "gzip;q=0.3, br;q=0.29",
  "gzip;q=1.0, identity;q=0.5, *;q=0",
  "identity;q=1, br;q=0.9",
  "identity, br",
  "identity;q=0.5, br;q=0.4, gzip;q=0.3",
  "identity;q=0.3, gzip;q=0.4, br;q=0.1",
  "identity;q=0",
  "gzip;q=0, br;q=0, identity;q=0",
  "compress, deflate",
  "x-gzip",
  "BR",
  "GZip, Br;q=0.3",
  "br ; q=0.2 , gzip ; q=0.1",
  "br; q=0.2, gzip;q=0.3",
  "br;level=5;q=0.2, gzip;q=0.1",
  "br;Q=0.1, gzip;q=0.5",
  "br;q=abc, gzip",
  "br;q=, gzip",
  "br;q=.5, gzip;q=.4",
  "br;q=0., gzip",
  "*;q=0.5, gzip;q=0.4",
  "*;q=0.5, br;q=0",
  "*;q=0.2, identity;q=0.3",
  "deflate;q=0.5, *;q=0.1",
  "br;q=0.001",
  "zstd, br;q=0.9, gzip;q=0.8",
  ", , gzip",
  "gzip, ,",
  "br x, gzip",
  "brotli, gzip",
];

describe.skipIf(!existsSync(nginxBinary) || !existsSync(purgeModule))(
  "the coding nginx asks the instances for (Debian's nginx)",
  () => {
    let prefix: string;
    let upstream: Stub;
    let nginx: ChildProcess;
    let front: string;
    let purgeOrigin: string;

    beforeAll(async () => {
      prefix = await mkdtemp(path.join(tmpdir(), "vitrine-nginx-coding-"));
      // An instance that answers with the Accept-Encoding nginx sent it, never cached; under /kept,
      // with the address it was asked for, kept a minute.
      upstream = await startStub((request, response) => {
        if (request.url?.startsWith("/expiring")) {
          // A page the site sends through the front as a file too: its copy kept as long as the file is read.
          response
            .writeHead(200, { "content-type": "text/plain", "cache-control": "s-maxage=60", "x-accel-expires": "1" })
            .end(`${request.method} ${request.url}`);
          return;
        }
        if (request.url?.startsWith("/kept")) {
          response
            .writeHead(200, { "content-type": "text/plain", "cache-control": "s-maxage=60" })
            .end(`${request.method} ${request.url}`);
          return;
        }
        response
          .writeHead(200, { "content-type": "text/plain", "cache-control": "no-store" })
          .end(`[${String(request.headers["accept-encoding"] ?? "")}]`);
      });
      const [port, purgePort] = [await freePort(), await freePort()];
      const config = await writeStandaloneConfig(prefix, {
        listen: `127.0.0.1:${port}`,
        serverName: "localhost",
        upstreams: [upstream.url.slice("http://".length)],
        purgeListen: `127.0.0.1:${purgePort}`,
        purgeAllow: ["127.0.0.1"],
        environment,
        siteName: "Confluence",
      });
      nginx = spawn(nginxBinary, ["-e", "stderr", "-p", prefix, "-c", config, "-g", "daemon off;"], {
        stdio: ["ignore", "ignore", "pipe"],
      });
      front = `http://127.0.0.1:${port}`;
      purgeOrigin = `http://127.0.0.1:${purgePort}`;
      for (let tries = 0; ; tries++) {
        if (
          await fetch(`${front}/ready`).then(
            (response) => response.ok,
            () => false,
          )
        )
          break;
        if (tries > 100 || nginx.exitCode !== null) throw new Error("nginx did not start");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    afterAll(async () => {
      if (nginx?.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once("exit", resolve));
        nginx.kill("SIGTERM");
        await exited;
      }
      await upstream?.close();
      if (prefix) await rm(prefix, { recursive: true, force: true });
    });

    it("writes a page and a line of text for each status and language", async () => {
      const names = await readdir(path.join(prefix, "status"));
      expect(names.sort()).toEqual(
        frontStatuses
          .flatMap((status) =>
            languages.flatMap((language) => [`${status}.${language}.html`, `${status}.${language}.txt`]),
          )
          .sort(),
      );
    });

    it("bypasses its cache for every router header and preview cookie the site names, and only for them", async () => {
      const bypassed = async (headers: Record<string, string>) =>
        (await fetch(`${front}/bypass`, { headers })).headers.get("x-cache-status") === "BYPASS";
      for (const header of routerHeaders) expect(await bypassed({ [header]: "1" }), header).toBe(true);
      expect(await bypassed({})).toBe(false);
      const cookies = [
        ...previewRequestCookies.flatMap((name) => [`${name}=x`, `cc_cookie=1; ${name}=x`, `a=1;${name}=`]),
        "cc_cookie=1",
        `x${previewRequestCookies[0]}=1`,
        `${previewRequestCookies[0]}_other=1`,
        `a=${previewRequestCookies[0]}`,
      ];
      for (const cookie of cookies) expect(await bypassed({ cookie }), cookie).toBe(previewRequestCookie.test(cookie));
    });

    it("keeps a page once whatever query no page reads comes with it, a query a page reads or escaped apart, and purges it by any of its addresses", async () => {
      // Uncompressed: the copy the purge removes without X-Vitrine-Coding.
      const asked = async (address: string, init: { headers?: Record<string, string> } = {}) => {
        const response = await fetch(`${front}${address}`, { headers: { "accept-encoding": "", ...init.headers } });
        return `${await response.text()} ${response.headers.get("x-cache-status")}`;
      };
      // The instance is asked for the address as sent; the copy is /kept/page's.
      expect(await asked("/kept/page?utm_source=lettre")).toBe("GET /kept/page?utm_source=lettre MISS");
      expect(await asked("/kept/page?utm_source=autre&x=1")).toBe("GET /kept/page?utm_source=lettre HIT");
      expect(await asked("/kept/page")).toBe("GET /kept/page?utm_source=lettre HIT");
      // Read by a page: the lists' filters and page, the search's query.
      for (const query of ["type=news&utm_source=x", "place=Lyon", "filiere", "x=1&page=2", "q=bourse"])
        expect(await asked(`/kept/page?${query}`), query).toBe(`GET /kept/page?${query} MISS`);
      // An escape may spell any of them; a name that only contains one is not one.
      expect(await asked("/kept/page?%74ype=news")).toBe("GET /kept/page?%74ype=news MISS");
      expect(await asked("/kept/page?types=news&xpage=2")).toBe("GET /kept/page?utm_source=lettre HIT");
      // The router's requests and a preview are never kept.
      expect(await asked("/kept/page?_rsc=1a2b", { headers: { rsc: "1" } })).toBe("GET /kept/page?_rsc=1a2b BYPASS");
      const preview = { headers: { cookie: `${previewRequestCookies[0]}=x` } };
      expect(await asked("/kept/page?utm_source=x", preview)).toBe("GET /kept/page?utm_source=x BYPASS");
      // The purge of any address of the copy removes it (the instance notes the addresses it was asked for).
      const purge = await fetch(`${purgeOrigin}/kept/page?utm_source=y`, { method: "PURGE" });
      expect(purge.status).toBe(200);
      expect(await asked("/kept/page?utm_source=z")).toBe("GET /kept/page?utm_source=z MISS");
      const filtered = await fetch(`${purgeOrigin}/kept/page?type=news&utm_source=x`, { method: "PURGE" });
      expect(filtered.status).toBe(200);
    });

    it("is the site's choice for every Accept-Encoding", async () => {
      const chosen: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const [index, header] of acceptEncodings.entries()) {
        // fetch would add its own Accept-Encoding: the header is always sent, empty for none.
        const response = await fetch(`${front}/coding/${index}`, { headers: { "accept-encoding": header } });
        chosen[header] = await response.text();
        expected[header] = `[${preferredCoding(header) ?? ""}]`;
      }
      expect(chosen).toEqual(expected);
      // Only the codings the purge removes.
      expect(new Set(Object.values(chosen))).toEqual(new Set(cachedCodings.map((coding) => `[${coding}]`)));
    });

    /** An answer as sent, its bytes not decoded (fetch would decode them, and add its own Accept-Encoding). */
    const raw = (url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(url, { method: init.method ?? "GET", headers: init.headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on("error", reject);
        req.end(init.body);
      });
    /** Waits until the current bucket has at least two seconds left: the files put now are read in it. */
    const awayFromBucketEdge = async () => {
      const left = pageFileBucketSeconds * 1000 - (Date.now() % (pageFileBucketSeconds * 1000));
      if (left < 2000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    };

    it("sends a page's file, put by an instance, to a plain read of its address, with the site's headers of a page", async () => {
      await awayFromBucketEdge();
      const bucket = pageFileBucket(Date.now());
      const brotli = Buffer.from("the page, as brotli");
      const put = await raw(`${purgeOrigin}/.pages/${bucket}/filed/page/page.br`, { method: "PUT", body: brotli });
      expect(put.status).toBe(201);
      const answer = await raw(`${front}/filed/page`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
      expect(answer.status).toBe(200);
      expect(answer.body.equals(brotli)).toBe(true);
      const page = pageFileHeaders(300, pageCaching.staleIfErrorSeconds);
      const headers = frontHeaders(environment);
      expect(answer.headers).toMatchObject({
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "br",
        "content-length": String(brotli.length),
        vary: page.vary,
        "cache-control": page.cacheControl,
        "content-security-policy": headers.pageHeaderPolicy,
        "x-cache-status": "HIT",
        ...Object.fromEntries(headers.security.map(({ key, value }) => [key.toLowerCase(), value])),
      });
      expect(answer.headers["x-request-id"]).toMatch(/^\d+\.\d{3}-\d+-\d+$/);
      // HEAD, and a conditional GET, as for any file.
      const head = await raw(`${front}/filed/page`, { method: "HEAD", headers: { "accept-encoding": "br" } });
      expect([head.status, head.body.length, head.headers["content-encoding"]]).toEqual([200, 0, "br"]);
      const again = await raw(`${front}/filed/page`, {
        headers: { "accept-encoding": "br", "if-none-match": String(answer.headers.etag) },
      });
      expect(again.status).toBe(304);
      // Each coding is a file of its own: none put for gzip, so the instance is asked.
      const gzip = await raw(`${front}/filed/page`, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.body.toString()).toBe("[gzip]");
    });

    it("reads the files of the current bucket only, and never for a request that is not a plain read", async () => {
      await awayFromBucketEdge();
      const bucket = pageFileBucket(Date.now());
      const next = nextPageFileBucket(bucket);
      const previous = String((Number(bucket) + 999) % 1000).padStart(3, "0");
      const put = (folder: string, name: string) =>
        raw(`${purgeOrigin}/.pages/${folder}/page`, { method: "PUT", body: Buffer.from(name) });
      // What an instance wrote a bucket ago is in this one too (tests/page-files.test.ts): the
      // previous bucket is not read, nor the next one yet.
      expect((await put(`${previous}/earlier`, "previous")).status).toBe(201);
      expect((await put(`${next}/later`, "next")).status).toBe(201);
      expect((await put(`${bucket}/asked`, "file")).status).toBe(201);
      expect((await put(`${bucket}/asked/deeper`, "deeper")).status).toBe(201);
      expect((await put(bucket, "home")).status).toBe(201);
      const text = async (address: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
        (
          await raw(`${front}${address}`, { ...init, headers: { "accept-encoding": "", ...init.headers } })
        ).body.toString();
      expect(await text("/earlier")).toBe("[]");
      expect(await text("/later")).toBe("[]");
      expect(await text("/asked")).toBe("file");
      expect(await text("/asked/deeper")).toBe("deeper");
      expect(await text("/")).toBe("home");
      // Not a plain read of a page: the instance answers.
      expect(await text("/asked?utm_source=lettre")).toBe("[]");
      expect(await text("/asked/")).toBe("[]");
      expect(await text("/Asked")).toBe("[]");
      expect(await text("/%61sked")).toBe("[]");
      expect(await text("/asked", { method: "POST" })).toBe("[]");
      for (const header of routerHeaders)
        expect(await text("/asked", { headers: { [header]: "1" } }), header).toBe("[]");
      expect(await text("/asked", { headers: { cookie: `${previewRequestCookies[0]}=x` } })).toBe("[]");
      // Removed by the instance (DELETE): the instance answers again, within the second nginx
      // may keep the file open.
      expect((await raw(`${purgeOrigin}/.pages/${bucket}/asked/page`, { method: "DELETE" })).status).toBe(204);
      await expect.poll(() => text("/asked"), { timeout: 3000, interval: 200 }).toBe("[]");
      expect(await text("/asked/deeper")).toBe("deeper");
      const sweep = await raw(`${purgeOrigin}/.pages/${previous}/`, {
        method: "DELETE",
        headers: { depth: "infinity" },
      });
      expect(sweep.status).toBe(204);
      // The files are written through the purge server only.
      await raw(`${front}/.pages/${bucket}/written/page`, { method: "PUT", body: Buffer.from("x") });
      expect(existsSync(path.join(prefix, "pages", bucket, "written"))).toBe(false);
    });

    it("keeps a copy as long as the instance's X-Accel-Expires says, and never passes that header on", async () => {
      const first = await raw(`${front}/expiring?seconds=1`, { headers: { "accept-encoding": "" } });
      expect(first.headers["x-cache-status"]).toBe("MISS");
      expect(first.headers["x-accel-expires"]).toBeUndefined();
      expect(
        (await raw(`${front}/expiring?seconds=1`, { headers: { "accept-encoding": "" } })).headers["x-cache-status"],
      ).toBe("HIT");
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const later = await raw(`${front}/expiring?seconds=1`, { headers: { "accept-encoding": "" } });
      expect(["EXPIRED", "STALE", "UPDATING"]).toContain(later.headers["x-cache-status"]);
    });
  },
);
