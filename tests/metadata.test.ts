// A page's metadata: one canonical URL on the site, hreflang alternates with x-default, titles and
// descriptions from Yoast or sensible defaults, and a sharing image in every case.
import { describe, expect, it } from "vitest";
import { env } from "../config/env.ts";
import { pageMetadata } from "../lib/seo/metadata.ts";
import { documentTitle } from "../lib/seo/title.ts";

const site = env().siteUrl;
const cms = env().wordpressUrl;
const page = { path: "/vivre/se-loger", language: "fr" as const, title: "Se loger", excerpt: "", seo: undefined };

describe("page metadata", () => {
  it("without Yoast: the title pattern of Yoast's titles with the site's name, the default description and the default sharing image", () => {
    const metadata = pageMetadata(page, { en: "/en/life/housing" }, "Confluence");
    expect(metadata.title).toEqual({ absolute: "Se loger - Confluence" });
    expect(metadata.description).toMatch(/communauté/);
    expect(metadata.alternates).toEqual({
      canonical: `${site}/vivre/se-loger`,
      languages: { fr: `${site}/vivre/se-loger`, en: `${site}/en/life/housing`, "x-default": `${site}/vivre/se-loger` },
    });
    expect(metadata.openGraph).toMatchObject({
      url: `${site}/vivre/se-loger`,
      locale: "fr_FR",
      images: [{ url: `${site}/social-default.png`, width: 1200, height: 628 }],
    });
  });

  it("with Yoast: its title and image, its URLs moved to the site", () => {
    const seo = {
      title: "Se loger &#8211; Confluence",
      og_url: `${cms}/vivre/se-loger/`,
      og_image: [{ url: `${cms}/wp-content/uploads/2026/11/logement.jpg`, width: 1200, height: 675 }],
    };
    const metadata = pageMetadata({ ...page, seo }, {}, "Another name");
    expect(metadata.title).toEqual({ absolute: "Se loger – Confluence" });
    expect(metadata.openGraph).toMatchObject({
      images: [{ url: `${cms}/wp-content/uploads/2026/11/logement.jpg`, width: 1200, height: 675 }],
    });
    // Without a translation there is no x-default: one language only.
    expect(metadata.alternates?.languages).toEqual({ fr: `${site}/vivre/se-loger` });
  });

  it("makes every scalar Yoast gives its tag (SPEC.md §3): Open Graph, article times, Twitter, author, and any other by its name", () => {
    const seo = {
      title: "Salon &#8211; Confluence",
      og_type: "article",
      og_site_name: "Confluence",
      article_publisher: "https://www.facebook.com/confluence",
      article_published_time: "2026-10-01T08:00:00+00:00",
      article_modified_time: "2026-11-02T10:00:00+00:00",
      author: "Camille",
      twitter_card: "summary",
      twitter_site: "@confluence_aura",
      twitter_creator: "@camille",
      twitter_title: "Salon",
      twitter_misc: { "Écrit par": "Camille" },
      og_updated_time: "2026-11-02T10:00:00+00:00",
      schema: { "@graph": [] },
    };
    const metadata = pageMetadata({ ...page, seo }, {}, "Confluence");
    expect(metadata.openGraph).toMatchObject({
      type: "article",
      siteName: "Confluence",
      publishedTime: "2026-10-01T08:00:00+00:00",
      modifiedTime: "2026-11-02T10:00:00+00:00",
    });
    expect(metadata.twitter).toMatchObject({
      card: "summary",
      site: "@confluence_aura",
      creator: "@camille",
      title: "Salon",
    });
    expect(metadata.authors).toEqual([{ name: "Camille" }]);
    expect(metadata.other).toEqual({
      "article:publisher": "https://www.facebook.com/confluence",
      "og:updated_time": "2026-11-02T10:00:00+00:00",
    });
    // A page that is no article (a home) still has its modified time, as a tag of that name.
    expect(
      pageMetadata(
        { ...page, seo: { og_type: "website", article_modified_time: "2026-11-02T10:00:00+00:00" } },
        {},
        "Confluence",
      ).other,
    ).toEqual({
      "article:modified_time": "2026-11-02T10:00:00+00:00",
    });
  });

  it("the home page is titled with the site's name alone", () => {
    const metadata = pageMetadata({ ...page, path: "/en", language: "en", title: "Home" }, { fr: "/" }, "Confluence");
    expect(metadata.title).toEqual({ absolute: "Confluence" });
    expect(metadata.openGraph).toMatchObject({ siteName: "Confluence" });
  });
});

describe("document titles", () => {
  it("are '<title> - <site name>' on every page the site titles itself, the site's name alone on a home", () => {
    expect(documentTitle("Page introuvable", "Confluence")).toBe("Page introuvable - Confluence");
    expect(documentTitle("You are offline", " Confluence ")).toBe("You are offline - Confluence");
    expect(documentTitle("", "Confluence")).toBe("Confluence");
    // Without a name (none configured yet on the client), the title alone, with no dangling separator.
    expect(documentTitle("An error occurred", "")).toBe("An error occurred");
  });
});
