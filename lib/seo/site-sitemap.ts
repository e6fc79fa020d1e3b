// The site's sitemap entries: every page and event of the route table (read through the data cache).
import type { MetadataRoute } from "next";
import { env } from "../../config/env.ts";
import { cachedRouteTable } from "../wordpress/live-route-table.ts";
import { sitemapEntries } from "./sitemap.ts";

/** Every page and event in both languages. */
export async function siteSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries((await cachedRouteTable()).routes(), env().siteUrl);
}

export const sitemapHeaders = {
  "content-type": "application/xml; charset=utf-8",
  "cache-control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
};
