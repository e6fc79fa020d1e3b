// Next's request hook, before any rendering:
// 1. canonical paths: other forms are redirected with 308 (lib/routing/canonical.ts);
// 2. the language is the first path segment; anything else is French, served from the /fr
//    tree without changing the address (`/vivre` shows `/fr/vivre`);
// 3. a path with nothing behind it (lib/wordpress/path-index.ts) is answered by the 404 page,
//    rendered whole on the server with status 404.
import { NextResponse, type NextRequest } from "next/server";
import { defaultLanguage, isLanguage } from "./config/site.ts";
import { canonicalRedirect, isPlausiblePath, languageHeader, languageOfPath } from "./lib/routing/canonical.ts";
import { pathIndex } from "./lib/wordpress/path-index.ts";

/**
 * Addresses no route matches (no route is dynamic at the root), one per language: Next answers
 * them with app/global-not-found.tsx, passing them through this proxy once more.
 */
const notFoundPrefix = "/_not-found-";

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith(notFoundPrefix)) {
    const headers = new Headers(request.headers);
    headers.set(languageHeader, languageOfPath(`/${pathname.slice(notFoundPrefix.length)}`));
    return NextResponse.next({ request: { headers } });
  }
  const canonical = canonicalRedirect(pathname);
  if (canonical) {
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return NextResponse.redirect(url, 308);
  }

  const language = languageOfPath(pathname);
  const headers = new Headers(request.headers);
  headers.set(languageHeader, language);
  const hasPrefix = isLanguage(pathname.split("/")[1]);
  // The site path without a redundant default-language prefix: `/fr/vivre` → `/vivre`.
  const path = hasPrefix && language === defaultLanguage ? pathname.slice(defaultLanguage.length + 1) || "/" : pathname;

  if ((request.method === "GET" || request.method === "HEAD") && !isHome(path)) {
    const known = isPlausiblePath(path) ? await pathIndex().has(language, path) : false;
    if (known === false) {
      const url = request.nextUrl.clone();
      url.pathname = `${notFoundPrefix}${language}`;
      return NextResponse.rewrite(url, { request: { headers } });
    }
  }

  if (hasPrefix) return NextResponse.next({ request: { headers } });
  const url = request.nextUrl.clone();
  url.pathname = `/${defaultLanguage}${pathname === "/" ? "" : pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

function isHome(path: string): boolean {
  const segments = path.split("/").filter(Boolean);
  return segments.length === 0 || (segments.length === 1 && isLanguage(segments[0]));
}

export const config = {
  // Framework files, route handlers and root metadata files are not pages.
  matcher: ["/((?!_next/|api/|favicon\\.ico|icon|apple-icon|manifest\\.webmanifest|robots\\.txt|sitemap|sw\\.js).*)"],
};
