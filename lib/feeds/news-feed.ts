// The news feeds of a language, RSS 2.0 and Atom 1.0, written by the `feed` library: the latest
// `newsFeedSize` news items (not events: they have the agenda), newest first, each with its whole
// content as HTML, sanitised exactly as its page is (lib/wordpress/html.ts, through the mapping
// context) but with the site's links made absolute (a feed reader has no page to resolve them
// against). Pure: WordPress's items in, XML out (tests/news-feed.test.ts parses it with a real parser).
import { Feed } from "feed";
import { languageTags, newsFeedPaths, newsFeedSize, type Language } from "../../config/site.ts";
import type { BlockContext } from "../wordpress/blocks/define.ts";
import { createBlockContext } from "../wordpress/context.ts";
import { toEventSummary } from "../wordpress/events.ts";
import type { LinkRewriter } from "../wordpress/links.ts";
import type { RawPost } from "../wordpress/schemas.ts";
import { homePath } from "../routing/canonical.ts";
import { searchMessages } from "../i18n/search-messages.ts";

export type FeedFormat = "rss" | "atom";

export const feedContentTypes: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
};

/** The site's links made absolute on `siteUrl` (site paths), everything else as the site's rewriter gives it. */
export function absoluteLinks(links: LinkRewriter, siteUrl: string): LinkRewriter {
  const absolute = (url: string) =>
    url.startsWith("/") && !url.startsWith("//") ? new URL(url, `${siteUrl}/`).href : url;
  return { ...links, toSite: (url) => absolute(links.toSite(url)) };
}

export interface FeedSite {
  siteUrl: string;
  siteName: string;
  links: LinkRewriter;
}

/** The feed of a language's news, in a format, from the language's events and news items as WordPress gives them. */
export function newsFeed(language: Language, format: FeedFormat, raws: readonly RawPost[], site: FeedSite): string {
  const text = searchMessages[language];
  const links = absoluteLinks(site.links, site.siteUrl);
  const context: BlockContext = createBlockContext(links, language);
  const url = (path: string) => new URL(path, `${site.siteUrl}/`).href;
  const items = raws
    .filter((raw) => site.links.isCmsPage(raw.link))
    .map((raw) => ({ raw, summary: toEventSummary(raw, context) }))
    .filter(({ summary }) => summary.kind === "news" && summary.language === language)
    .sort((a, b) => b.summary.published.localeCompare(a.summary.published))
    .slice(0, newsFeedSize);
  const updated = items.reduce((latest, { raw, summary }) => {
    const modified = raw.modified_gmt
      ? new Date(`${raw.modified_gmt.replace(" ", "T")}Z`)
      : new Date(summary.published);
    return Number.isNaN(modified.getTime()) || modified <= latest ? latest : modified;
  }, new Date(0));
  const feed = new Feed({
    id: url(homePath(language)),
    title: text.feedTitle(site.siteName),
    description: text.feedDescription(site.siteName),
    link: url(homePath(language)),
    language: languageTags[language],
    updated,
    generator: false,
    copyright: site.siteName,
    feedLinks: { rss: url(newsFeedPaths[language].rss), atom: url(newsFeedPaths[language].atom) },
  });
  for (const { raw, summary } of items) {
    const published = new Date(summary.published);
    const modified = raw.modified_gmt ? new Date(`${raw.modified_gmt.replace(" ", "T")}Z`) : published;
    feed.addItem({
      title: summary.title,
      id: summary.path,
      link: summary.path,
      date: Number.isNaN(modified.getTime()) ? published : modified,
      published,
      description: summary.excerpt,
      content: context.html(raw.content?.rendered ?? "") || undefined,
    });
  }
  return format === "rss" ? feed.rss2() : feed.atom1();
}
