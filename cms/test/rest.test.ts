// WordPress REST behaviour of /wp-json: collections, single items, errors, headers, _fields.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { cmsFixture } from "./helpers.ts";
import type { Post } from "./helpers.ts";

const cms = cmsFixture();

describe("index and routing", () => {
  it("answers the API index with name, url and namespaces", async () => {
    const { status, body } = await cms.json<Record<string, unknown>>("/wp-json/");
    assert.equal(status, 200);
    assert.equal(body.name, "Confluence");
    assert.equal(body.url, cms.url);
    assert.equal(body.home, cms.url);
    assert.ok(Array.isArray(body.namespaces));
    for (const ns of ["wp/v2", "acf/v3", "bakery/v1", "contact-form-7/v1"])
      assert.ok((body.namespaces as string[]).includes(ns), ns);
  });

  it("answers an unknown route with 404 rest_no_route", async () => {
    const { status, body } = await cms.json("/wp-json/wp/v2/nothing-here");
    assert.equal(status, 404);
    assert.deepEqual(body, {
      code: "rest_no_route",
      message: "No route was found matching the URL and request method.",
      data: { status: 404 },
    });
  });

  it("answers a wrong method on a known route with 404 rest_no_route", async () => {
    for (const method of ["POST", "DELETE", "PUT"]) {
      const response = await cms.get("/wp-json/wp/v2/pages", { method });
      assert.equal(response.status, 404, method);
      assert.equal(((await response.json()) as { code: string }).code, "rest_no_route");
    }
  });

  it("accepts a trailing slash and ?rest_route=", async () => {
    assert.equal((await cms.get("/wp-json/wp/v2/pages/109/")).status, 200);
    const { status, body } = await cms.json<Post>("/?rest_route=/wp/v2/pages/109");
    assert.equal(status, 200);
    assert.equal(body.id, 109);
  });

  it("escapes JSON like PHP (slashes and non-ASCII) without changing the values", async () => {
    const response = await cms.get("/wp-json/wp/v2/pages/308?_fields=link,title");
    const text = await response.text();
    assert.match(text, /"link":"http:\\\/\\\/127\.0\.0\.1:\d+\\\/ecosysteme\\\/"/);
    assert.match(text, /\\u00e9cosyst\\u00e8me/);
    assert.deepEqual(JSON.parse(text), {
      link: `${cms.url}/ecosysteme/`,
      title: { rendered: "L&#8217;écosystème &amp; ses acteurs" },
    });
  });

  it("sends HTML 404 pages outside /wp-json", async () => {
    const response = await cms.get("/vivre/");
    assert.equal(response.status, 404);
    assert.match(response.headers.get("content-type") ?? "", /^text\/html/);
    assert.match(await response.text(), /<title>Page non trouvée/);
  });
});

describe("collections", () => {
  it("pages 10 by default with X-WP-Total, X-WP-TotalPages and Link rel=next", async () => {
    const { status, headers, body } = await cms.json<Post[]>("/wp-json/wp/v2/pages");
    assert.equal(status, 200);
    assert.equal(headers.get("content-type"), "application/json; charset=UTF-8");
    assert.equal(body.length, 10);
    const total = Number(headers.get("x-wp-total"));
    assert.ok(total > 50);
    assert.equal(Number(headers.get("x-wp-totalpages")), Math.ceil(total / 10));
    assert.equal(headers.get("link"), `<${cms.url}/wp-json/wp/v2/pages?page=2>; rel="next"`);
  });

  it("links prev and next in the middle and only prev on the last page", async () => {
    const middle = await cms.get("/wp-json/wp/v2/events?per_page=10&page=2&lang=fr");
    assert.equal(
      middle.headers.get("link"),
      `<${cms.url}/wp-json/wp/v2/events?per_page=10&page=1&lang=fr>; rel="prev", <${cms.url}/wp-json/wp/v2/events?per_page=10&page=3&lang=fr>; rel="next"`,
    );
    const last = await cms.get("/wp-json/wp/v2/events?per_page=20&page=2&lang=en");
    assert.equal(last.headers.get("link"), `<${cms.url}/wp-json/wp/v2/events?per_page=20&page=1&lang=en>; rel="prev"`);
  });

  it("refuses per_page outside 1..100 and non-integers with rest_invalid_param", async () => {
    for (const value of ["0", "101", "-5"]) {
      const { status, body } = await cms.json(`/wp-json/wp/v2/pages?per_page=${value}`);
      assert.equal(status, 400, value);
      assert.deepEqual(body, {
        code: "rest_invalid_param",
        message: "Invalid parameter(s): per_page",
        data: {
          status: 400,
          params: { per_page: "per_page must be between 1 (inclusive) and 100 (inclusive)" },
          details: {
            per_page: {
              code: "rest_out_of_bounds",
              message: "per_page must be between 1 (inclusive) and 100 (inclusive)",
              data: null,
            },
          },
        },
      });
    }
    const { status, body } = await cms.json<{
      code: string;
      data: { params: Record<string, string>; details: Record<string, unknown> };
    }>("/wp-json/wp/v2/events?per_page=ten");
    assert.equal(status, 400);
    assert.equal(body.code, "rest_invalid_param");
    assert.equal(body.data.params.per_page, "per_page is not of type integer.");
    assert.deepEqual(body.data.details.per_page, {
      code: "rest_invalid_type",
      message: "per_page is not of type integer.",
      data: null,
    });
    const lang = await cms.json<{ data: { details: Record<string, { code: string }> } }>(
      "/wp-json/wp/v2/pages?lang=de&orderby=colour",
    );
    assert.deepEqual(Object.keys(lang.body.data.details).sort(), ["lang", "orderby"]);
    assert.equal(lang.body.data.details.lang?.code, "rest_not_in_enum");
    assert.equal((await cms.get("/wp-json/wp/v2/events?per_page=100")).status, 200);
    assert.equal((await cms.get("/wp-json/wp/v2/events?per_page=1")).status, 200);
  });

  it("refuses a page past the last one, but answers [] for page 1 of nothing", async () => {
    const past = await cms.json("/wp-json/wp/v2/pages?per_page=100&page=2");
    assert.equal(past.status, 400);
    assert.deepEqual(past.body, {
      code: "rest_post_invalid_page_number",
      message: "The page number requested is larger than the number of pages available.",
      data: { status: 400 },
    });
    const empty = await cms.json("/wp-json/wp/v2/pages?slug=no-such-page");
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body, []);
    assert.equal(empty.headers.get("x-wp-total"), "0");
    assert.equal(empty.headers.get("x-wp-totalpages"), "0");
    const zero = await cms.json<{ data: { params: Record<string, string> } }>("/wp-json/wp/v2/pages?page=0");
    assert.equal(zero.status, 400);
    assert.equal(zero.body.data.params.page, "page must be greater than or equal to 1");
  });

  it("filters by slug (comma list), include and parent", async () => {
    const bySlug = await cms.json<Post[]>("/wp-json/wp/v2/pages?slug=vivre,etudier");
    assert.deepEqual(bySlug.body.map((p) => p.id).sort(), [163, 169]);
    const shared = await cms.json<Post[]>("/wp-json/wp/v2/pages?slug=contact");
    assert.deepEqual(shared.body.map((p) => p.lang).sort(), ["en", "fr"]);
    const byInclude = await cms.json<Post[]>("/wp-json/wp/v2/pages?include=175,109,173&orderby=include");
    assert.deepEqual(
      byInclude.body.map((p) => p.id),
      [175, 109, 173],
    );
    const byArray = await cms.json<Post[]>("/wp-json/wp/v2/pages?include[]=308&include[]=418");
    assert.deepEqual(byArray.body.map((p) => p.id).sort(), [308, 418]);
    const children = await cms.json<Post[]>("/wp-json/wp/v2/pages?parent=163&per_page=100");
    assert.ok(children.body.length >= 3);
    assert.ok(children.body.every((p) => p.parent === 163));
    const ignored = await cms.get("/wp-json/wp/v2/pages?slug=&include=");
    assert.equal(ignored.headers.get("x-wp-total"), (await cms.get("/wp-json/wp/v2/pages")).headers.get("x-wp-total"));
    const bad = await cms.json<{ code: string }>("/wp-json/wp/v2/pages?include=abc");
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, "rest_invalid_param");
  });

  it("filters by Polylang lang, and returns every language without it", async () => {
    const all = await cms.get("/wp-json/wp/v2/events?per_page=1");
    const fr = await cms.json<Post[]>("/wp-json/wp/v2/events?lang=fr&per_page=100");
    const en = await cms.json<Post[]>("/wp-json/wp/v2/events?lang=en&per_page=100");
    assert.ok(fr.body.every((e) => e.lang === "fr"));
    assert.ok(en.body.every((e) => e.lang === "en"));
    assert.equal(Number(all.headers.get("x-wp-total")), fr.body.length + en.body.length);
    const bad = await cms.json<{ code: string; data: { params: Record<string, string> } }>(
      "/wp-json/wp/v2/events?lang=de",
    );
    assert.equal(bad.status, 400);
    assert.equal(bad.body.data.params.lang, "lang is not one of fr and en.");
  });

  it("orders by date desc by default, and by title/slug/menu_order/id on request", async () => {
    const byDate = await cms.json<Post[]>("/wp-json/wp/v2/events?lang=en&per_page=100&_fields=date_gmt");
    const dates = byDate.body.map((e) => String(e.date_gmt));
    assert.deepEqual(dates, [...dates].sort().reverse());
    const bySlug = await cms.json<Post[]>("/wp-json/wp/v2/societies?lang=en&orderby=slug&order=asc&per_page=100");
    const slugs = bySlug.body.map((s) => s.slug);
    assert.deepEqual(slugs, [...slugs].sort());
    const byMenu = await cms.json<Post[]>(
      "/wp-json/wp/v2/pages?parent=0&lang=fr&orderby=menu_order&order=asc&per_page=100",
    );
    assert.deepEqual(
      byMenu.body.slice(0, 6).map((p) => p.id),
      [109, 163, 169, 308, 173, 175],
    );
    const byId = await cms.json<Post[]>("/wp-json/wp/v2/pages?orderby=id&order=asc&per_page=5");
    assert.deepEqual(
      byId.body.map((p) => p.id),
      [...byId.body.map((p) => p.id)].sort((a, b) => a - b),
    );
    const badOrder = await cms.json<{ data: { params: Record<string, string> } }>("/wp-json/wp/v2/pages?order=up");
    assert.equal(badOrder.status, 400);
    assert.equal(badOrder.body.data.params.order, "order is not one of asc and desc.");
    const badOrderby = await cms.json<{ code: string }>("/wp-json/wp/v2/events?orderby=menu_order");
    assert.equal(badOrderby.status, 400);
    const missing = await cms.json<{ code: string }>("/wp-json/wp/v2/pages?orderby=include");
    assert.equal(missing.body.code, "rest_orderby_include_missing_include");
  });

  it("keeps only _fields, with dotted paths for nested fields", async () => {
    const { body } = await cms.json<unknown[]>("/wp-json/wp/v2/events?_fields=acf.place,link&lang=fr&per_page=100");
    const withAcf = body.find((e) => Array.isArray((e as Post).acf) === false) as Record<string, unknown>;
    assert.deepEqual(Object.keys(withAcf).sort(), ["acf", "link"]);
    assert.deepEqual(Object.keys(withAcf.acf as object), ["place"]);
    const single = await cms.json("/wp-json/wp/v2/events/1001?_fields=acf.place,link");
    assert.deepEqual(single.body, { acf: { place: "Lyon" }, link: `${cms.url}/events/conference-medecine-de-demain/` });
    const noLinks = await cms.json<Record<string, unknown>>("/wp-json/wp/v2/pages/109?_fields=id,title");
    assert.deepEqual(Object.keys(noLinks.body), ["id", "title"]);
  });

  it("ignores a plain fields= parameter (full objects come back)", async () => {
    const { body } = await cms.json<Post[]>("/wp-json/wp/v2/events?per_page=100&fields=acf.place&lang=en");
    assert.ok(body.length >= 32);
    for (const key of ["id", "title", "content", "acf", "link", "yoast_head_json", "_links", "translations"])
      assert.ok(key in (body[0] as Post), key);
  });

  it("answers HEAD with the GET headers and no body", async () => {
    const get = await cms.get("/wp-json/wp/v2/pages?per_page=5");
    const getBody = await get.arrayBuffer();
    const head = await cms.get("/wp-json/wp/v2/pages?per_page=5", { method: "HEAD" });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get("x-wp-total"), get.headers.get("x-wp-total"));
    assert.equal(head.headers.get("link"), get.headers.get("link"));
    assert.equal(head.headers.get("content-length"), String(getBody.byteLength));
    assert.equal((await head.arrayBuffer()).byteLength, 0);
    const index = await cms.get("/wp-json/", { method: "HEAD" });
    assert.equal(index.status, 200);
  });

  it("searches titles and content", async () => {
    const { body } = await cms.json<Post[]>("/wp-json/wp/v2/events?search=hackathon&_fields=id");
    assert.deepEqual(body.map((e) => e.id).sort(), [1004, 2004]);
  });
});

describe("single items", () => {
  it("answers 404 rest_post_invalid_id for an unknown id or an id of another type", async () => {
    for (const p of ["/wp-json/wp/v2/pages/999999", "/wp-json/wp/v2/events/109", "/wp-json/wp/v2/societies/1001"]) {
      const { status, body } = await cms.json(p);
      assert.equal(status, 404, p);
      assert.deepEqual(body, { code: "rest_post_invalid_id", message: "Invalid post ID.", data: { status: 404 } });
    }
  });

  it("serves a page with every WordPress, Polylang, ACF and Yoast field", async () => {
    const { body: page } = await cms.json<Post>("/wp-json/wp/v2/pages/308");
    assert.deepEqual(Object.keys(page), [
      "id",
      "date",
      "date_gmt",
      "guid",
      "modified",
      "modified_gmt",
      "slug",
      "status",
      "type",
      "link",
      "title",
      "content",
      "excerpt",
      "author",
      "featured_media",
      "parent",
      "menu_order",
      "template",
      "meta",
      "acf",
      "lang",
      "translations",
      "yoast_head_json",
      "_links",
    ]);
    assert.equal(page.title.rendered, "L&#8217;écosystème &amp; ses acteurs");
    assert.equal(page.link, `${cms.url}/ecosysteme/`);
    assert.equal(page.status, "publish");
    assert.equal(page.type, "page");
    assert.equal(page.lang, "fr");
    assert.deepEqual(page.translations, { fr: 308, en: 418 });
    assert.match(String(page.date), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const yoast = page.yoast_head_json;
    assert.equal(yoast.title, "L&#8217;écosystème &amp; ses acteurs - Confluence");
    assert.equal(yoast.canonical, `${cms.url}/ecosysteme/`);
    assert.equal(yoast.og_locale, "fr_FR");
    assert.equal(yoast.twitter_card, "summary_large_image");
    assert.deepEqual(yoast.robots, {
      index: "index",
      follow: "follow",
      "max-snippet": "max-snippet:-1",
      "max-image-preview": "max-image-preview:large",
      "max-video-preview": "max-video-preview:-1",
    });
    const schema = yoast.schema as { "@context": string; "@graph": { "@type": unknown }[] };
    assert.equal(schema["@context"], "https://schema.org");
    assert.ok(schema["@graph"].some((node) => node["@type"] === "BreadcrumbList"));
    const blocks = (page.acf as { blocks: { acf_fc_layout: string }[] }).blocks;
    assert.ok(blocks.length >= 2 && blocks.length <= 6);
  });

  it("serves the contact and legal pages with acf [] and content only", async () => {
    for (const id of [330, 332, 470, 472]) {
      const { body } = await cms.json<Post>(`/wp-json/wp/v2/pages/${id}`);
      assert.deepEqual(body.acf, [], String(id));
      assert.ok(body.content.rendered.length > 100);
    }
    const { body: contact } = await cms.json<Post>("/wp-json/wp/v2/pages/332");
    assert.equal(contact.link, `${cms.url}/contact/`);
  });

  it("serves the site options under acf", async () => {
    const { status, body } = await cms.json<{ acf: Record<string, unknown> }>("/wp-json/acf/v3/options/options");
    assert.equal(status, 200);
    assert.equal(body.acf.site_name, "Confluence");
    assert.equal(body.acf.contact_form_fr, 501);
    assert.equal(body.acf.contact_form_en, 502);
    const menu = body.acf.header_menu_fr as { link: { title: string; url: string; target: string } }[];
    assert.deepEqual(
      menu.map((m) => m.link.url),
      ["/vivre/", "/etudier/", "/ecosysteme/", "/investir/", "/agenda/"].map((p) => `${cms.url}${p}`),
    );
  });

  it("refuses context=edit without authentication", async () => {
    const { status, body } = await cms.json<{ code: string }>("/wp-json/wp/v2/pages?context=edit");
    assert.equal(status, 401);
    assert.equal(body.code, "rest_forbidden_context");
  });

  it("sends Allow on every answer of a known route, errors included, and none for an unknown route", async () => {
    assert.equal((await cms.get("/wp-json/wp/v2/pages")).headers.get("allow"), "GET");
    assert.equal((await cms.get("/wp-json/wp/v2/pages/109")).headers.get("allow"), "GET");
    const missing = await cms.get("/wp-json/wp/v2/pages/999999");
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get("allow"), "GET");
    const invalid = await cms.get("/wp-json/wp/v2/pages?per_page=0");
    assert.equal(invalid.status, 400);
    assert.equal(invalid.headers.get("allow"), "GET");
    const wrongMethod = await cms.get("/wp-json/wp/v2/pages", { method: "DELETE" });
    assert.equal(wrongMethod.headers.get("allow"), "GET");
    const feedback = await cms.get("/wp-json/contact-form-7/v1/contact-forms/501/feedback", {
      method: "POST",
      body: "x",
    });
    assert.equal(feedback.status, 415);
    assert.equal(feedback.headers.get("allow"), "POST");
    assert.equal((await cms.get("/wp-json/wp/v2/nothing-here")).headers.get("allow"), null);
  });

  it("varies on Origin for a GET even without one, as WordPress does for visitors", async () => {
    assert.equal((await cms.get("/wp-json/wp/v2/pages/109")).headers.get("vary"), "Origin");
    assert.equal((await cms.get("/wp-json/wp/v2/pages/999999")).headers.get("vary"), "Origin");
  });

  it("links a single item to its page with Link rel=alternate, and not a collection", async () => {
    const page = await cms.get("/wp-json/wp/v2/pages/163");
    assert.equal(page.headers.get("link"), `<${cms.url}/vivre/>; rel="alternate"; type=text/html`);
    const event = await cms.get("/wp-json/wp/v2/events/2001");
    assert.equal(
      event.headers.get("link"),
      `<${cms.url}/en/events/talk-tomorrows-medicine/>; rel="alternate"; type=text/html`,
    );
    assert.equal((await cms.get("/wp-json/wp/v2/pages?per_page=100&lang=en")).headers.get("link"), null);
    assert.equal((await cms.get("/wp-json/wp/v2/pages/999999")).headers.get("link"), null);
  });

  it("answers ACF to REST API's option sub-routes: one field, an unknown field, another options page", async () => {
    assert.deepEqual((await cms.json("/wp-json/acf/v3/options/options/site_name")).body, { site_name: "Confluence" });
    assert.deepEqual((await cms.json("/wp-json/acf/v3/options/options/contact_form_fr")).body, {
      contact_form_fr: 501,
    });
    assert.deepEqual((await cms.json("/wp-json/acf/v3/options/options/no_such_field")).body, { no_such_field: null });
    assert.deepEqual((await cms.json("/wp-json/acf/v3/options/another-page")).body, { acf: [] });
    assert.equal(
      (await cms.json<{ acf: Record<string, unknown> }>("/wp-json/acf/v3/options/option")).body.acf.site_name,
      "Confluence",
    );
  });

  it("sends CORS headers to browsers", async () => {
    const response = await cms.get("/wp-json/wp/v2/pages/109", { headers: { origin: "http://localhost:3000" } });
    assert.equal(response.headers.get("access-control-allow-origin"), "http://localhost:3000");
    assert.match(response.headers.get("access-control-expose-headers") ?? "", /X-WP-Total/);
  });
});
