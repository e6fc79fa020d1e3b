// The news feeds (lib/feeds/news-feed.ts), RSS 2.0 and Atom, read back by a real feed parser
// (rss-parser): the demo CMS's news of each language, newest first, their whole content
// sanitised as pages are, links absolute on the site; events and the other language left out.
import Parser from "rss-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms, type RunningCms } from "../cms/server.ts";
import { newsFeed } from "../lib/feeds/news-feed.ts";
import { createWordPressClient } from "../lib/wordpress/client.ts";
import { readEventPosts } from "../lib/wordpress/events.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import type { RawPost } from "../lib/wordpress/schemas.ts";

const siteUrl = "https://www.example.org";
const parser = new Parser();
let cms: RunningCms;
const posts: Record<"fr" | "en", RawPost[]> = { fr: [], en: [] };

beforeAll(async () => {
  cms = await startCms({ port: 0, quiet: true });
  const client = createWordPressClient({ wordpressUrl: cms.url });
  posts.fr = await readEventPosts(client, "fr");
  posts.en = await readEventPosts(client, "en");
});
afterAll(() => cms.close());

/** An item's whole content: RSS carries it in `content:encoded` (its `description` is the excerpt), Atom in `content`. */
const contentOf = (item: Parser.Item, format: "rss" | "atom") =>
  format === "rss" ? String((item as Record<string, unknown>)["content:encoded"] ?? "") : (item.content ?? "");

const feedOf = (language: "fr" | "en", format: "rss" | "atom", raws = posts[language]) =>
  newsFeed(language, format, raws, { siteUrl, siteName: "Confluence", links: createLinkRewriter(cms.url) });

describe.each(["rss", "atom"] as const)("the %s news feed", (format) => {
  it.each(["fr", "en"] as const)(
    "in %s: the language's news only, newest first, whole content, absolute links",
    async (language) => {
      const xml = feedOf(language, format);
      expect(xml.startsWith("<?xml")).toBe(true);
      const feed = await parser.parseString(xml);
      expect(feed.title).toBe(language === "fr" ? "Confluence – Actualités" : "Confluence – News");
      expect(feed.link).toBe(language === "fr" ? `${siteUrl}/` : `${siteUrl}/en`);
      // 11 French news items (one without fields: no type, no start), 10 English; no event.
      expect(feed.items).toHaveLength(language === "fr" ? 11 : 10);
      const links = feed.items.map((item) => item.link ?? "");
      expect(
        links.every((link) => link.startsWith(language === "fr" ? `${siteUrl}/event-` : `${siteUrl}/en/event-`)),
      ).toBe(true);
      expect(links).not.toContain(`${siteUrl}/event-hackathon-sante-numerique`);
      const dates = feed.items.map((item) => Date.parse(item.isoDate ?? ""));
      expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      for (const item of feed.items) {
        expect(item.title?.trim()).not.toBe("");
        const content = contentOf(item, format);
        expect(content).toMatch(/^<p>/);
        expect(content.length).toBeGreaterThan(200);
        // The site's links are absolute; nothing left pointing at WordPress's pages.
        expect(content).not.toContain(`href="/`);
        expect(content).not.toMatch(new RegExp(`href="${cms.url}/(?!wp-content/)`));
      }
    },
  );

  it("sanitises the content as a page's: no script, no handler, no javascript: link", async () => {
    const [first] = posts.fr.filter((raw) => (raw.acf as { type?: string }).type === "news");
    const hostile: RawPost = {
      ...(first as RawPost),
      content: {
        rendered: `<p>Texte<script>alert(1)</script><img src="${cms.url}/wp-content/uploads/x.jpg" onerror="alert(2)"><a href="javascript:alert(3)">lien</a> <a href="${cms.url}/vivre/">vivre</a></p>]]></content>`,
      },
    };
    const feed = await parser.parseString(feedOf("fr", format, [hostile]));
    const content = contentOf(feed.items[0] as Parser.Item, format);
    expect(content).toContain("Texte");
    expect(content).not.toMatch(/<script|onerror|javascript:/i);
    expect(content).toContain(`href="${siteUrl}/vivre"`);
    expect(content).toContain(`${cms.url}/wp-content/uploads/x.jpg`);
  });
});
