// Addresses that are not pages: Next.js's files, the route handlers under /api and the root
// metadata files. proxy.ts's matcher leaves them out (it must be a literal there; a test checks the
// two agree), and the site's server answers the ones the build does not have with the 404 page
// (lib/server/request-gate.ts), so that they never reach a page route, nor WordPress.

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
 * Addresses no route matches (nothing is dynamic at the root, and next.config.ts's fallback
 * rewrite to the /fr tree leaves them out), one per language: Next answers them with
 * app/global-not-found.tsx. proxy.ts rewrites unknown pages there, server.ts unknown addresses
 * that are not pages.
 */
export const notFoundPrefix = "/_not-found-";
