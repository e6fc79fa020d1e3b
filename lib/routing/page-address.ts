// Whether anything lives at a page address, decided before any render: proxy.ts answers the 404
// page for an address with nothing behind it, and the site's server (lib/server/site-server.ts)
// answers it from its memory of pages without reaching Next.js, with the same decision.
import {
  defaultLanguage,
  isLanguage,
  newsFeedPaths,
  offlinePaths,
  searchPaths,
  type Language,
} from "../../config/site.ts";
import type { RouteLookupTable } from "../wordpress/route-table-holder.ts";
import { parseCalendarPath } from "./calendar-address.ts";
import { canonicalRedirect, isPlausiblePath, languageOfPath } from "./canonical.ts";
import { isFrameworkPath } from "./framework-paths.ts";

/** The route table's lookup (lib/wordpress/live-route-table.ts): null when nothing lives there, undefined when it cannot tell. */
export type RouteLookup = RouteLookupTable["lookup"];

/** A request path's language, and its site path without a redundant default-language prefix (`/fr/vivre` → `/vivre`). */
export function siteAddress(pathname: string): { language: Language; path: string } {
  const language = languageOfPath(pathname);
  const hasPrefix = isLanguage(pathname.split("/")[1]);
  const path = hasPrefix && language === defaultLanguage ? pathname.slice(defaultLanguage.length + 1) || "/" : pathname;
  return { language, path };
}

/**
 * Whether nothing lives at this site path (the 404 page answers it). The site's own pages (home,
 * offline, search) and the news feeds are not WordPress's: never looked up. An event's calendar file
 * exists when its event does. `isPreview` says whether the path is a preview address the request
 * may see (an unpublished post, unknown to the table); asked only when the table does not know it.
 * When the table cannot tell (WordPress never read), the page's route decides: not missing.
 */
export async function isMissingPage(
  language: Language,
  path: string,
  lookup: RouteLookup,
  isPreview: () => boolean,
): Promise<boolean> {
  const calendar = parseCalendarPath(path, language);
  if (calendar?.kind === "event") {
    const route = isPlausiblePath(calendar.eventPath) ? await lookup(language, calendar.eventPath) : null;
    return route === null || (route !== undefined && route.kind !== "event");
  }
  if (calendar || isSitePage(path)) return false;
  const route = isPlausiblePath(path) ? await lookup(language, path) : null;
  return route === null && !isPreview();
}

/**
 * The language of the 404 page a visitor's GET of `url` gets, decided as proxy.ts decides it, or
 * null when the address may be a page (or redirects to its canonical form): the server then leaves
 * it to Next.js. For a request that carries no preview cookie (a preview address is a page only
 * with one).
 */
export async function missingPageLanguage(url: string, lookup: RouteLookup): Promise<Language | null> {
  const pathname = url.split("?", 1)[0] ?? "/";
  // Only an address Next.js reads as it is written: one it would read otherwise (dot segments,
  // backslashes, characters URL parsing escapes) is left to it.
  if (!pathname.startsWith("/") || new URL(pathname, "http://site").pathname !== pathname) return null;
  // Next's files, the API and the root metadata files: never through the proxy (its matcher).
  if (isFrameworkPath(pathname)) return null;
  // Next.js redirects a trailing slash itself (`/wp-admin/`, which is no page either), then the proxy the other non-canonical forms.
  if ((pathname.length > 1 && pathname.endsWith("/")) || canonicalRedirect(pathname) !== null) return null;
  const { language, path } = siteAddress(pathname);
  return (await isMissingPage(language, path, lookup, () => false)) ? language : null;
}

/** The site's own pages and the news feeds: home, offline, search, feeds. */
function isSitePage(path: string): boolean {
  return (
    isHome(path) ||
    Object.values(offlinePaths).includes(path) ||
    isSearchPage(path) ||
    Object.values(newsFeedPaths).some((feeds) => feeds.rss === path || feeds.atom === path)
  );
}

/** The search page, the site's own in each language. */
export function isSearchPage(path: string): boolean {
  return Object.values(searchPaths).includes(path);
}

function isHome(path: string): boolean {
  const segments = path.split("/").filter(Boolean);
  return segments.length === 0 || (segments.length === 1 && isLanguage(segments[0]));
}
