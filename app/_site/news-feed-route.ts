// A news feed's route (config/site.ts `newsFeedPaths`): a cached page like the others, rendered
// at build from the data cache, again by the edit pipeline after a webhook (it is one of its
// fixed paths) and by time, and served from its last copy while WordPress fails.
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { env } from "@/config/env.ts";
import type { Language } from "@/config/site.ts";
import { feedContentTypes, newsFeed, type FeedFormat } from "@/lib/feeds/news-feed.ts";
import { wordpress } from "@/lib/wordpress/client.ts";
import { readEventPosts } from "@/lib/wordpress/events.ts";
import { createLinkRewriter } from "@/lib/wordpress/links.ts";
import { getSiteOptionsOrDefaults } from "@/lib/wordpress/options.ts";

export function newsFeedRoute(language: Language, format: FeedFormat) {
  return async function GET(): Promise<Response> {
    const { siteUrl, wordpressUrl } = env();
    let xml: string;
    try {
      const [raws, options] = await Promise.all([readEventPosts(wordpress(), language), getSiteOptionsOrDefaults()]);
      xml = newsFeed(language, format, raws, {
        siteUrl,
        siteName: options.siteName,
        links: createLinkRewriter(wordpressUrl),
      });
    } catch (error) {
      // A WordPress down at build fails no build: the feed is rendered on its first request instead.
      if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) throw error;
      console.warn(
        `[build] the ${language} news feed (${format}) not rendered; it will be on its first request (${error instanceof Error ? error.message : error})`,
      );
      return new Response("WordPress could not be read", { status: 503, headers: { "cache-control": "no-store" } });
    }
    return new Response(xml, { headers: { "content-type": feedContentTypes[format] } });
  };
}
