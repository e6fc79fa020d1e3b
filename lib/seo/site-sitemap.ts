// The site's sitemap entries, read from WordPress (through the data cache).
import type { MetadataRoute } from "next";
import { env } from "../../config/env.ts";
import { languages } from "../../config/site.ts";
import { getEvents } from "../wordpress/events.ts";
import { getPageSummaries } from "../wordpress/pages.ts";
import { sitemapEntries, type SitemapItem } from "./sitemap.ts";

/** Every page and event in both languages. */
export async function siteSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const items: SitemapItem[] = [];
  for (const language of languages) {
    const [pages, events] = await Promise.all([getPageSummaries(language), getEvents(language)]);
    items.push(...pages, ...events.map((event) => ({ id: event.id, language, path: event.path, modified: event.published, translations: event.translations })));
  }
  return sitemapEntries(items, env().siteUrl);
}

export const sitemapHeaders = { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600" };
