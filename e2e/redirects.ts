// Every redirect the site makes, for e2e/redirects.spec.ts (directly to an instance) and
// e2e/nginx.spec.ts (through the front): the canonical forms of paths (proxy.ts,
// lib/routing/canonical.ts: case folding, language prefixes, filter segments `~f.`), Next.js's
// own (a trailing slash, repeated slashes and backslashes) and editor preview's (app/api/preview),
// each under every Host, X-Forwarded-Host, X-Forwarded-Proto and port a client or a proxy may
// send. Each Location must be relative, or on SITE_URL: never the instance's own address, nor a
// host a client chose.
import { request as httpRequest } from "node:http";
import { expect } from "@playwright/test";
import { previewToken } from "../cms/lib/preview-token.ts";
import { suiteSiteUrl } from "./helpers.ts";

/** A request that is answered with a redirect, and the Location it must carry. */
export interface RedirectCase {
  method: "GET" | "HEAD" | "POST";
  target: string;
  status: number;
  location: string;
  headers?: Record<string, string>;
  body?: string;
}

/** [asked, Location]: the paths whose canonical form differs, GET and HEAD alike. */
export const canonicalRedirects: ReadonlyArray<readonly [string, string]> = [
  // Case folding (proxy.ts): French, English, a language prefix, a home, escapes kept as written.
  ["/Vivre", "/vivre"],
  ["/VIVRE/Se-Loger", "/vivre/se-loger"],
  ["/EN/life", "/en/life"],
  ["/en/Life/Housing", "/en/life/housing"],
  ["/EN", "/en"],
  ["/FR", "/fr"],
  ["/FR/vivre", "/fr/vivre"],
  ["/Contact", "/contact"],
  ["/%C3%89TE", "/%C3%89te"],
  // The query goes along: a filtered list's address.
  ["/Agenda?type=news", "/agenda?type=news"],
  ["/EN/Now?place=Lyon&page=2", "/en/now?place=Lyon&page=2"],
  // Filter segments typed by hand (lib/routing/filter-segment.ts).
  ["/agenda/~f.AAAA", "/agenda/~f.aaaa"],
  ["/EN/now/~f.dHlwZT1uZXdz", "/en/now/~f.dhlwzt1uzxdz"],
  // A trailing slash (Next.js), then the case on the next request.
  ["/vivre/", "/vivre"],
  ["/vivre/se-loger/", "/vivre/se-loger"],
  ["/en/", "/en"],
  ["/en/life/", "/en/life"],
  ["/fr/", "/fr"],
  ["/Vivre/", "/Vivre"],
  ["/agenda/?type=news", "/agenda?type=news"],
  ["/agenda/~f.dHlwZT1uZXdz/", "/agenda/~f.dHlwZT1uZXdz"],
  // Repeated slashes and backslashes (Next.js): a path on the site, never another host.
  ["//vivre", "/vivre"],
  ["/vivre//se-loger", "/vivre/se-loger"],
  ["///", "/"],
  ["/\\vivre", "/vivre"],
  ["//evil.example/x", "/evil.example/x"],
  ["/\\evil.example", "/evil.example"],
  ["/\\/evil.example/", "/evil.example/"],
];

/** The Host and forwarding headers a client, or a proxy in front, may send. */
export const hostVariants: ReadonlyArray<Record<string, string>> = [
  {},
  { host: "www.example.org" },
  { host: "www.example.org", "x-forwarded-proto": "https" },
  { host: "www.example.org:8443", "x-forwarded-proto": "https" },
  { host: "www.example.org", "x-forwarded-proto": "http" },
  { "x-forwarded-host": "www.example.org", "x-forwarded-proto": "https" },
  { "x-forwarded-host": "www.example.org:443", "x-forwarded-proto": "https", "x-forwarded-port": "443" },
  { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "x-forwarded-port": "8080" },
  { "x-forwarded-host": "www.example.org, evil.example", "x-forwarded-proto": "https, http" },
  { host: "evil.example:1234", "x-forwarded-proto": "ftp" },
  { host: "localhost" },
  { host: "localhost:9999", "x-forwarded-proto": "https" },
  { host: "127.0.0.1", "x-forwarded-port": "3000" },
  { host: "[::1]:1", "x-forwarded-proto": "https" },
];

/** The canonical redirects, GET and HEAD. */
export function canonicalCases(): RedirectCase[] {
  return canonicalRedirects.flatMap(([target, location]) =>
    (["GET", "HEAD"] as const).map((method) => ({ method, target, status: 308, location })),
  );
}

/** Links signed so far: each one is signed at another second, so none is a link opened before. */
let signed = 0;

/**
 * Editor preview's redirects (its secret `secret`): a published page's link to its address, a
 * draft's to its preview address, and the banner's Exit preview back to the page. Links are
 * signed afresh at each call (a link opens the preview once).
 */
export function previewCases(secret: string): RedirectCase[] {
  const link = (type: "page" | "events", id: number, lang: string) =>
    `/api/preview?token=${previewToken({ type, id, lang }, secret, Math.floor(Date.now() / 1000) - signed++)}`;
  const exit = (back: string): RedirectCase => ({
    method: "POST",
    target: "/api/preview",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ return: back }).toString(),
    status: 303,
    location: back.startsWith("/") && !/^\/[/\\]/.test(back) ? back : "/",
  });
  return [
    { method: "GET", target: link("page", 464, "en"), status: 307, location: "/en/invest/why-the-region" },
    { method: "GET", target: link("page", 2401, "fr"), status: 307, location: "/~preview/page/2401" },
    exit("/vivre"),
    exit("/en/life?x=1"),
    exit("//evil.example/x"),
    exit("https://evil.example/x"),
  ];
}

export interface RedirectAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** Sends `entry` to `origin` with `extra` headers, as written (no client's rules: a Host of its choice). */
export function sendRedirectCase(
  origin: string,
  entry: RedirectCase,
  extra: Record<string, string>,
): Promise<RedirectAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const headers = {
      ...(entry.body === undefined ? {} : { "content-length": String(Buffer.byteLength(entry.body)) }),
      ...entry.headers,
      ...extra,
    };
    const req = httpRequest({ host: hostname, port, method: entry.method, path: entry.target, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(entry.body);
  });
}

/** Whether a Location stays on the site: a path (not `//host` nor `/\host`), or on SITE_URL. */
export function isOnSite(location: string): boolean {
  return (/^\/(?![/\\])/.test(location) && !/[\r\n]/.test(location)) || location.startsWith(`${suiteSiteUrl}/`);
}

const securityHeaders = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
];

/**
 * Sends the cases `cases()` gives (called once per variant: preview links are new each time)
 * under every variant to `origin`: each answers its status and Location, with the site's headers.
 * Returns how many were sent.
 */
export async function expectRedirectsOnSite(
  origin: string,
  cases: () => readonly RedirectCase[],
  variants: ReadonlyArray<Record<string, string>> = hostVariants,
): Promise<number> {
  let sent = 0;
  for (const variant of variants) {
    for (const entry of cases()) {
      const what = `${entry.method} ${entry.target.slice(0, 60)} ${JSON.stringify(variant)}`;
      const answer = await sendRedirectCase(origin, entry, variant);
      sent++;
      const location = String(answer.headers.location ?? "");
      expect.soft(isOnSite(location), `${what}: Location ${location} is on the site`).toBe(true);
      expect.soft([answer.status, location], what).toEqual([entry.status, entry.location]);
      for (const name of securityHeaders) expect.soft(answer.headers[name], `${what}: ${name}`).toBeTruthy();
    }
  }
  return sent;
}
