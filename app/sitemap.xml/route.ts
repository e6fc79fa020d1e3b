// /sitemap.xml: every page and event (lib/seo), or an index of shards past sitemapShardSize URLs.
// Rendered on request from the data cache: never at build time, revalidated with the content.
import { env } from "@/config/env.ts";
import { sitemapShardSize } from "@/config/site.ts";
import { sitemapHeaders, siteSitemapEntries } from "@/lib/seo/site-sitemap.ts";
import { sitemapXml } from "@/lib/seo/sitemap.ts";

export const dynamic = "force-dynamic";

export async function GET() {
  return new Response(sitemapXml(await siteSitemapEntries(), env().siteUrl, sitemapShardSize), {
    headers: sitemapHeaders,
  });
}
