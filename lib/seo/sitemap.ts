// sitemap.xml: every page and event of both languages, with `lastmod` from WordPress and their
// translations as hreflang alternates. One file up to `shardSize` URLs (the protocol allows
// 50,000); past that, /sitemap.xml is an index of /sitemaps/1.xml, /sitemaps/2.xml, …
import type { MetadataRoute } from "next";
import type { Language } from "../../config/site.ts";
import { escapeMarkup } from "../markup.ts";

export interface SitemapItem {
  language: Language;
  /** Canonical site path (`/`, `/vivre`, `/en/life`, `/event-x`). */
  path: string;
  /** Last modification, ISO 8601 (WordPress's `modified_gmt`). */
  modified?: string | undefined;
  /** The path of each translation (lib/wordpress/route-table.ts). */
  translations: Partial<Record<Language, string>>;
}

export function sitemapEntries(items: readonly SitemapItem[], siteUrl: string): MetadataRoute.Sitemap {
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
    for (const [language, path] of Object.entries(item.translations))
      if (path !== undefined) languages[language] = url(path);
    if (Object.keys(languages).length > 0) languages[item.language] = loc;
    const lastModified = item.modified
      ? new Date(
          item.modified.endsWith("Z") || /[+-]\d\d:\d\d$/.test(item.modified) ? item.modified : `${item.modified}Z`,
        )
      : undefined;
    entries.push({
      url: loc,
      ...(lastModified && !Number.isNaN(lastModified.getTime()) ? { lastModified } : {}),
      ...(Object.keys(languages).length > 1 ? { alternates: { languages } } : {}),
    });
  }
  return entries;
}

/** A `<urlset>` document with hreflang alternates. */
export function urlsetXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>` : "";
    const alternates = Object.entries(entry.alternates?.languages ?? {})
      .map(
        ([language, href]) =>
          `<xhtml:link rel="alternate" hreflang="${escapeMarkup(language)}" href="${escapeMarkup(String(href))}"/>`,
      )
      .join("");
    return `<url><loc>${escapeMarkup(entry.url)}</loc>${alternates}${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** How many files `count` URLs take. */
export function shardCount(count: number, shardSize: number): number {
  return Math.max(1, Math.ceil(count / shardSize));
}

/** The address of shard `n` (1-based). */
export function shardPath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

/** Shard `n` (1-based) of the entries, or null when there is no such shard. */
export function shard(entries: MetadataRoute.Sitemap, n: number, shardSize: number): MetadataRoute.Sitemap | null {
  if (!Number.isInteger(n) || n < 1 || n > shardCount(entries.length, shardSize)) return null;
  return entries.slice((n - 1) * shardSize, n * shardSize);
}

/** /sitemap.xml: the whole list when it fits in one file, else an index of the shards. */
export function sitemapXml(entries: MetadataRoute.Sitemap, siteUrl: string, shardSize: number): string {
  const count = shardCount(entries.length, shardSize);
  if (count === 1) return urlsetXml(entries);
  const shards = Array.from({ length: count }, (_, index) => {
    const part = entries.slice(index * shardSize, (index + 1) * shardSize);
    const newest = Math.max(...part.map((entry) => (entry.lastModified ? new Date(entry.lastModified).getTime() : 0)));
    const lastmod = newest > 0 ? `<lastmod>${new Date(newest).toISOString()}</lastmod>` : "";
    return `<sitemap><loc>${escapeMarkup(new URL(shardPath(index + 1), siteUrl).href)}</loc>${lastmod}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${shards.join("\n")}\n</sitemapindex>\n`;
}
