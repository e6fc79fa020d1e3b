// WordPress hands out absolute URLs on its own host: page links, content HTML, menus, Yoast
// canonicals, breadcrumbs. Visitors must stay on the site, so every such URL becomes a site
// path; media and WordPress internals stay on the CMS host.
import { defaultLanguage, isLanguage, type Language } from "../../config/site.ts";
import { isProtocolRelative } from "../security/urls.ts";
import { toMediaAddress, type MediaAddress } from "./media.ts";

const cmsOnlyPrefixes = ["/wp-content/", "/wp-json/", "/wp-admin/", "/wp-includes/", "/wp-login.php"];

export interface LinkRewriter {
  /**
   * A URL as WordPress gave it → a site path (`/vivre/se-deplacer`, `/en/event-x`), or the URL
   * unchanged when it is not a page of the CMS; a protocol-relative one (`//host/x`) made https
   * (`https://host/x`), so that it is an external link like any other.
   */
  toSite(url: string): string;
  /** True when the URL points at a page of the CMS (and so becomes a site path). */
  isCmsPage(url: string): boolean;
  /** An image address → an address of the CMS's media library, or why it is not one (media.ts). */
  toMedia(url: string): MediaAddress;
  /** A site path → the path WordPress uses for the same thing (`/event-x` → `/events/x`), without language prefix for the default language. */
  toCmsPath(sitePath: string): string;
}

export function createLinkRewriter(wordpressUrl: string): LinkRewriter {
  const cms = new URL(wordpressUrl);
  const base = cms.pathname.replace(/\/+$/, ""); // WordPress installed in a sub-folder

  function parse(url: string): URL | undefined {
    try {
      return new URL(url, `${cms.origin}${base}/`);
    } catch {
      return undefined;
    }
  }

  function isCmsPage(url: string): boolean {
    if (url.startsWith("#")) return false;
    const parsed = parse(url);
    if (!parsed || parsed.origin !== cms.origin) return false;
    if (!(parsed.protocol === "http:" || parsed.protocol === "https:")) return false;
    const path = parsed.pathname;
    if (base && !(path === base || path.startsWith(`${base}/`))) return false;
    const local = path.slice(base.length) || "/";
    return !cmsOnlyPrefixes.some((prefix) => local.startsWith(prefix));
  }

  return {
    isCmsPage,
    toMedia: (url) => toMediaAddress(url, wordpressUrl),
    toSite(url) {
      if (!isCmsPage(url)) {
        if (isProtocolRelative(url)) {
          const external = parse(url.trim().replace(/^[\\/]{2}/, "//"));
          return external ? `https://${external.host}${external.pathname}${external.search}${external.hash}` : "#";
        }
        // Root-relative media or internals (`/wp-content/…`) become absolute on the CMS host.
        return url.startsWith("/") ? (parse(url)?.href ?? url) : url;
      }
      const parsed = parse(url) as URL;
      const segments = parsed.pathname.slice(base.length).split("/").filter(Boolean);
      return `${sitePathFromSegments(segments)}${parsed.search}${parsed.hash}`;
    },
    toCmsPath(sitePath) {
      const segments = sitePath.split("/").filter(Boolean);
      const language: Language = isLanguage(segments[0]) ? (segments.shift() as Language) : defaultLanguage;
      const first = segments[0];
      if (segments.length === 1 && first?.startsWith("event-"))
        segments.splice(0, 1, "events", first.slice("event-".length));
      const prefix = language === defaultLanguage ? [] : [language];
      return `/${[...prefix, ...segments].join("/")}`;
    },
  };
}

/** CMS path segments → canonical site path: no trailing slash, no prefix for the default language, `/events/x` → `/event-x`. */
function sitePathFromSegments(input: string[]): string {
  const segments = [...input];
  let language: Language = defaultLanguage;
  if (isLanguage(segments[0])) language = segments.shift() as Language;
  if (segments.length === 2 && segments[0] === "events") segments.splice(0, 2, `event-${segments[1]}`);
  const prefix = language === defaultLanguage ? [] : [language];
  const all = [...prefix, ...segments];
  return all.length ? `/${all.join("/")}` : "/";
}

/** Polylang's `lang` of an item, or the language read from its site path when the field is missing. */
export function languageOf(lang: string | undefined, path: string): Language {
  if (isLanguage(lang)) return lang;
  const first = path.split("/")[1];
  return isLanguage(first) ? first : defaultLanguage;
}
