// /sitemaps/{n}.xml: one shard of the sitemap, when /sitemap.xml is an index; any other, the site's 404 page.
import { defaultLanguage, sitemapShardSize } from "@/config/site.ts";
import { notFoundPage } from "@/lib/routing/not-found-page.ts";
import { sitemapHeaders, siteSitemapEntries } from "@/lib/seo/site-sitemap.ts";
import { shard, urlsetXml } from "@/lib/seo/sitemap.ts";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ shard: string }> }) {
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).shard);
  const entries = match ? shard(await siteSitemapEntries(), Number(match[1]), sitemapShardSize) : null;
  if (!entries) return notFoundPage(defaultLanguage, { "cache-control": "no-store" });
  return new Response(urlsetXml(entries), { headers: sitemapHeaders });
}
