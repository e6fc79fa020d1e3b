// The admin API: request statistics, fault injection, content and options edits, reset; and
// its absence when admin is off.

import assert from "node:assert/strict";
import { afterEach, describe, it } from "node:test";
import { startCms } from "../server.ts";
import { cf7Form, cmsFixture } from "./helpers.ts";
import type { Post } from "./helpers.ts";

const cms = cmsFixture();

afterEach(async () => {
  await cms.admin("POST", "/__cms/reset");
});

const contactFields = (formId: number): FormData =>
  cf7Form({
    _wpcf7_unit_tag: `wpcf7-f${formId}-o1`,
    "your-name": "Jo Test",
    "your-email": "jo@example.org",
    "your-message": "Hello there",
    "your-consent": "1",
  });

describe("stats", () => {
  it("counts /wp-json and uploads requests per route and method, and resets", async () => {
    await cms.admin("DELETE", "/__cms/stats");
    await cms.get("/wp-json/wp/v2/pages");
    await cms.get("/wp-json/wp/v2/pages?page=2");
    await cms.get("/wp-json/wp/v2/pages/109");
    await cms.get("/wp-json/wp/v2/pages/109", { method: "HEAD" });
    await cms.get("/wp-json/wp/v2/events?per_page=100");
    await cms.get("/wp-json/wp/v2/societies");
    await cms.get("/wp-json/acf/v3/options/options");
    await cms.get("/wp-json/bakery/v1/breadcrumb/vivre");
    await cms.get("/wp-json/contact-form-7/v1/contact-forms/501/feedback", {
      method: "POST",
      body: contactFields(501),
    });
    await (await cms.get("/wp-content/uploads/2026/11/hero-confluence.webp")).arrayBuffer();
    await cms.get("/wp-json/nope");
    await cms.get("/not-counted");
    const { body } = await cms.admin<{ since: string; total: number; routes: Record<string, number> }>(
      "GET",
      "/__cms/stats",
    );
    assert.deepEqual(body.routes, {
      "GET /wp/v2/pages": 2,
      "GET /wp/v2/pages/:id": 1,
      "HEAD /wp/v2/pages/:id": 1,
      "GET /wp/v2/events": 1,
      "GET /wp/v2/societies": 1,
      "GET /acf/v3/options/options": 1,
      "GET /bakery/v1/breadcrumb": 1,
      "POST /contact-form-7/v1/contact-forms/:id/feedback": 1,
      "GET /wp-content/uploads": 1,
      "GET (no route)": 1,
    });
    assert.equal(body.total, 11);
    assert.ok(!Number.isNaN(Date.parse(body.since)));
    const reset = await cms.admin<{ total: number }>("DELETE", "/__cms/stats");
    assert.equal(reset.body.total, 0);
  });
});

describe("faults", () => {
  it("validates fault bodies, merges partial ones and heals", async () => {
    const bad = await cms.admin<{ error: string }>("POST", "/__cms/faults", { failRate: 2 });
    assert.equal(bad.status, 400);
    assert.match(bad.body.error, /failRate/);
    assert.equal((await cms.admin("POST", "/__cms/faults", { colour: "red" })).status, 400);
    assert.equal((await cms.admin("POST", "/__cms/faults", ["x"])).status, 400);
    assert.equal((await cms.admin("POST", "/__cms/faults", { malformed: "xml" })).status, 400);
    await cms.admin("POST", "/__cms/faults", { latencyMs: 10 });
    const merged = await cms.admin<Record<string, unknown>>("POST", "/__cms/faults", { status: 500 });
    assert.deepEqual(merged.body, {
      latencyMs: 10,
      failRate: 0,
      status: 500,
      malformed: null,
      down: false,
      cf7: null,
      routes: {},
    });
    const healed = await cms.admin<Record<string, unknown>>("DELETE", "/__cms/faults");
    assert.deepEqual(healed.body, {
      latencyMs: 0,
      failRate: 0,
      status: 503,
      malformed: null,
      down: false,
      cf7: null,
      routes: {},
    });
  });

  it("gives single routes faults of their own, leaving the global ones as they are", async () => {
    for (const routes of [
      ["x"],
      { bakery: { failRate: 1 } },
      { "/bakery/": { failRate: 1 } },
      { "/bakery": { failRate: 2 } },
      { "/bakery": { routes: {} } },
    ]) {
      const refused = await cms.admin<{ error: string }>("POST", "/__cms/faults", { routes });
      assert.equal(refused.status, 400, JSON.stringify(routes));
      assert.match(refused.body.error, /routes/);
    }
    await cms.admin("POST", "/__cms/faults", {
      routes: { "/bakery/v1/breadcrumb/vivre": { failRate: 1, status: 500 } },
    });
    const merged = await cms.admin<{ routes: Record<string, { failRate: number; status: number }> }>(
      "POST",
      "/__cms/faults",
      { cf7: "spam" },
    );
    assert.deepEqual(Object.keys(merged.body.routes), ["/bakery/v1/breadcrumb/vivre"]);
    assert.equal((await cms.get("/wp-json/bakery/v1/breadcrumb/vivre")).status, 500);
    assert.equal((await cms.get("/wp-json/bakery/v1/breadcrumb/vivre/se-loger/")).status, 500);
    // Same start, another segment; other routes: the global faults (none that fail).
    assert.equal((await cms.get("/wp-json/bakery/v1/breadcrumb/vivre-ailleurs")).status, 404);
    assert.equal((await cms.get("/wp-json/bakery/v1/breadcrumb/etudier")).status, 200);
    assert.equal((await cms.get("/wp-json/wp/v2/pages/163")).status, 200);
    // The longest prefix wins; null removes a route's faults.
    await cms.admin("POST", "/__cms/faults", { routes: { "/bakery/v1/breadcrumb/vivre/se-loger": { failRate: 0 } } });
    assert.equal((await cms.get("/wp-json/bakery/v1/breadcrumb/vivre/se-loger")).status, 200);
    assert.equal((await cms.get("/wp-json/bakery/v1/breadcrumb/vivre")).status, 500);
    await cms.admin("POST", "/__cms/faults", { routes: { "/bakery/v1/breadcrumb/vivre": null } });
    assert.equal((await cms.get("/wp-json/bakery/v1/breadcrumb/vivre")).status, 200);
  });

  it("adds latency before answering", async () => {
    await cms.admin("POST", "/__cms/faults", { latencyMs: 300 });
    const started = performance.now();
    const response = await cms.get("/wp-json/wp/v2/pages/109");
    assert.equal(response.status, 200);
    await response.arrayBuffer();
    assert.ok(performance.now() - started >= 290);
  });

  it("fails with the chosen status and a WordPress error body, on /wp-json only", async () => {
    await cms.admin("POST", "/__cms/faults", { failRate: 1, status: 503 });
    const { status, body } = await cms.json("/wp-json/wp/v2/pages");
    assert.equal(status, 503);
    assert.deepEqual(body, {
      code: "http_service_unavailable",
      message: "Service temporarily unavailable.",
      data: { status: 503 },
    });
    const media = await cms.get("/wp-content/uploads/2026/11/hero-confluence-150x150.webp");
    assert.equal(media.status, 200);
    await media.arrayBuffer();
    await cms.admin("POST", "/__cms/faults", { status: 500 });
    const fatal = await cms.json<{ code: string }>("/wp-json/wp/v2/events");
    assert.equal(fatal.status, 500);
    assert.equal(fatal.body.code, "internal_server_error");
    await cms.admin("POST", "/__cms/faults", { failRate: 0 });
    assert.equal((await cms.get("/wp-json/wp/v2/pages")).status, 200);
  });

  it("answers truncated JSON or a PHP fatal error page with status 200", async () => {
    await cms.admin("POST", "/__cms/faults", { malformed: "json" });
    const json = await cms.get("/wp-json/wp/v2/pages/109");
    assert.equal(json.status, 200);
    assert.match(json.headers.get("content-type") ?? "", /application\/json/);
    const text = await json.text();
    assert.ok(text.startsWith("{"));
    assert.throws(() => JSON.parse(text), SyntaxError);
    await cms.admin("POST", "/__cms/faults", { malformed: "html" });
    const html = await cms.get("/wp-json/wp/v2/pages/109");
    assert.equal(html.status, 200);
    assert.match(html.headers.get("content-type") ?? "", /^text\/html/);
    assert.match(await html.text(), /<b>Fatal error<\/b>/);
  });

  it("drops every /wp-json connection when down, and recovers", async () => {
    await cms.admin("POST", "/__cms/faults", { down: true });
    await assert.rejects(cms.get("/wp-json/wp/v2/pages"), TypeError);
    const media = await cms.get("/wp-content/uploads/2026/11/hero-confluence-150x150.webp");
    assert.equal(media.status, 200);
    await media.arrayBuffer();
    await cms.admin("DELETE", "/__cms/faults");
    assert.equal((await cms.get("/wp-json/wp/v2/pages")).status, 200);
  });

  it("forces a Contact Form 7 outcome for valid submissions; only mail_sent is kept", async () => {
    const count = async (): Promise<number> => (await cms.admin<unknown[]>("GET", "/__cms/submissions")).body.length;
    const before = await count();
    for (const forced of ["mail_failed", "spam", "aborted"] as const) {
      await cms.admin("POST", "/__cms/faults", { cf7: forced });
      const response = await cms.get("/wp-json/contact-form-7/v1/contact-forms/502/feedback", {
        method: "POST",
        body: contactFields(502),
      });
      const body = (await response.json()) as { status: string; message: string };
      assert.equal(response.status, 200);
      assert.equal(body.status, forced);
      if (forced === "mail_failed")
        assert.equal(body.message, "There was an error trying to send your message. Please try again later.");
    }
    const invalid = await cms.get("/wp-json/contact-form-7/v1/contact-forms/501/feedback", {
      method: "POST",
      body: cf7Form({ _wpcf7_unit_tag: "wpcf7-f501-o1" }),
    });
    assert.equal(((await invalid.json()) as { status: string }).status, "validation_failed");
    assert.equal(await count(), before);
    await cms.admin("DELETE", "/__cms/faults");
    await cms.get("/wp-json/contact-form-7/v1/contact-forms/502/feedback", {
      method: "POST",
      body: contactFields(502),
    });
    assert.equal(await count(), before + 1);
  });
});

describe("content edits", () => {
  it("deep-merges a PATCH into a page, bumps modified and updates Yoast", async () => {
    const before = (await cms.json<Post>("/wp-json/wp/v2/pages/163")).body;
    const patched = await cms.admin<Post>("PATCH", "/__cms/content/pages/163", {
      title: "Vivre & étudier",
      acf: { extra: 1 },
    });
    assert.equal(patched.status, 200);
    const after = (await cms.json<Post>("/wp-json/wp/v2/pages/163")).body;
    assert.equal(after.title.rendered, "Vivre & étudier");
    assert.ok(after.modified_gmt > before.modified_gmt);
    assert.equal(after.yoast_head_json.title, "Vivre & étudier - Confluence");
    const acf = after.acf as { blocks: unknown[]; extra: number };
    assert.equal(acf.extra, 1);
    assert.deepEqual(acf.blocks, (before.acf as { blocks: unknown[] }).blocks);
  });

  it("keeps hostile content exactly as given (the site must sanitise it)", async () => {
    const hostile =
      '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    await cms.admin("PATCH", "/__cms/content/events/1001", {
      content: { rendered: hostile },
      acf: { place: "<b>Lyon</b>" },
    });
    const { body } = await cms.json<Post>("/wp-json/wp/v2/events/1001");
    assert.equal(body.content.rendered, hostile);
    assert.equal((body.acf as Record<string, unknown>).place, "<b>Lyon</b>");
    assert.equal((body.acf as Record<string, unknown>).field, "Santé");
  });

  it("relinks a page and its children after a slug change", async () => {
    await cms.admin("PATCH", "/__cms/content/pages/187", { slug: "habiter" });
    const child = (await cms.json<Post>("/wp-json/wp/v2/pages/191")).body;
    assert.equal(child.link, `${cms.url}/vivre/habiter/residences/campus-nord/`);
    assert.equal(child.yoast_head_json.canonical, child.link);
    const crumbs = await cms.json<{ url: string }[]>(
      "/wp-json/bakery/v1/breadcrumb/vivre/habiter/residences/campus-nord",
    );
    assert.equal(crumbs.status, 200);
    assert.equal((await cms.get("/wp-json/bakery/v1/breadcrumb/vivre/se-loger")).status, 404);
  });

  it("patches options, and reset restores content, options, faults and stats", async () => {
    const options = await cms.admin<{ acf: Record<string, unknown> }>("PATCH", "/__cms/options", {
      site_name: "Confluence+",
    });
    assert.equal(options.body.acf.site_name, "Confluence+");
    assert.ok(Array.isArray(options.body.acf.footer_columns_fr));
    await cms.admin("PATCH", "/__cms/content/societies/1301", { title: "Changed" });
    await cms.admin("PATCH", "/__cms/content/societies/1301", { excerpt: "Changed too" });
    await cms.admin("POST", "/__cms/faults", { latencyMs: 5 });
    // What it undid, as WordPress's plugin names each save: the options and the society, once each.
    assert.deepEqual((await cms.admin("POST", "/__cms/reset")).body, {
      reset: true,
      changed: [{ post_type: "options" }, { post_type: "societies", id: 1301 }],
      translationsRestored: false,
    });
    assert.deepEqual((await cms.admin("POST", "/__cms/reset")).body, {
      reset: true,
      changed: [],
      translationsRestored: false,
    });
    assert.equal(
      (await cms.json<{ acf: Record<string, unknown> }>("/wp-json/acf/v3/options/options")).body.acf.site_name,
      "Confluence",
    );
    assert.equal(
      (await cms.json<Post>("/wp-json/wp/v2/societies/1301")).body.title.rendered,
      "Université Rhône-Confluence",
    );
    assert.equal((await cms.admin<{ latencyMs: number }>("GET", "/__cms/faults")).body.latencyMs, 0);
  });

  it("answers as the free Polylang (no translations field) when asked, until switched back or reset", async () => {
    assert.deepEqual((await cms.admin("GET", "/__cms/polylang")).body, { translations: true });
    assert.deepEqual((await cms.admin("POST", "/__cms/polylang", { translations: false })).body, {
      translations: false,
    });
    const page = await cms.json<Record<string, unknown>>("/wp-json/wp/v2/pages/109");
    assert.equal("translations" in page.body, false);
    assert.equal(page.body.lang, "fr");
    const list = await cms.json<Array<Record<string, unknown>>>(
      "/wp-json/wp/v2/pages?lang=en&_fields=id,link,lang,translations",
    );
    assert.ok(list.body.length > 0);
    assert.ok(list.body.every((item) => !("translations" in item) && item.lang === "en"));
    const event = await cms.json<Array<Record<string, unknown>>>("/wp-json/wp/v2/events?per_page=1");
    assert.equal("translations" in (event.body[0] ?? {}), false);
    assert.equal((await cms.admin("POST", "/__cms/polylang", { translations: "no" })).status, 400);
    assert.deepEqual((await cms.admin("POST", "/__cms/reset")).body, {
      reset: true,
      changed: [],
      translationsRestored: true,
    });
    assert.deepEqual((await cms.json<Record<string, unknown>>("/wp-json/wp/v2/pages/109")).body.translations, {
      fr: 109,
      en: 412,
    });
  });

  it("refuses unknown posts, bad types and bad bodies", async () => {
    assert.equal((await cms.admin("PATCH", "/__cms/content/pages/999999", { title: "x" })).status, 404);
    assert.equal((await cms.admin("PATCH", "/__cms/content/posts/1", { title: "x" })).status, 404);
    assert.equal((await cms.admin("PATCH", "/__cms/content/pages/109", { id: 5 })).status, 400);
    assert.equal((await cms.admin("PATCH", "/__cms/content/pages/109", [1])).status, 400);
    const broken = await cms.get("/__cms/content/pages/109", { method: "PATCH", body: "{not json" });
    assert.equal(broken.status, 400);
  });
});

describe("admin off", () => {
  it("answers 404 for every admin route", async () => {
    const plain = await startCms({ port: 0, quiet: true, submissionsFile: cms.submissionsFile });
    try {
      for (const [method, path] of [
        ["GET", "/__cms/stats"],
        ["GET", "/__cms/submissions"],
        ["POST", "/__cms/faults"],
        ["POST", "/__cms/reset"],
        ["PATCH", "/__cms/options"],
      ] as const) {
        const response = await fetch(`${plain.url}${path}`, { method, body: method === "GET" ? undefined : "{}" });
        assert.equal(response.status, 404, `${method} ${path}`);
        await response.arrayBuffer();
      }
    } finally {
      await plain.close();
    }
  });
});
