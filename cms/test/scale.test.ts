// CMS_SCALE: extra pages and events so collections pass 100 items and need several pages;
// publicUrl: the host every absolute URL carries.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { cmsFixture } from "./helpers.ts";
import type { Post } from "./helpers.ts";

const cms = cmsFixture({ scale: 80, publicUrl: "https://cms.example.org/" });

describe("scale", () => {
  it("adds N pages and N events per language, reachable only by walking the pages", async () => {
    for (const [type, query, minimum] of [
      ["pages", "", 200],
      ["events", "&lang=fr", 110],
      ["events", "&lang=en", 110],
    ] as const) {
      const first = await cms.json<Post[]>(`/wp-json/wp/v2/${type}?per_page=100${query}`);
      const total = Number(first.headers.get("x-wp-total"));
      const pages = Number(first.headers.get("x-wp-totalpages"));
      assert.ok(total >= minimum, `${type}${query}: ${total}`);
      assert.equal(pages, Math.ceil(total / 100));
      assert.equal(first.body.length, 100);
      const ids = new Set(first.body.map((p) => p.id));
      for (let page = 2; page <= pages; page++) {
        const next = await cms.json<Post[]>(`/wp-json/wp/v2/${type}?per_page=100&page=${page}${query}`);
        assert.equal(next.status, 200);
        for (const post of next.body) ids.add(post.id);
      }
      assert.equal(ids.size, total, `${type}${query}: every item once`);
      assert.equal((await cms.get(`/wp-json/wp/v2/${type}?per_page=100&page=${pages + 1}${query}`)).status, 400);
    }
  });

  it("puts the extra pages under /archives/ in both languages", async () => {
    const { body } = await cms.json<Post[]>("/wp-json/wp/v2/pages?slug=archive-80");
    assert.deepEqual(body.map((p) => p.link).sort(), [
      "https://cms.example.org/archives/archive-80/",
      "https://cms.example.org/en/archives/archive-80/",
    ]);
  });

  it("writes the public URL into links, content, Yoast, breadcrumbs, media and pagination", async () => {
    const { body: page, headers } = await cms.json<Post[]>("/wp-json/wp/v2/pages?include=109");
    const home = page[0] as Post;
    assert.equal(home.link, "https://cms.example.org/");
    assert.equal(home.yoast_head_json.canonical, "https://cms.example.org/");
    assert.match(home.content.rendered, /href="https:\/\/cms\.example\.org\/vivre\/"/);
    assert.match(
      JSON.stringify(home.acf),
      /https:\/\/cms\.example\.org\/wp-content\/uploads\/2026\/11\/hero-confluence\.webp/,
    );
    assert.equal(headers.get("link"), null);
    const events = await cms.get("/wp-json/wp/v2/events");
    assert.match(events.headers.get("link") ?? "", /^<https:\/\/cms\.example\.org\/wp-json\/wp\/v2\/events\?page=2>/);
    const crumbs = await cms.json<{ url: string }[]>("/wp-json/bakery/v1/breadcrumb/en/life");
    assert.deepEqual(
      crumbs.body.map((c) => c.url),
      ["https://cms.example.org/en/", "https://cms.example.org/en/life/"],
    );
    const text = await (await cms.get("/wp-json/wp/v2/pages?per_page=100")).text();
    assert.ok(!text.includes("127.0.0.1"));
  });
});
