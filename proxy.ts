// Next's request hook, before any rendering:
// 1. canonical paths: other forms are redirected with 308 (lib/routing/canonical.ts);
// 2. the language is the first path segment; anything else is French, served from the /fr
//    tree without changing the address (`/vivre` shows `/fr/vivre`: a fallback rewrite of
//    next.config.ts, after this proxy);
// 3. a path with nothing behind it (lib/wordpress/route-table.ts) is answered by the 404 page,
//    rendered whole on the server with status 404 (lib/routing/page-address.ts decides, as the
//    site's server does before Next.js once this proxy has made the route table);
//    An unpublished post's preview address (lib/preview/session.ts) is a page only with the
//    preview cookies naming that post, otherwise unknown like any other;
//    The site's own pages (offline, search) and the news feeds are not WordPress's: never looked up;
//    a search query past its bound is answered 400 (lib/search/query.ts);
// 4. a list's filters in the query become the canonical filter segment of its cached page
//    (lib/routing/filter-segment.ts): unknown keys and values are dropped, as the list ignores them;
//    the same for the agenda's calendar file (`/agenda.ics?place=Lyon`, lib/routing/calendar-address.ts),
//    and an event's calendar file (`/event-{slug}.ics`) exists when its event does.
// Everything else is served from Next's page cache (rendered once per content version).
import { NextResponse, type NextRequest } from "next/server";
import { env } from "./config/env.ts";
import { isLanguage, type Language } from "./config/site.ts";
import { canonicalRedirect, languageHeader, languageOfPath } from "./lib/routing/canonical.ts";
import { parseCalendarPath } from "./lib/routing/calendar-address.ts";
import { filterHeader } from "./lib/routing/filter-segment.ts";
import { readQuery, searchParameter, siteStatusHeader } from "./lib/search/query.ts";
import { hasListParameters } from "./lib/events/filters.ts";
import { listSegment } from "./lib/routing/list-address.ts";
import { notFoundPrefix } from "./lib/routing/framework-paths.ts";
import { isMissingPage, isSearchPage, siteAddress } from "./lib/routing/page-address.ts";
import { routeTable } from "./lib/wordpress/live-route-table.ts";
import {
  draftModeCookie,
  nowSeconds,
  parsePreviewSegments,
  previewCookie,
  readSession,
} from "./lib/preview/session.ts";

export async function proxy(request: NextRequest) {
  return route(request);
}

/** The request's headers with `changes` (null removes one); Next then passes them on to the route. */
function withHeaders(request: NextRequest, changes: Record<string, string | null>): { request: { headers: Headers } } {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  return { request: { headers } };
}

/**
 * The address of a rewrite, on the origin Next.js gave the request (the scheme X-Forwarded-Proto
 * says, the host server.ts names, `nextHostname`): Next serves a rewrite itself only on that
 * origin, and proxies it over HTTP to the instance otherwise.
 */
function internal(request: NextRequest, pathname: string): URL {
  const url = new URL(request.nextUrl.href);
  url.pathname = pathname;
  return url;
}

async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  // The 404 addresses (lib/routing/framework-paths.ts): the rewrite below comes through here once
  // more, in-process (`internal`).
  if (pathname.startsWith(notFoundPrefix)) {
    return NextResponse.next(
      withHeaders(request, { [languageHeader]: languageOfPath(`/${pathname.slice(notFoundPrefix.length)}`) }),
    );
  }
  const canonical = canonicalRedirect(pathname);
  if (canonical) {
    // On the request's own URL (as Next sees it: the address the server listens on, the scheme
    // X-Forwarded-Proto says), which Next turns into a relative Location; server.ts's guard sends
    // any other on SITE_URL's (lib/server/response-guard.ts, `siteLocation`).
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return NextResponse.redirect(url, 308);
  }

  const { language, path } = siteAddress(pathname);

  if (request.method === "GET" || request.method === "HEAD") {
    const lookup = (of: Language, at: string) => routeTable().lookup(of, at);
    if (await isMissingPage(language, path, lookup, () => isPreviewAddress(request, path))) {
      return NextResponse.rewrite(
        internal(request, `${notFoundPrefix}${language}`),
        withHeaders(request, { [languageHeader]: language }),
      );
    }
    if (parseCalendarPath(path, language)?.kind === "event") {
      if (request.headers.has(filterHeader)) return NextResponse.next(withHeaders(request, { [filterHeader]: null }));
      return NextResponse.next();
    }
    // The search page is the site's own (not WordPress's): a query past its bound is answered 400.
    if (isSearchPage(path)) {
      const query = readQuery(request.nextUrl.searchParams.getAll(searchParameter));
      return query.ok ? NextResponse.next() : NextResponse.next({ headers: { [siteStatusHeader]: "400" } });
    }
    const { searchParams } = request.nextUrl;
    if (hasListParameters(searchParams)) {
      const segment = await listSegment(language, searchParams);
      return NextResponse.next(withHeaders(request, { [filterHeader]: segment || null }));
    }
  }
  // Only this proxy says which filtered list a request shows.
  if (request.headers.has(filterHeader)) return NextResponse.next(withHeaders(request, { [filterHeader]: null }));
  return NextResponse.next();
}

/**
 * The preview address of the post the request's preview cookie names, with draft mode on (Next
 * checks the draft-mode cookie's value itself when rendering: the page is unknown without it).
 */
function isPreviewAddress(request: NextRequest, path: string): boolean {
  const segments = path.split("/").filter(Boolean);
  const address = parsePreviewSegments(isLanguage(segments[0]) ? segments.slice(1) : segments);
  const secret = env().preview?.secret;
  if (!address || !secret || !request.cookies.has(draftModeCookie)) return false;
  const session = readSession(request.cookies.get(previewCookie)?.value, secret, nowSeconds());
  return session !== null && session.type === address.type && session.id === address.id;
}

export const config = {
  // Framework files, route handlers and root metadata files are not pages (lib/routing/framework-paths.ts).
  matcher: [
    "/((?!_next/|api/|favicon\\.ico|icon|apple-icon|manifest\\.webmanifest|social-default\\.png|robots\\.txt|sitemap|sw\\.js).*)",
  ],
};
