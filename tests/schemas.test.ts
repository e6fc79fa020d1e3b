import { describe, expect, it } from "vitest";
import { createBlockContext } from "../lib/wordpress/context.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { toPage } from "../lib/wordpress/mappers.ts";
import { rawPage } from "../lib/wordpress/schemas.ts";

const context = createBlockContext(createLinkRewriter("https://cms.example.org"));

describe("raw WordPress schemas are lenient where real sites vary", () => {
  it("accepts a minimal page: no content, excerpt, Yoast, lang or translations", () => {
    const page = toPage(
      rawPage.parse({ id: 12, link: "https://cms.example.org/en/about/", title: { rendered: "About &amp; us" } }),
      context,
    );
    expect(page).toMatchObject({
      id: 12,
      language: "en",
      path: "/en/about",
      title: "About & us",
      blocks: [],
      contentHtml: "",
      translations: {},
    });
  });

  it("reads ACF's `[]` (no fields) and Polylang's `[]` (no translations) as empty", () => {
    const raw = rawPage.parse({
      id: 3,
      link: "https://cms.example.org/x/",
      title: { rendered: "X" },
      acf: [],
      translations: [],
      lang: "fr",
    });
    expect(raw.acf).toEqual({});
    expect(raw.translations).toEqual({});
  });

  it("keeps unknown fields and survives wrong types in optional ones", () => {
    const raw = rawPage.parse({
      id: 4,
      link: "https://cms.example.org/y/",
      title: { rendered: 5 },
      parent: "nope",
      menu_order: null,
      translations: { fr: 4, en: "9", de: "x" },
      yoast_head_json: "broken",
      custom_plugin_field: { anything: true },
    });
    expect(raw).toMatchObject({
      title: { rendered: "" },
      parent: 0,
      menu_order: 0,
      translations: { fr: 4, en: 9 },
      yoast_head_json: undefined,
      custom_plugin_field: { anything: true },
    });
  });

  it("refuses what a page cannot be without: an id and a link", () => {
    expect(rawPage.safeParse({ link: "https://cms.example.org/" }).success).toBe(false);
    expect(rawPage.safeParse({ id: 1 }).success).toBe(false);
  });
});
