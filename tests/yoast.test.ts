import { describe, expect, it } from "vitest";
import { yoastToMetaTags } from "../lib/seo/yoast.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";

const links = createLinkRewriter("https://cms.example.org");
const site = "https://www.example.org";

describe("Yoast head → meta tags", () => {
  const yoast = {
    title: "L&#8217;écosystème &amp; ses acteurs - Confluence",
    description: "Universités, écoles &amp; entreprises.",
    robots: { index: "index", follow: "follow" },
    canonical: "https://cms.example.org/ecosysteme/",
    og_locale: "fr_FR",
    og_type: "article",
    og_title: "L&#8217;écosystème",
    og_url: "https://cms.example.org/ecosysteme/",
    og_site_name: "Confluence",
    og_image: [
      {
        width: 1200,
        height: 628,
        url: "https://cms.example.org/wp-content/uploads/2026/11/share.jpg",
        type: "image/jpeg",
      },
    ],
    twitter_card: "summary_large_image",
    twitter_misc: { "Durée de lecture estimée": "3 minutes" },
    schema: { "@context": "https://schema.org", "@graph": [] },
    article_modified_time: "2026-11-02T10:00:00+00:00",
  };

  it("turns the underscore after a tag's prefix into a colon, decodes entities, drops schema and non-scalars", () => {
    const tags = yoastToMetaTags(yoast, links, site);
    expect(tags["title"]).toBe("L’écosystème & ses acteurs - Confluence");
    expect(tags["og:title"]).toBe("L’écosystème");
    expect(tags["og:locale"]).toBe("fr_FR");
    expect(tags["twitter:card"]).toBe("summary_large_image");
    expect(tags["article:modified_time"]).toBe("2026-11-02T10:00:00+00:00");
    expect(tags["og:site_name"]).toBe("Confluence");
    expect(tags).not.toHaveProperty("schema");
    expect(tags).not.toHaveProperty("robots");
    expect(tags).not.toHaveProperty("twitter:misc");
  });

  it("moves page URLs to the site and keeps images on the CMS", () => {
    const tags = yoastToMetaTags(yoast, links, site);
    expect(tags["canonical"]).toBe("https://www.example.org/ecosysteme");
    expect(tags["og:url"]).toBe("https://www.example.org/ecosysteme");
    expect(tags["og:image"]).toBe("https://cms.example.org/wp-content/uploads/2026/11/share.jpg");
    expect(tags["og:image:width"]).toBe("1200");
  });

  it("gives nothing for a missing or empty head, and ignores a broken og_image list", () => {
    expect(yoastToMetaTags(undefined, links, site)).toEqual({});
    expect(yoastToMetaTags({ og_image: "nope", title: "" }, links, site)).toEqual({});
    expect(yoastToMetaTags({ og_image: [{ url: "javascript:alert(1)" }] }, links, site)).toEqual({});
  });

  it("keeps the home canonical as the site root", () => {
    expect(yoastToMetaTags({ canonical: "https://cms.example.org/" }, links, site)["canonical"]).toBe(
      "https://www.example.org/",
    );
  });
});
