// sitemap.xml entries: every page and event of both languages, with `lastmod` from WordPress
// and their translations as hreflang alternates.
import type { MetadataRoute } from "next";
import type { Language } from "../../config/site.ts";

export interface SitemapItem {
  id: number;
  language: Language;
  /** Canonical site path (`/`, `/vivre`, `/en/life`, `/event-x`). */
  path: string;
  /** Last modification, ISO 8601 (WordPress's `modified_gmt`). */
  modified?: string | undefined;
  translations: Partial<Record<Language, number>>;
}

export function sitemapEntries(items: readonly SitemapItem[], siteUrl: string): MetadataRoute.Sitemap {
  const byId = new Map(items.map((item) => [item.id, item]));
  const url = (path: string) => {
    const address = new URL(path, siteUrl);
    if (address.pathname.length > 1) address.pathname = address.pathname.replace(/\/+$/, "");
    return address.href;
  };
  const seen = new Set<string>();
  const entries: MetadataRoute.Sitemap = [];
  for (const item of items) {
    const loc = url(item.path);
    if (seen.has(loc)) continue;
    seen.add(loc);
    const languages: Record<string, string> = {};
    for (const [language, id] of Object.entries(item.translations)) {
      const translation = id === undefined ? undefined : byId.get(id);
      if (translation && translation.language === language) languages[language] = url(translation.path);
    }
    if (Object.keys(languages).length > 0) languages[item.language] = loc;
    const lastModified = item.modified ? new Date(item.modified.endsWith("Z") || /[+-]\d\d:\d\d$/.test(item.modified) ? item.modified : `${item.modified}Z`) : undefined;
    entries.push({
      url: loc,
      ...(lastModified && !Number.isNaN(lastModified.getTime()) ? { lastModified } : {}),
      ...(Object.keys(languages).length > 1 ? { alternates: { languages } } : {}),
    });
  }
  return entries;
}
