import { describe, expect, it } from "vitest";
import { shard, sitemapEntries, sitemapXml, urlsetXml, type SitemapItem } from "../lib/seo/sitemap.ts";

const site = "https://www.example.org";
const items: SitemapItem[] = [
  { language: "fr", path: "/", modified: "2026-11-02T10:00:00", translations: { fr: "/", en: "/en" } },
  { language: "en", path: "/en", modified: "2026-11-03T10:00:00", translations: { fr: "/", en: "/en" } },
  {
    language: "fr",
    path: "/etudier/alternance",
    modified: "2026-10-01T08:30:00",
    translations: { fr: "/etudier/alternance" },
  },
  {
    language: "fr",
    path: "/event-salon",
    modified: undefined,
    translations: { fr: "/event-salon", en: "/en/event-fair" },
  },
  {
    language: "en",
    path: "/en/event-fair",
    modified: "not a date",
    translations: { fr: "/event-salon", en: "/en/event-fair" },
  },
];

describe("sitemap entries", () => {
  const entries = sitemapEntries(items, site);

  it("lists every page and event of both languages once, on the site's host", () => {
    expect(entries.map((entry) => entry.url)).toEqual([
      "https://www.example.org/",
      "https://www.example.org/en",
      "https://www.example.org/etudier/alternance",
      "https://www.example.org/event-salon",
      "https://www.example.org/en/event-fair",
    ]);
    expect(sitemapEntries([...items, items[0]!], site)).toHaveLength(5);
  });

  it("takes lastmod from WordPress's GMT time, and leaves it out when unknown or invalid", () => {
    expect(entries[0]?.lastModified).toEqual(new Date("2026-11-02T10:00:00Z"));
    expect(entries[3]?.lastModified).toBeUndefined();
    expect(entries[4]?.lastModified).toBeUndefined();
  });

  it("gives translated items hreflang alternates in both languages, and none to untranslated ones", () => {
    expect(entries[0]?.alternates?.languages).toEqual({
      fr: "https://www.example.org/",
      en: "https://www.example.org/en",
    });
    expect(entries[4]?.alternates?.languages).toEqual({
      fr: "https://www.example.org/event-salon",
      en: "https://www.example.org/en/event-fair",
    });
    expect(entries[2]?.alternates).toBeUndefined();
  });
});

describe("sitemap documents", () => {
  const entries = sitemapEntries(items, site);

  it("one urlset with hreflang alternates and lastmod while it fits in one file", () => {
    const xml = sitemapXml(entries, site, 50_000);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(xml).toContain(
      '<url><loc>https://www.example.org/</loc><xhtml:link rel="alternate" hreflang="fr" href="https://www.example.org/"/><xhtml:link rel="alternate" hreflang="en" href="https://www.example.org/en"/><lastmod>2026-11-02T10:00:00.000Z</lastmod></url>',
    );
  });

  it("an index of shards past the shard size, each shard a urlset of its part, in order", () => {
    const xml = sitemapXml(entries, site, 2);
    expect(xml).toContain("<sitemapindex ");
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://www.example.org/sitemaps/1.xml",
      "https://www.example.org/sitemaps/2.xml",
      "https://www.example.org/sitemaps/3.xml",
    ]);
    expect(xml).toContain(
      "<sitemap><loc>https://www.example.org/sitemaps/1.xml</loc><lastmod>2026-11-03T10:00:00.000Z</lastmod></sitemap>",
    );
    expect(shard(entries, 1, 2)?.map((e) => e.url)).toEqual(["https://www.example.org/", "https://www.example.org/en"]);
    expect(shard(entries, 3, 2)?.map((e) => e.url)).toEqual(["https://www.example.org/en/event-fair"]);
    for (const n of [0, 4, 1.5]) expect(shard(entries, n, 2)).toBeNull();
  });

  it("escapes what XML needs escaped", () => {
    const xml = urlsetXml([{ url: "https://www.example.org/a?b=1&c=<2>" }]);
    expect(xml).toContain("<loc>https://www.example.org/a?b=1&amp;c=&lt;2&gt;</loc>");
  });
});
