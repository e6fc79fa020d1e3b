// Addresses that are not pages: Next.js's files, the route handlers under /api and the root
// metadata files. proxy.ts's matcher leaves them out (it must be a literal there; a test checks the
// two agree), and the site's server answers the ones the build does not have with the 404 page
// (lib/server/request-gate.ts), so that they never reach a page route, nor WordPress.
import { isLanguage, type Language } from "../../config/site.ts";

/** Path prefixes (after the leading "/") of the addresses that are not pages. */
export const frameworkPrefixes = [
  "_next/",
  "api/",
  "favicon.ico",
  "icon",
  "apple-icon",
  "manifest.webmanifest",
  "social-default.png",
  "robots.txt",
  "sitemap",
  "sw.js",
] as const;

/** Whether `pathname` (as requested) is one of the addresses above rather than a page's. */
export function isFrameworkPath(pathname: string): boolean {
  const rest = pathname.slice(1);
  return pathname.startsWith("/") && frameworkPrefixes.some((prefix) => rest.startsWith(prefix));
}

/** The methods each route handler under /api answers (a test reads them off app/api). */
export const apiMethods: Readonly<Record<string, readonly string[]>> = {
  "/api/health": ["GET", "HEAD"],
  "/api/preview": ["GET", "POST", "HEAD"],
  "/api/ready": ["GET", "HEAD"],
  "/api/revalidate": ["POST"],
  "/api/search": ["GET", "HEAD"],
  "/api/search-index": ["GET", "HEAD"],
};

/**
 * The 404 page's own address in each language's tree (`/fr/~404`, `/en/~404`): a hidden segment of
 * the pages' route (as the filtered lists' `~f.` is), which renders the language's not-found page.
 * proxy.ts rewrites unknown pages there, server.ts unknown addresses that are not pages. Next keeps
 * that render in its cache like a page's (with status 404), once per language and content version:
 * an unknown address then costs a lookup, not a render (docs/operations/caching.md).
 */
export const notFoundSegment = "~404";

export function notFoundAddress(language: Language): string {
  return `/${language}/${notFoundSegment}`;
}

/**
 * A response header proxy.ts sets for the site's server to answer with another status (its response
 * guard, lib/server/response-guard.ts, removes it): 404 for the 404 page, 400 for a search query past
 * its bound.
 */
export const siteStatusHeader = "x-site-status";

/** Whether `pathname` (as Next sees it, in a language's tree) is a language's 404 address. */
export function isNotFoundAddress(pathname: string): boolean {
  const [, language, segment, ...rest] = pathname.split("/");
  return segment === notFoundSegment && rest.length === 0 && isLanguage(language);
}
