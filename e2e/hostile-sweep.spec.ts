// The hostile sweep: a bounded matrix of what an attacker or a broken client sends, against an
// instance of the site directly and through the shipped nginx front (deploy/nginx/vitrine.conf), on
// loopback. Every answer is below 500 and carries the site's security headers; addresses that are
// not pages never reach WordPress; a Host or X-Forwarded-* a client chose never shows in an answer.
// The counts it prints are the ones README's security section gives.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startCms, type RunningCms } from "../cms/server.ts";
import { requestLimits } from "../config/site.ts";
import { startNginx, type Service } from "../deploy/local-cluster.ts";
import { nginxBinary } from "../deploy/nginx/render.ts";
import { draftModeCookie, previewCookie } from "../lib/preview/session.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { suiteSiteUrl } from "./helpers.ts";
import { suiteThirdParties } from "./suite-third-parties.ts";
import { type PrivateSite, startSiteOf } from "./private-site.ts";
import { type RawAnswer, sendRaw } from "./raw-request.ts";

test.skip(
  !existsSync(nginxBinary),
  `${nginxBinary} is not installed (apt-get install nginx libnginx-mod-http-cache-purge; .ci/run installs them)`,
);
test.describe.configure({ mode: "serial" });

const revalidateSecret = "sweep-revalidate-secret-0123456789";
let cms: RunningCms;
let site: PrivateSite;
let prefix: string;
let front: Service | undefined;
const targets: Record<"direct" | "front", string> = { direct: "", front: "" };
/** Requests sent and answers by status class, per target (printed, and given in README). */
const counts = new Map<string, number>();

const securityHeaders = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
];

/** Sends one case to a target and checks what every answer must be; returns the answer. */
async function sweep(
  where: keyof typeof targets,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<RawAnswer> {
  const what = `${where} ${method} ${target.slice(0, 80)} ${JSON.stringify(headers).slice(0, 120)} body ${body?.length ?? "-"}`;
  const answer = await sendRaw(targets[where], method, target, headers, body);
  counts.set(`${where} requests`, (counts.get(`${where} requests`) ?? 0) + 1);
  const statusClass = `${where} ${String(answer.status).charAt(0)}xx`;
  counts.set(statusClass, (counts.get(statusClass) ?? 0) + 1);
  expect(answer.status, what).toBeGreaterThanOrEqual(200);
  expect(answer.status, what).toBeLessThan(500);
  for (const name of securityHeaders) expect(answer.headers[name], `${what}: ${name}`).toBeTruthy();
  expect(answer.headers["x-powered-by"], what).toBeUndefined();
  // Nothing names the instance's own address (the 404 page's rewrite did: http://localhost:<port>/…).
  expect(answer.headers["x-middleware-rewrite"], what).toBeUndefined();
  return answer;
}

async function cmsCalls(): Promise<Record<string, number>> {
  return ((await (await fetch(`${cms.url}/__cms/stats`)).json()) as { routes: Record<string, number> }).routes;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  prefix = await mkdtemp(path.join(tmpdir(), "vitrine-sweep-"));
  cms = await startCms({ port: 0, admin: true, quiet: true, submissionsFile: path.join(prefix, "submissions.jsonl") });
  const [frontPort, purgePort] = [await freePort(), await freePort()];
  const started = await startSiteOf(cms.url, {
    CACHE_PURGE_URL: `http://127.0.0.1:${purgePort}`,
    TRUSTED_PROXIES: "1",
    REVALIDATE_SECRET: revalidateSecret,
    // The sweep takes minutes (more beside another suite), and past REVALIDATE_SECONDS the site
    // reads its options and paths again by time, whatever it is asked: a read of its own, not one a
    // stray address caused. A day keeps the count of WordPress requests to what the sweep causes.
    REVALIDATE_SECONDS: String(24 * 3600),
  });
  site = started.site;
  targets.direct = started.origin;
  front = await startNginx({
    listen: `127.0.0.1:${frontPort}`,
    upstreams: [`127.0.0.1:${started.port}`],
    purgeListen: `127.0.0.1:${purgePort}`,
    // The instance's settings, its third parties included: nginx's own answers carry its headers.
    environment: { SITE_URL: suiteSiteUrl, WORDPRESS_URL: cms.url, ...suiteThirdParties() },
    siteName: "Confluence",
  });
  targets.front = front.url;
});

test.afterAll(async () => {
  console.log(
    `hostile sweep: ${[...counts.entries()]
      .sort()
      .map(([key, value]) => `${key} ${value}`)
      .join(", ")}`,
  );
  await front?.stop();
  await site?.remove();
  await cms?.close();
  if (prefix) await rm(prefix, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("logs", {
      body: `site:\n${site.output()}\n\nnginx:\n${front?.process.output() ?? ""}`,
      contentType: "text/plain",
    });
});

const methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"];
const bodies: Array<Buffer | undefined> = [
  undefined,
  Buffer.alloc(1024, "a"),
  Buffer.alloc(requestLimits.maxBodyBytes + 1, "a"),
  Buffer.alloc(256 * 1024, "a"),
];
const headerSets: Array<Record<string, string>> = [
  {},
  { "x-filler": "a".repeat(8 * 1024) },
  Object.fromEntries(Array.from({ length: 15 }, (_, index) => [`x-filler-${index}`, "a".repeat(1000)])),
  { "x-filler": "a".repeat(20 * 1024) },
];
/**
 * Addresses that are no page (the framework's, the API's, WordPress's own, dot-files): nothing the
 * site does for them may ask WordPress. (An address shaped like a page that the site lacks may
 * make it read its paths again, at most every few seconds: a page published a moment ago.)
 */
const strayClasses = [
  "/wp-login.php",
  "/wp-content/uploads/shell.php",
  "/.env",
  "/_next/static/chunks/nope.js",
  "/api/nope",
  "/xmlrpc.php?rsd",
];
const pageClasses = [
  "/vivre",
  "/en/life",
  "/",
  "/page-inconnue",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/agenda?type=news&place=%00",
  "/api/health",
  "/api/revalidate",
  "/api/search?lang=fr&q=%F0%9F%98%80",
  "/recherche?q=(a|b)*%5B",
  "/robots.txt",
  "/icon.png",
  "/~preview/page/2401",
  "/actualites/rss.xml",
  `/${"a".repeat(requestLimits.maxUrlBytes - 10)}`,
];

async function matrix(where: keyof typeof targets, addresses: string[]): Promise<void> {
  for (const address of addresses)
    for (const method of methods)
      for (const body of bodies)
        for (const headers of headerSets) {
          // Large bodies with the header sizes that reach the site only: the refusal is the same.
          if (body && body.length > requestLimits.maxBodyBytes && Object.keys(headers).length > 0) continue;
          await sweep(where, method, address, headers, body);
        }
}

for (const where of ["direct", "front"] as const) {
  test(`${where}: every method × body size × header size on addresses that are no page: a 4xx, the site's headers, no WordPress request`, async () => {
    test.setTimeout(240_000);
    // Warm: the site's first 404 page reads its options and paths once, as any first page would.
    for (const address of ["/", "/wp-login.php", "/api/nope"]) await sendRaw(targets[where], "GET", address);
    await fetch(`${cms.url}/__cms/stats`, { method: "DELETE" });
    await matrix(where, strayClasses);
    expect(await cmsCalls(), "requests to WordPress").toEqual({});
  });

  test(`${where}: every method × body size × header size on each kind of page and file: never a 5xx, the site's headers`, async () => {
    test.setTimeout(300_000);
    await matrix(where, pageClasses);
  });

  test(`${where}: Range on files and pages: 206, 416 or the whole, never a 5xx`, async () => {
    const ranges = [
      "bytes=0-0",
      "bytes=-1",
      "bytes=999999999-",
      "bytes=5-1",
      "items=0-1",
      "bytes=0-0,1-1,2-2,3-3,4-4,5-5,6-6,7-7,8-8,9-9",
      `bytes=${Array.from({ length: 200 }, (_, index) => `${index}-${index}`).join(",")}`,
      "bytes=--1",
      "bytes=0-18446744073709551616",
    ];
    for (const address of ["/robots.txt", "/icon.png", "/sw.js", "/vivre", "/api/health"])
      for (const range of ranges)
        for (const method of ["GET", "HEAD"]) {
          const answer = await sweep(where, method, address, { range });
          expect([200, 206, 304, 416], `${address} ${range}`).toContain(answer.status);
        }
  });

  test(`${where}: Host and X-Forwarded-* a client chose never reach an answer, and never a 5xx`, async () => {
    const variants: Array<Record<string, string>> = [
      { host: "evil.example" },
      { host: "evil.example:8443" },
      { host: "127.0.0.1:1" },
      { host: `${"a".repeat(300)}.example` },
      { "x-forwarded-host": "evil.example" },
      { "x-forwarded-host": "evil.example, other.example" },
      { "x-forwarded-proto": "javascript" },
      { "x-forwarded-proto": "https, http" },
      { "x-forwarded-port": "99999" },
      { "x-forwarded-for": "not an address" },
      { "x-forwarded-for": Array.from({ length: 500 }, (_, index) => `10.0.${index % 250}.1`).join(", ") },
      { forwarded: 'for="[::1]";host=evil.example;proto=https' },
      { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", host: "evil.example" },
    ];
    for (const address of ["/Vivre", "/EN/life", "/vivre/", "/page-inconnue", "/agenda/~f.AAAA", "/vivre"])
      for (const headers of variants) {
        const answer = await sweep(where, "GET", address, headers);
        const location = String(answer.headers.location ?? "");
        expect(location, `${address} ${JSON.stringify(headers)}`).not.toContain("evil.example");
        expect(location, `${address} ${JSON.stringify(headers)}`).not.toMatch(/^javascript:|:99999|127\.0\.0\.1:1\b/);
        expect(answer.body, `${address} ${JSON.stringify(headers)}`).not.toContain("evil.example");
      }
  });

  test(`${where}: the webhook and the preview refuse abuse with a 4xx, never a 5xx`, async () => {
    const json = (value: unknown) => Buffer.from(JSON.stringify(value));
    const auth = { authorization: `Bearer ${revalidateSecret}`, "content-type": "application/json" };
    const webhookCases: Array<[Record<string, string>, Buffer | undefined]> = [
      [{ "content-type": "application/json" }, json({ post_type: "page", id: 1 })],
      [{ authorization: "Bearer wrong", "content-type": "application/json" }, json({ post_type: "page", id: 1 })],
      [{ authorization: `Basic ${Buffer.from(`x:${revalidateSecret}`).toString("base64")}` }, json({})],
      [auth, Buffer.from("{not json")],
      [auth, json([1, 2, 3])],
      [auth, json({ post_type: "page", id: Number.MAX_SAFE_INTEGER * 10 })],
      [auth, json({ post_type: "<script>", id: -1 })],
      [auth, json({ post_type: "page", id: "1; DROP TABLE" })],
      [auth, Buffer.from(`${"[".repeat(10_000)}${"]".repeat(10_000)}`)],
      [auth, Buffer.alloc(requestLimits.maxBodyBytes + 1, " ")],
      [auth, undefined],
    ];
    for (const [headers, body] of webhookCases) {
      const answer = await sweep(where, "POST", "/api/revalidate", headers, body);
      expect(answer.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
    }
    const previewCases: Array<[string, Record<string, string>]> = [
      ["/api/preview", {}],
      ["/api/preview?token=", {}],
      ["/api/preview?token=abc.def.ghi", {}],
      [`/api/preview?token=${"a".repeat(4000)}`, {}],
      ["/api/preview?token=%00%FF", {}],
      ["/~preview/page/2401", { cookie: `${previewCookie}=forged; ${draftModeCookie}=forged` }],
      ["/~preview/page/2401", { cookie: `${previewCookie}=${"a".repeat(4000)}` }],
      ["/en/~preview/events/99999999999999999999", {}],
      ["/~preview/page/-1", {}],
      ["/~preview/nope/1", {}],
    ];
    for (const [address, headers] of previewCases) {
      const answer = await sweep(where, "GET", address, headers);
      expect(answer.status, address).toBeGreaterThanOrEqual(400);
      expect(answer.headers["cache-control"] ?? "", address).not.toMatch(/s-maxage|public/);
    }
  });
}
