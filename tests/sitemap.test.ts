import { describe, expect, it } from "vitest";
import { sitemapEntries, type SitemapItem } from "../lib/seo/sitemap.ts";

const site = "https://www.example.org";
const items: SitemapItem[] = [
  { id: 109, language: "fr", path: "/", modified: "2026-11-02T10:00:00", translations: { fr: 109, en: 412 } },
  { id: 412, language: "en", path: "/en", modified: "2026-11-03T10:00:00", translations: { fr: 109, en: 412 } },
  { id: 213, language: "fr", path: "/etudier/alternance", modified: "2026-10-01T08:30:00", translations: { fr: 213 } },
  { id: 1001, language: "fr", path: "/event-salon", modified: undefined, translations: { fr: 1001, en: 2001 } },
  { id: 2001, language: "en", path: "/en/event-fair", modified: "not a date", translations: { fr: 1001, en: 2001 } },
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
    expect(entries[0]?.alternates?.languages).toEqual({ fr: "https://www.example.org/", en: "https://www.example.org/en" });
    expect(entries[4]?.alternates?.languages).toEqual({ fr: "https://www.example.org/event-salon", en: "https://www.example.org/en/event-fair" });
    expect(entries[2]?.alternates).toBeUndefined();
  });
});
