// The nginx front (deploy/nginx/vitrine.conf) in Debian's nginx, in front of the site's production
// server: pages cached per their Cache-Control with their own Content-Security-Policy, once per
// coding (brotli, gzip, none) as the site compressed them, filtered lists cached apart, the
// router's requests and the API never cached, an edit shown at once after the webhook (the site
// purges nginx, every coding, CACHE_PURGE_URL), every redirect relative (e2e/redirects.ts), and
// pages served with the site stopped.
// e2e/nginx-bounds.spec.ts runs it in front of two instances, with requests at the site's limits.
// This file runs its own CMS, site (on a copy of the suite's build: e2e/private-site.ts) and
// nginx, so it can edit content and stop the site.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startCms, type RunningCms } from "../cms/server.ts";
import { DEMO_PREVIEW_CREDENTIALS } from "../cms/lib/auth.ts";
import { previewToken } from "../cms/lib/preview-token.ts";
import { nginxBinary, writeStandaloneConfig } from "../deploy/nginx/render.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { t } from "../lib/i18n/messages.ts";
import { policyOfElement } from "../lib/server/response-guard.ts";
import { postContactWithoutJavaScript, suiteSiteUrl, untilEditsDone } from "./helpers.ts";
import { suiteThirdParties } from "./suite-third-parties.ts";
import { type PrivateSite, startSiteOf } from "./private-site.ts";
import { canonicalCases, expectRedirectsOnSite, previewCases } from "./redirects.ts";

test.skip(
  !existsSync(nginxBinary),
  `${nginxBinary} is not installed (apt-get install nginx libnginx-mod-http-cache-purge; .ci/run installs them)`,
);
test.describe.configure({ mode: "serial" });

const secret = "nginx-front-revalidation-secret";
const previewSecret = "nginx-front-preview-secret-of-32-characters";
let cms: RunningCms;
let site: PrivateSite;
let nginx: ChildProcess | undefined;
let nginxOutput = "";
let prefix: string;
let front: string;
let siteUrl: string;

interface Answer {
  status: number;
  headers: Headers;
  body: string;
  cache: string | null;
}

async function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${front}${pathname}`, { headers, redirect: "manual" });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, cache: response.headers.get("x-cache-status") };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (compressed when Content-Encoding says so); fetch would decode them. */
  bytes: Buffer;
  cache: string | undefined;
}

/** GET through the front with exactly `acceptEncoding` (none when undefined), the body as sent. */
function getRaw(pathname: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${front}${pathname}`,
      { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes: Buffer.concat(chunks),
            cache: res.headers["x-cache-status"] as string | undefined,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The HTML of a raw answer, decoded as its Content-Encoding says. */
function decoded(answer: RawAnswer): string {
  const coding = answer.headers["content-encoding"];
  const bytes =
    coding === "br" ? brotliDecompressSync(answer.bytes) : coding === "gzip" ? gunzipSync(answer.bytes) : answer.bytes;
  return bytes.toString("utf8");
}

/** What a browser, an older client and a client without compression get. */
const codings = [
  { acceptEncoding: "gzip, deflate, br, zstd", contentEncoding: "br" },
  { acceptEncoding: "gzip", contentEncoding: "gzip" },
  { acceptEncoding: undefined, contentEncoding: undefined },
] as const;

const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  await expect.poll(check, { message: what, timeout: 60_000 }).toBe(true);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  prefix = await mkdtemp(path.join(tmpdir(), "vitrine-nginx-"));
  cms = await startCms({ port: 0, admin: true, quiet: true, submissionsFile: path.join(prefix, "submissions.jsonl") });
  const [sitePort, frontPort, purgePort] = [await freePort(), await freePort(), await freePort()];
  siteUrl = `http://127.0.0.1:${sitePort}`;
  front = `http://127.0.0.1:${frontPort}`;
  ({ site } = await startSiteOf(
    cms.url,
    {
      REVALIDATE_SECRET: secret,
      CACHE_PURGE_URL: `http://127.0.0.1:${purgePort}`,
      // nginx, the one proxy in front (docs/operations/nginx.md).
      TRUSTED_PROXIES: "1",
      // Editor preview, as the CMS's demo preview user (its admin API is on).
      PREVIEW_SECRET: previewSecret,
      WORDPRESS_PREVIEW_USER: DEMO_PREVIEW_CREDENTIALS.user,
      WORDPRESS_PREVIEW_PASSWORD: DEMO_PREVIEW_CREDENTIALS.password,
    },
    sitePort,
  ));

  const config = await writeStandaloneConfig(prefix, {
    listen: `127.0.0.1:${frontPort}`,
    serverName: "localhost",
    upstreams: [`127.0.0.1:${sitePort}`],
    purgeListen: `127.0.0.1:${purgePort}`,
    purgeAllow: ["127.0.0.1"],
    // The instances' settings, their third parties included: nginx's own answers carry their headers.
    environment: { SITE_URL: suiteSiteUrl, WORDPRESS_URL: cms.url, ...suiteThirdParties() },
  });
  nginx = spawn(nginxBinary, ["-e", "stderr", "-p", prefix, "-c", config, "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [nginx.stdout, nginx.stderr])
    stream?.on("data", (chunk: Buffer) => (nginxOutput += chunk.toString()));
  await until(async () => {
    if (nginx?.exitCode !== null) throw new Error(`nginx exited with ${nginx?.exitCode}:\n${nginxOutput}`);
    return fetch(`${front}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  }, "nginx answers");
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once("exit", resolve));
    nginx.kill("SIGTERM");
    await exited;
  }
  await site?.remove();
  await cms?.close();
  if (prefix) await rm(prefix, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    const errors = await readFile(path.join(prefix, "logs", "error.log"), "utf8").catch(() => "");
    await testInfo.attach("logs", {
      body: `site:\n${site.output()}\n\nnginx:\n${nginxOutput}\n${errors}`,
      contentType: "text/plain",
    });
  }
});

test("a page is cached: a HIT on the second request, with the same Content-Security-Policy and headers", async () => {
  const miss = await get("/vivre");
  expect(miss.status).toBe(200);
  expect(miss.cache).toBe("MISS");
  expect(miss.headers.get("cache-control")).toMatch(/\bs-maxage=\d+/);
  // The page's policy is in its markup (a <meta> element), its header the same for every page.
  expect(policyOfElement(miss.body)).toMatch(/script-src 'self'( 'sha256-[^']+')+[^;']*;/);
  const policy = miss.headers.get("content-security-policy");
  expect(policy).toBe("frame-ancestors 'none'");

  const hit = await get("/vivre");
  expect(hit.cache).toBe("HIT");
  expect(hit.headers.get("content-security-policy")).toBe(policy);
  for (const name of [
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
    "cache-control",
    "vary",
    "content-type",
  ]) {
    expect(hit.headers.get(name), name).toBe(miss.headers.get(name));
  }
  expect(hit.body).toBe(miss.body);
  // The instance writes the page's file once the MISS is sent: until it lands, the HIT is the
  // cache's. Then the page is the file (its bytes and its headers the instance's), whose ETag is
  // nginx's, of the file: a browser that keeps it is answered 304 with it.
  let file = hit;
  await expect
    .poll(async () => (file = await get("/vivre")).headers.get("last-modified"), { timeout: 10_000 })
    .not.toBeNull();
  expect([file.cache, file.body]).toEqual(["HIT", miss.body]);
  const revalidated = await get("/vivre", { "if-none-match": file.headers.get("etag") ?? "" });
  expect([revalidated.status, revalidated.body]).toEqual([304, ""]);
});

test("each coding is kept once, as the site compressed it: a HIT sends the same bytes, compressed by no one", async () => {
  const page = "/etudier";
  const html = new Set<string>();
  for (const { acceptEncoding, contentEncoding } of codings) {
    const miss = await getRaw(page, acceptEncoding);
    expect([miss.status, miss.cache, miss.headers["content-encoding"]], String(acceptEncoding)).toEqual([
      200,
      "MISS",
      contentEncoding,
    ]);
    const hit = await getRaw(page, acceptEncoding);
    expect([hit.status, hit.cache, hit.headers["content-encoding"]], String(acceptEncoding)).toEqual([
      200,
      "HIT",
      contentEncoding,
    ]);
    // The very bytes the site sent: nginx neither compresses again nor decodes.
    expect(hit.bytes.equals(miss.bytes), String(acceptEncoding)).toBe(true);
    expect(Number(hit.headers["content-length"] ?? hit.bytes.length)).toBe(hit.bytes.length);
    // Caches after nginx (a browser's) keep the codings apart.
    expect(String(hit.headers.vary)).toMatch(/\bAccept-Encoding\b/i);
    expect(hit.headers["content-security-policy"]).toBe(miss.headers["content-security-policy"]);
    html.add(decoded(hit));
  }
  // The same page in each coding.
  expect(html.size).toBe(1);
  expect(title([...html][0] as string)).toBe("Étudier - Confluence");
  // Another client's header that chooses the same coding gets the same copy (a HIT).
  expect((await getRaw(page, "br;q=1.0, gzip;q=0.5, *;q=0")).cache).toBe("HIT");
  expect((await getRaw(page, "gzip;q=1, br;q=0")).headers["content-encoding"]).toBe("gzip");
});

test("a filtered list is cached apart from the list", async () => {
  const list = await get("/agenda");
  const filtered = await get("/agenda?type=news");
  expect([list.status, filtered.status]).toEqual([200, 200]);
  expect(filtered.cache).toBe("MISS");
  expect(filtered.headers.get("etag")).not.toBe(list.headers.get("etag"));
  const [listAgain, filteredAgain] = [await get("/agenda"), await get("/agenda?type=news")];
  expect([listAgain.cache, filteredAgain.cache]).toEqual(["HIT", "HIT"]);
  expect(filteredAgain.body).toBe(filtered.body);
  expect(listAgain.body).toBe(list.body);
  expect(filteredAgain.headers.get("content-security-policy")).toBe(filtered.headers.get("content-security-policy"));
});

test("the router's requests, the API and POST are never cached; static files are, for a year", async () => {
  const routerHeaders: Array<Record<string, string>> = [
    { rsc: "1" },
    { "next-router-prefetch": "1", rsc: "1" },
    { "next-router-state-tree": "%5B%5D" },
  ];
  for (const headers of routerHeaders) {
    expect((await get("/vivre", headers)).cache, JSON.stringify(headers)).toBe("BYPASS");
  }
  for (let round = 0; round < 2; round++) {
    const health = await get("/api/health");
    expect(health.status).toBe(200);
    expect(health.cache).toBeNull();
  }
  const posted = await fetch(`${front}/vivre`, { method: "POST", body: "x" });
  await posted.text();
  expect(posted.headers.get("x-cache-status")).toBeNull();

  const script = (await get("/vivre")).body.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const first = await get(script as string);
  const second = await get(script as string);
  expect([first.status, second.status, second.cache]).toEqual([200, 200, "HIT"]);
  expect(second.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  // A file of another build: not found, and kept by no cache.
  const missing = [
    await get("/_next/static/chunks/not-in-this-build.js"),
    await get("/_next/static/chunks/not-in-this-build.js"),
  ];
  expect(missing.map((answer) => [answer.status, answer.cache, answer.headers.get("cache-control")])).toEqual([
    [404, "MISS", "no-store"],
    [404, "MISS", "no-store"],
  ]);
});

test("an edit in WordPress shows through nginx once rendered after the webhook, in every coding", async () => {
  test.setTimeout(120_000);
  expect(title((await get("/vivre")).body)).toBe("Vivre - Confluence");
  // The page is cached in each coding.
  for (const { acceptEncoding } of codings) {
    await getRaw("/vivre", acceptEncoding);
    expect((await getRaw("/vivre", acceptEncoding)).cache, String(acceptEncoding)).toBe("HIT");
  }
  const patched = await fetch(`${cms.url}/__cms/content/pages/163`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title: "Vivre ici" }),
  });
  expect(patched.status).toBe(200);
  // Cached: nginx still has the page as it was.
  const before = await get("/vivre");
  expect([before.cache, title(before.body)]).toEqual(["HIT", "Vivre - Confluence"]);

  // WordPress's webhook, through nginx as on a real site.
  const webhook = await fetch(`${front}/api/revalidate`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
    body: JSON.stringify({ post_type: "page", id: 163 }),
  });
  expect(webhook.status).toBe(200);
  const answer = (await webhook.json()) as { revalidated: string[] };
  expect(answer.revalidated).toEqual(["wp:pages", "wp:page:163"]);
  // The site renders its pages again, the edited one first, and purges each from nginx once
  // rendered, in every coding.
  await untilEditsDone(siteUrl);

  // One purge of the address removed every coding's copy.
  for (const { acceptEncoding, contentEncoding } of codings) {
    const after = await getRaw("/vivre", acceptEncoding);
    expect([after.cache, after.headers["content-encoding"], title(decoded(after))], String(acceptEncoding)).toEqual([
      "MISS",
      contentEncoding,
      "Vivre ici - Confluence",
    ]);
    // The breadcrumb names a page of the menu as the menu does (one name per page).
    expect(decoded(after)).toContain('aria-current="page" href="/vivre">Vivre</a>');
    const again = await getRaw("/vivre", acceptEncoding);
    expect([again.cache, title(decoded(again))], String(acceptEncoding)).toEqual(["HIT", "Vivre ici - Confluence"]);
  }
  // The filtered list was purged too (the site noted its address when it answered it).
  expect((await get("/agenda?type=news")).cache).toBe("MISS");
});

test("an editor's preview is never cached: BYPASS on every request, while visitors get the cached published page", async () => {
  const published = "/en/invest/why-the-region";
  await get(published);
  const cached = await get(published);
  expect([cached.cache, title(cached.body)]).toEqual(["HIT", "Why the region? - Confluence"]);

  const cookieOf = (answer: Answer) =>
    answer.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  const token = (type: "page" | "events", id: number, lang: string) =>
    previewToken({ type, id, lang }, previewSecret, Math.floor(Date.now() / 1000));

  // The changed published page: the autosave, at its public address.
  const entered = await get(`/api/preview?token=${token("page", 464, "en")}`);
  expect([entered.status, entered.headers.get("location"), entered.headers.get("cache-control")]).toEqual([
    307,
    published,
    "private, no-store",
  ]);
  const cookie = cookieOf(entered);
  for (let round = 0; round < 3; round++) {
    const preview = await get(published, { cookie });
    expect([preview.status, preview.cache, title(preview.body)], `round ${round}`).toEqual([
      200,
      "BYPASS",
      "Why choose the region? - Confluence",
    ]);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    // Its router payloads too.
    expect((await get(published, { cookie, rsc: "1" })).cache).toBe("BYPASS");
    // A visitor right after: the published page, from the cache.
    const visitor = await get(published);
    expect([visitor.cache, title(visitor.body)]).toEqual(["HIT", "Why the region? - Confluence"]);
    expect(visitor.body).toBe(cached.body);
  }

  // A draft page: only at its preview address, only with the cookies; never stored for visitors.
  const draft = await get(`/api/preview?token=${token("page", 2401, "fr")}`);
  const address = draft.headers.get("location") ?? "";
  expect(address).toBe("/~preview/page/2401");
  for (let round = 0; round < 2; round++) {
    const preview = await get(address, { cookie: cookieOf(draft) });
    expect([preview.status, preview.cache], `round ${round}`).toEqual([200, "BYPASS"]);
    const visitor = await get(address);
    expect(visitor.status).toBe(404);
    expect(visitor.body).not.toContain("Territoires d");
  }
});

test("behind nginx, the visitor's address is the one nginx saw: a client's own X-Forwarded-For does not get around the rate limit", async () => {
  const values = (index: number) => ({
    name: "Ada",
    email: "ada@example.org",
    subject: "Limite",
    message: `Message ${index} derrière nginx.`,
    consent: "on",
  });
  const sent = [];
  for (let index = 0; index < 11; index++) {
    const answer = await postContactWithoutJavaScript(front, "/contact", values(index), {
      "x-forwarded-for": `203.0.113.${index + 1}`,
    });
    expect(answer.status).toBe(200);
    sent.push(answer.answer.includes(t("fr").contact.sentTitle));
  }
  expect(sent).toEqual([...Array<boolean>(10).fill(true), false]);
  // The address nginx forwards is the one counted: another visitor (as nginx would say) is not refused.
  const other = await postContactWithoutJavaScript(siteUrl, "/contact", values(11), {
    "x-forwarded-for": "198.51.100.7",
  });
  expect(other.answer).toContain(t("fr").contact.sentTitle);
});

test("through nginx, every redirect is relative, whatever Host, X-Forwarded-* or port the client sends", async () => {
  test.setTimeout(180_000);
  // Twice: the second time, what nginx may have kept.
  for (let round = 0; round < 2; round++)
    await expectRedirectsOnSite(front, () => [...canonicalCases(), ...previewCases(previewSecret)]);
});

test("with the site stopped, cached pages are still served", async () => {
  const cached = ["/vivre", "/agenda?type=news", "/agenda"];
  const bodies = new Map<string, string>();
  let cachedHeaders = new Headers();
  for (const pathname of cached) {
    const answer = await get(pathname);
    bodies.set(pathname, answer.body);
    cachedHeaders = answer.headers;
  }
  await site.stop();
  await expect
    .poll(() =>
      fetch(`${siteUrl}/api/health`).then(
        () => "up",
        () => "down",
      ),
    )
    .toBe("down");

  for (const pathname of cached) {
    const answer = await get(pathname);
    expect(answer.status, pathname).toBe(200);
    expect(answer.body, pathname).toBe(bodies.get(pathname));
  }
  expect(title((await get("/vivre")).body)).toBe("Vivre ici - Confluence");
  // A page never cached has nothing to fall back on: nginx's 502 is the site's status page, with
  // the site's security headers (those of the pages it served), in the address's language.
  const never = await get("/en/study");
  expect(never.status).toBe(502);
  expect(never.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(never.body).toContain(t("en").unavailableTitle);
  expect(never.body).toContain('<p class="code" aria-hidden="true">502</p>');
  expect(never.headers.get("content-security-policy")).toMatch(
    /^default-src 'self'; script-src 'self'[^;']*; style-src 'self' 'sha256-[^']+';/,
  );
  for (const name of [
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
  ]) {
    expect(never.headers.get(name), name).toBe(cachedHeaders.get(name));
  }
  expect(never.headers.get("cache-control")).toBe("no-store");
});
