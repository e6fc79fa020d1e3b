// Integrity of the demo content: translations, links, images, fixed ids, events, societies.

import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import { cmsFixture } from "./helpers.ts";
import type { Post } from "./helpers.ts";

const cms = cmsFixture();

let pages: Post[] = [];
let events: Post[] = [];
let societies: Post[] = [];
let options: Record<string, unknown> = {};

async function all(type: string): Promise<Post[]> {
  const out: Post[] = [];
  for (let page = 1; ; page++) {
    const { body, headers } = await cms.json<Post[]>(`/wp-json/wp/v2/${type}?per_page=100&page=${page}`);
    out.push(...body);
    if (page >= Number(headers.get("x-wp-totalpages"))) return out;
  }
}

/** Every ACF layout of the demo content (docs/blocks.md). */
const LAYOUTS = [
  "hero",
  "paragraph",
  "text_image",
  "article_body",
  "bricks",
  "image_link",
  "counter",
  "testimonies",
  "carousel",
  "push_block",
  "grid_section",
  "floating_links",
  "key_numbers",
  "image_faq",
  "faq-list",
  "sticky_social",
  "sticky-social",
  "push_link",
  "simple-quote",
  "team-member-card",
  "read-more-linked-article",
  "read-more-wrapper",
  // Blocks that show events, news and societies (docs/blocks.md).
  "custom_filters",
  "featured_news",
  "duo_news",
  "societies",
  "members-list",
];
/** The block showcase pages (fr /blocs/, en /en/blocks/). */
const SHOWCASE = [340, 474];

const byLang = (posts: Post[], lang: string): Post[] => posts.filter((p) => p.lang === lang);
const path = (link: string): string => link.slice(cms.url.length);

describe("content integrity", () => {
  before(async () => {
    [pages, events, societies] = await Promise.all([all("pages"), all("events"), all("societies")]);
    options = (await cms.json<{ acf: Record<string, unknown> }>("/wp-json/acf/v3/options/options")).body.acf;
  });

  it("has the fixed pages at their paths in both languages", () => {
    const expected: Record<number, string> = {
      109: "/",
      163: "/vivre/",
      169: "/etudier/",
      308: "/ecosysteme/",
      173: "/investir/",
      175: "/agenda/",
      412: "/en/",
      414: "/en/life/",
      416: "/en/study/",
      418: "/en/ecosystem/",
      420: "/en/invest/",
      422: "/en/now/",
      330: "/mentions-legales/",
      470: "/en/legal-notice/",
      332: "/contact/",
      472: "/en/contact/",
    };
    for (const [id, p] of Object.entries(expected)) {
      const page = pages.find((x) => x.id === Number(id));
      assert.ok(page, `page ${id}`);
      assert.equal(path(page.link), p, `page ${id}`);
    }
    assert.deepEqual(pages.find((p) => p.id === 109)?.translations, { fr: 109, en: 412 });
  });

  it("links every translation both ways, within the same type", () => {
    for (const [type, posts] of [
      ["pages", pages],
      ["events", events],
      ["societies", societies],
    ] as const) {
      const ids = new Map(posts.map((p) => [p.id, p]));
      for (const post of posts) {
        assert.equal(post.translations[post.lang], post.id, `${type} ${post.id} lists itself`);
        for (const [lang, id] of Object.entries(post.translations)) {
          const other = ids.get(id);
          assert.ok(other, `${type} ${post.id} → ${lang} ${id} exists`);
          assert.equal(other.lang, lang, `${type} ${id} is ${lang}`);
          assert.equal(other.translations[post.lang], post.id, `${type} ${id} points back to ${post.id}`);
        }
      }
    }
  });

  it("gives every post a unique absolute link with a trailing slash, and unique ids", () => {
    const everything = [...pages, ...events, ...societies];
    assert.equal(new Set(everything.map((p) => p.link)).size, everything.length);
    assert.equal(new Set(everything.map((p) => p.id)).size, everything.length);
    for (const post of everything) {
      assert.ok(post.link.startsWith(`${cms.url}/`) && post.link.endsWith("/"), post.link);
      if (post.lang === "en") assert.ok(path(post.link).startsWith("/en/"), post.link);
      else assert.ok(!path(post.link).startsWith("/en/"), post.link);
    }
  });

  it("points every internal link of content, blocks and options at an existing post", () => {
    const links = new Set([...pages, ...events, ...societies].map((p) => p.link));
    const text = JSON.stringify([
      pages.map((p) => [p.content, p.acf]),
      events.map((e) => [e.content, e.acf]),
      societies.map((s) => s.content),
      options,
    ]);
    const found = [...text.matchAll(/"(?:url|href)":"([^"]+)"|href=\\"([^"\\]+)\\"/g)].map((m) => m[1] ?? m[2] ?? "");
    const internal = found.filter(
      (u) =>
        u.startsWith(cms.url) &&
        !u.includes("/wp-content/") &&
        !u.includes("?attachment_id=") &&
        !u.includes("/wp-includes/"),
    );
    assert.ok(internal.length > 50);
    for (const url of internal) assert.ok(links.has(url), `dead internal link ${url}`);
    assert.ok(
      found.some((u) => !u.startsWith(cms.url)),
      "at least one external link",
    );
  });

  it("serves every image the content refers to", async () => {
    const text = JSON.stringify([pages, events, societies, options]);
    const urls = [
      ...new Set([...text.matchAll(/https?:\/\/[^"\s,]+\/wp-content\/uploads\/[^"\s,]+\.webp/g)].map((m) => m[0])),
    ];
    assert.ok(urls.length > 100, `${urls.length} image urls`);
    for (const url of urls) {
      const response = await fetch(url, { method: "HEAD" });
      assert.equal(response.status, 200, url);
      assert.equal(response.headers.get("content-type"), "image/webp");
    }
  });

  it("builds ACF images like ACF, with every WordPress size and bilingual alt text", () => {
    const home = (lang: string): Record<string, unknown> => {
      const page = pages.find((p) => p.id === (lang === "fr" ? 109 : 412));
      const hero = (page?.acf as { blocks: Record<string, unknown>[] }).blocks[0];
      return hero?.image as Record<string, unknown>;
    };
    const fr = home("fr");
    const en = home("en");
    for (const key of [
      "ID",
      "id",
      "title",
      "filename",
      "filesize",
      "url",
      "link",
      "alt",
      "author",
      "description",
      "caption",
      "name",
      "status",
      "uploaded_to",
      "date",
      "modified",
      "menu_order",
      "mime_type",
      "type",
      "subtype",
      "icon",
      "width",
      "height",
      "sizes",
    ]) {
      assert.ok(key in fr, key);
    }
    assert.equal(fr.width, 1920);
    assert.equal(fr.height, 1080);
    assert.equal(fr.mime_type, "image/webp");
    assert.ok(Number(fr.filesize) > 1000);
    assert.notEqual(fr.alt, en.alt);
    assert.ok(String(fr.alt).length > 20 && String(en.alt).length > 20);
    const sizes = fr.sizes as Record<string, unknown>;
    assert.deepEqual(Object.keys(sizes), [
      "thumbnail",
      "thumbnail-width",
      "thumbnail-height",
      "medium",
      "medium-width",
      "medium-height",
      "medium_large",
      "medium_large-width",
      "medium_large-height",
      "large",
      "large-width",
      "large-height",
      "1536x1536",
      "1536x1536-width",
      "1536x1536-height",
    ]);
    assert.match(String(sizes.medium), /hero-confluence-300x169\.webp$/);
    assert.equal(sizes["1536x1536-width"], 1536);
    const logo = societies.find((s) => s.id === 1301)?.acf as Record<string, Record<string, unknown>>;
    assert.equal(
      logo.logo?.sizes && (logo.logo.sizes as Record<string, unknown>).large,
      logo.logo?.url,
      "a size too big for a small original points at the original",
    );
  });

  it("has pages four levels deep, block pages with 1-6 known blocks, and a French-only page", () => {
    const depth = (post: Post): number =>
      path(post.link)
        .split("/")
        .filter(Boolean)
        .filter((s) => s !== "en").length;
    for (const lang of ["fr", "en"]) {
      const mine = byLang(pages, lang);
      assert.ok(
        mine.some((p) => depth(p) === 4),
        `${lang} has a four-level page`,
      );
      assert.ok(mine.filter((p) => depth(p) === 3).length >= 2, `${lang} has three-level pages`);
      assert.ok(mine.filter((p) => depth(p) === 2).length >= 5, `${lang} has two-level pages`);
    }
    for (const page of pages) {
      if (Array.isArray(page.acf)) {
        assert.deepEqual(page.acf, [], `page ${page.id}`);
        continue;
      }
      const blocks = (page.acf as { blocks: { acf_fc_layout: string }[] }).blocks;
      if (!SHOWCASE.includes(page.id))
        assert.ok(blocks.length >= 1 && blocks.length <= 6, `page ${page.id} has ${blocks.length} blocks`);
      for (const block of blocks) assert.ok(LAYOUTS.includes(block.acf_fc_layout), block.acf_fc_layout);
    }
    for (const id of [109, 412]) {
      const layouts = (pages.find((p) => p.id === id)?.acf as { blocks: { acf_fc_layout: string }[] }).blocks.map(
        (b) => b.acf_fc_layout,
      );
      assert.deepEqual(layouts, ["hero", "paragraph", "text_image", "article_body"], `home ${id}`);
    }
    const frOnly = pages.filter((p) => p.lang === "fr" && !("en" in p.translations));
    assert.equal(frOnly.length, 1);
    assert.equal(pages.filter((p) => Array.isArray(p.acf)).length, 4);
  });

  it("uses every layout in each language on real pages, and all of them on the showcase pages", () => {
    const layoutsOf = (page: Post | undefined): string[] =>
      page && !Array.isArray(page.acf)
        ? (page.acf as { blocks: { acf_fc_layout: string }[] }).blocks.map((b) => b.acf_fc_layout)
        : [];
    for (const lang of ["fr", "en"]) {
      const real = new Set(
        byLang(pages, lang)
          .filter((p) => !SHOWCASE.includes(p.id))
          .flatMap(layoutsOf),
      );
      assert.deepEqual(
        LAYOUTS.filter((layout) => !real.has(layout)),
        [],
        `${lang}: layouts missing from real pages`,
      );
    }
    const [fr, en] = SHOWCASE.map((id) => pages.find((p) => p.id === id));
    assert.equal(path(fr?.link ?? ""), "/blocs/");
    assert.equal(path(en?.link ?? ""), "/en/blocks/");
    assert.deepEqual(fr?.translations, { fr: 340, en: 474 });
    assert.deepEqual(new Set(layoutsOf(fr)), new Set(LAYOUTS));
    assert.deepEqual(layoutsOf(en), layoutsOf(fr), "the two showcase pages hold the same blocks in the same order");
  });

  it("has at least 32 events per language over 7+ places and 6+ fields, mostly upcoming", () => {
    const now = Date.now();
    for (const lang of ["fr", "en"]) {
      const mine = byLang(events, lang);
      assert.ok(mine.length >= 32, `${lang}: ${mine.length} events`);
      const withAcf = mine.filter((e) => !Array.isArray(e.acf)).map((e) => e.acf as Record<string, unknown>);
      assert.ok(new Set(withAcf.map((a) => a.place)).size >= 7, `${lang} places`);
      assert.ok(new Set(withAcf.map((a) => a.field)).size >= 6, `${lang} fields`);
      const real = withAcf.filter((a) => a.type === "event");
      const news = withAcf.filter((a) => a.type === "news");
      assert.ok(news.length >= 5 && news.every((a) => a.start_date === "" && a.end_date === ""));
      const upcoming = real.filter((a) => Date.parse(String(a.start_date).replace(" ", "T")) > now);
      assert.ok(
        upcoming.length > real.length / 2 && upcoming.length < real.length,
        `${lang}: ${upcoming.length}/${real.length} upcoming`,
      );
      for (const a of real) assert.match(String(a.start_date), /^\d{4}-\d\d-\d\d \d\d:\d\d:00$/);
      for (const e of mine) assert.ok(Date.parse(`${String(e.date_gmt)}Z`) <= now, `${e.id} is published`);
    }
    assert.ok(byLang(events, "fr").some((e) => (e.acf as Record<string, string>).place === "En ligne"));
    assert.ok(byLang(events, "en").some((e) => (e.acf as Record<string, string>).place === "Online"));
    assert.equal(events.filter((e) => Array.isArray(e.acf)).length, 1, "exactly one event with acf: []");
  });

  it("has at least 10 societies per language with the ACF fields", () => {
    for (const lang of ["fr", "en"]) {
      const mine = byLang(societies, lang);
      assert.ok(mine.length >= 10);
      for (const society of mine) {
        const acf = society.acf as Record<string, unknown>;
        assert.deepEqual(Object.keys(acf), ["logo", "website", "field", "place", "members"]);
        assert.ok(acf.logo === false || typeof acf.logo === "object");
        assert.match(String(acf.website), /^https:\/\//);
        assert.equal(typeof acf.members, "number");
      }
    }
  });

  it("has the site options the app reads", () => {
    for (const key of [
      "site_name",
      "tagline_fr",
      "tagline_en",
      "header_menu_fr",
      "header_menu_en",
      "footer_columns_fr",
      "footer_columns_en",
      "social_links",
      "address_fr",
      "address_en",
      "contact_form_fr",
      "contact_form_en",
    ]) {
      assert.ok(key in options, key);
    }
    assert.equal((options.header_menu_en as unknown[]).length, 5);
    const footer = JSON.stringify(options.footer_columns_fr);
    assert.ok(footer.includes(`${cms.url}/mentions-legales/`) && footer.includes(`${cms.url}/contact/`));
    const networks = (options.social_links as { network: string }[]).map((s) => s.network);
    assert.deepEqual(networks, ["linkedin", "instagram", "youtube", "x", "facebook"]);
  });

  it("contains no placeholder text and no unreplaced origin", () => {
    const text = JSON.stringify([pages, events, societies, options]).toLowerCase();
    assert.ok(!text.includes("lorem"));
    assert.ok(!text.includes("{{origin}}"));
  });
});
