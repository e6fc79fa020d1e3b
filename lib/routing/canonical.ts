// Canonical forms of site paths (documented in docs/developers/architecture.md, "Canonical paths"):
// - lower case (WordPress slugs always are): `/Vivre` → `/vivre`;
// - no trailing slash, except the root: `/vivre/` → `/vivre`;
// - single slashes: `//vivre///se-loger` → `/vivre/se-loger`.
// Anything else reaches the page lookup as is and answers 404 when no page has that path, but for
// addresses that can never be a page (`isPlausiblePath`), which answer 404 without asking WordPress.
import { defaultLanguage, isLanguage, type Language } from "../../config/site.ts";
import { decodePath } from "../site-paths.ts";

/** Longest path worth looking up; longer ones answer 404 without asking WordPress. */
export const maxPathLength = 1024;
/** Deepest path worth looking up (SPEC.md: four levels, deeper where the CMS has such a page). */
export const maxPathSegments = 12;

/** The canonical form of a pathname when it differs (to redirect with 308), else null. */
export function canonicalRedirect(pathname: string): string | null {
  if (!isPlausiblePath(pathname)) return null;
  let canonical = pathname.replace(/\/{2,}/g, "/");
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, "");
  canonical = lowerCase(canonical);
  return canonical === pathname ? null : canonical || "/";
}

/** Lower-cases letters but leaves percent-escapes alone (`/%C3%89T%C3%89` → `/%C3%89t%C3%89`, same bytes as encoded). */
function lowerCase(path: string): string {
  return path.replace(/%[0-9A-Fa-f]{2}|[^%]+/g, (part) => (part.startsWith("%") ? part : part.toLowerCase()));
}

/** The language of a request path: its first segment when it is one, else the default. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1]?.toLowerCase();
  return isLanguage(first) ? first : defaultLanguage;
}

/** The path of a language's home page. */
export function homePath(language: Language): string {
  return language === defaultLanguage ? "/" : `/${language}`;
}

/**
 * WordPress's own top-level addresses (its admin, files and REST API), under a language prefix
 * or not: it keeps them for itself, so no page or event has one.
 */
export const wordpressOwnSegments: ReadonlySet<string> = new Set(["wp-admin", "wp-content", "wp-includes", "wp-json"]);

/** Whether a path is worth looking up at all (a cheap guard before any WordPress call). */
export function isPlausiblePath(path: string): boolean {
  if (path.length > maxPathLength) return false;
  const segments = path.split("/").filter(Boolean);
  if (segments.length > maxPathSegments) return false;
  const decoded = decodePath(path);
  // Control characters, encoded or not, never appear in a WordPress permalink.
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return false;
  const names = decoded.toLowerCase().split("/").filter(Boolean);
  const first = isLanguage(names[0]) ? names[1] : names[0];
  // Nor do WordPress's own addresses, its scripts (`wp-login.php`, `xmlrpc.php`), or a name
  // starting with a dot (`.env`, `.git`): WordPress makes slugs of letters, digits and dashes.
  return (
    !(first !== undefined && wordpressOwnSegments.has(first)) &&
    !names.some((name) => name.endsWith(".php") || name.startsWith("."))
  );
}

/** Request header carrying the language to pages rendered outside the language layout (the 404). */
export const languageHeader = "x-site-language";
