// Next's request hook, before any rendering:
// 1. canonical paths: other forms are redirected with 308 (lib/routing/canonical.ts);
// 2. the language is the first path segment; anything else is French, served from the /fr
//    tree without changing the address (`/vivre` shows `/fr/vivre`: a fallback rewrite of
//    next.config.ts, after this proxy);
// 3. a path with nothing behind it (lib/wordpress/path-index.ts) is answered by the 404 page,
//    rendered whole on the server with status 404;
// 4. a page never rendered while WordPress is unavailable (lib/wordpress/availability.ts) is
//    answered by the 503 page with Retry-After at once; pages rendered before are served from
//    the data cache as usual.
// Every page also gets a fresh CSP nonce (lib/security): Next puts it on its own scripts.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "./config/env.ts";
import { defaultLanguage, isLanguage, offlinePaths } from "./config/site.ts";
import { canonicalRedirect, isPlausiblePath, languageHeader, languageOfPath } from "./lib/routing/canonical.ts";
import { pagePolicy } from "./lib/security/site.ts";
import { availability } from "./lib/wordpress/availability.ts";
import { requestStartHeader } from "./lib/request-headers.ts";
import { pathIndex } from "./lib/wordpress/path-index.ts";

/**
 * Addresses no route matches (nothing is dynamic at the root, and next.config.ts's fallback
 * rewrite to the /fr tree leaves them out), one per language: Next answers them with
 * app/global-not-found.tsx. On a loopback address Next proxies this proxy's rewrites to the
 * server itself (vercel/next.js#94745), so they may pass through here once more.
 */
const notFoundPrefix = "/_not-found-";
/** The 503 page (app/service-unavailable), in the language of the request's header; like the 404 addresses, it may pass through this proxy once more. */
const unavailablePath = "/service-unavailable";

export async function proxy(request: NextRequest) {
  // Next reads the nonce from the request's policy header (so do server components).
  const policy = pagePolicy();
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  // The render's deadline for WordPress counts from here (lib/wordpress/data-cache.ts).
  headers.set(requestStartHeader, String(Date.now()));
  const response = await route(request, headers);
  response.headers.set("content-security-policy", policy);
  return response;
}

/**
 * The address of a rewrite, on the server's own origin: Next serves a rewrite itself only when
 * its origin is the one the server listens on, and proxies it over HTTP otherwise — which the
 * Host of a visitor's request behind a reverse proxy never is.
 */
function internal(request: NextRequest, pathname: string): URL {
  const { host, port } = env();
  const url = new URL(request.nextUrl.href);
  url.protocol = "http:";
  url.hostname = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  url.port = String(port);
  url.pathname = pathname;
  return url;
}

async function route(request: NextRequest, headers: Headers): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith(notFoundPrefix)) {
    headers.set(languageHeader, languageOfPath(`/${pathname.slice(notFoundPrefix.length)}`));
    return NextResponse.next({ request: { headers } });
  }
  // The 503 page, reached through a rewrite below (the language header is already set).
  if (pathname === unavailablePath) return NextResponse.next({ request: { headers } });
  const canonical = canonicalRedirect(pathname);
  // On the server's own origin, Next turns the Location into a relative one: right whatever host
  // the visitor used, behind any reverse proxy.
  if (canonical) return NextResponse.redirect(internal(request, canonical), 308);

  const language = languageOfPath(pathname);
  headers.set(languageHeader, language);
  const hasPrefix = isLanguage(pathname.split("/")[1]);
  // The site path without a redundant default-language prefix: `/fr/vivre` → `/vivre`.
  const path = hasPrefix && language === defaultLanguage ? pathname.slice(defaultLanguage.length + 1) || "/" : pathname;

  if (request.method === "GET" || request.method === "HEAD") {
    if (!isHome(path) && !isOfflinePage(path)) {
      const known = isPlausiblePath(path) ? await pathIndex().has(language, path) : false;
      if (known === false) return NextResponse.rewrite(internal(request, `${notFoundPrefix}${language}`), { request: { headers } });
    }
    // The offline pages need no WordPress.
    if (!isOfflinePage(path) && !availability().hasServed(path) && !(await availability().check()).up) {
      return NextResponse.rewrite(internal(request, unavailablePath), { request: { headers } });
    }
  }

  return NextResponse.next({ request: { headers } });
}

/** The offline pages are the site's own, not WordPress's: the page index does not know them. */
function isOfflinePage(path: string): boolean {
  return Object.values(offlinePaths).includes(path);
}

function isHome(path: string): boolean {
  const segments = path.split("/").filter(Boolean);
  return segments.length === 0 || (segments.length === 1 && isLanguage(segments[0]));
}

export const config = {
  // Framework files, route handlers and root metadata files are not pages.
  matcher: ["/((?!_next/|api/|favicon\\.ico|icon|apple-icon|manifest\\.webmanifest|social-default\\.png|robots\\.txt|sitemap|sw\\.js).*)"],
};
