import type { MetadataRoute } from "next";
import { env } from "@/config/env.ts";
import { languages } from "@/config/site.ts";
import { sitemapEntries, type SitemapItem } from "@/lib/seo/sitemap.ts";
import { getEvents } from "@/lib/wordpress/events.ts";
import { getPageSummaries } from "@/lib/wordpress/pages.ts";

// Rendered on request from the data cache (never at build: a WordPress down at build time must not
// fail it); revalidated with the pages and events it lists.
export const dynamic = "force-dynamic";

/** Every page and event in both languages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const items: SitemapItem[] = [];
  for (const language of languages) {
    const [pages, events] = await Promise.all([getPageSummaries(language), getEvents(language)]);
    items.push(...pages, ...events.map((event) => ({ id: event.id, language, path: event.path, modified: event.published, translations: event.translations })));
  }
  return sitemapEntries(items, env().siteUrl);
}
