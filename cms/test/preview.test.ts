// Unpublished content for editor preview: drafts and pending posts hidden from anonymous requests,
// readable with the preview user's application password (HTTP Basic), revisions and autosaves.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { DEMO_PREVIEW_CREDENTIALS } from "../lib/auth.ts";
import { startCms } from "../server.ts";
import { cmsFixture } from "./helpers.ts";
import type { Post } from "./helpers.ts";

const cms = cmsFixture(); // admin on: the demo preview user exists
const closed = cmsFixture({ admin: false }); // no preview user: application passwords not in use
const custom = cmsFixture({ admin: false, preview: { user: "reviewer", password: "abcd EFGH ijkl MNOP qrst 1234" } });

const basic = (user: string, password: string): Record<string, string> => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
});
const EDITOR = basic(DEMO_PREVIEW_CREDENTIALS.user, DEMO_PREVIEW_CREDENTIALS.password);

interface WpErrorBody {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string>; details?: Record<string, unknown> };
}

async function get<T>(
  base: { url: string },
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: T }> {
  const response = await fetch(`${base.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

async function everything(path: string, headers: Record<string, string> = {}): Promise<Post[]> {
  const out: Post[] = [];
  for (let page = 1; ; page++) {
    const answer = await get<Post[]>(cms, `${path}${path.includes("?") ? "&" : "?"}per_page=100&page=${page}`, headers);
    out.push(...answer.body);
    if (page >= Number(answer.headers.get("x-wp-totalpages"))) return out;
  }
}

const DRAFT_PAGE = 2401;
const PENDING_EVENT = { fr: 2410, en: 2411 };
const CHANGED_PAGE = 464;

describe("unpublished content, anonymously", () => {
  it("lists only published posts, as before", async () => {
    const pages = await everything("/wp-json/wp/v2/pages");
    const events = await everything("/wp-json/wp/v2/events");
    assert.ok(pages.every((p) => p.status === "publish") && events.every((p) => p.status === "publish"));
    assert.equal(pages.filter((p) => p.lang === "fr").length, 30);
    assert.equal(pages.filter((p) => p.lang === "en").length, 29);
    assert.equal(events.filter((p) => p.lang === "fr").length, 37);
    assert.equal(events.filter((p) => p.lang === "en").length, 36);
    const ids = new Set([...pages, ...events].map((p) => p.id));
    for (const id of [DRAFT_PAGE, PENDING_EVENT.fr, PENDING_EVENT.en]) assert.ok(!ids.has(id), `${id} is not listed`);
    // the published page with an autosave shows what is published
    assert.equal(pages.find((p) => p.id === CHANGED_PAGE)?.title.rendered, "Why the region?");
  });

  it("finds no unpublished post by include, slug or search", async () => {
    assert.deepEqual((await get(cms, `/wp-json/wp/v2/pages?include=${DRAFT_PAGE}`)).body, []);
    assert.deepEqual((await get(cms, "/wp-json/wp/v2/pages?slug=territoires-d-innovation")).body, []);
    assert.deepEqual((await get(cms, "/wp-json/wp/v2/events?search=carbone")).body, []);
    assert.deepEqual(
      (await get(cms, `/wp-json/wp/v2/events?include=${PENDING_EVENT.fr},${PENDING_EVENT.en}`)).body,
      [],
    );
  });

  it("refuses a single draft or pending post with WordPress's 401 rest_forbidden", async () => {
    for (const path of [
      `/wp-json/wp/v2/pages/${DRAFT_PAGE}`,
      `/wp-json/wp/v2/events/${PENDING_EVENT.fr}`,
      `/wp-json/wp/v2/events/${PENDING_EVENT.en}`,
    ]) {
      const { status, headers, body } = await get<WpErrorBody>(cms, path);
      assert.equal(status, 401, path);
      assert.deepEqual(body, {
        code: "rest_forbidden",
        message: "Sorry, you are not allowed to do that.",
        data: { status: 401 },
      });
      assert.equal(headers.get("link"), null, "no permalink leaks");
    }
    // a draft page is not an event, and an unknown id stays 404
    assert.equal(
      (await get<WpErrorBody>(cms, `/wp-json/wp/v2/events/${DRAFT_PAGE}`)).body.code,
      "rest_post_invalid_id",
    );
  });

  it("answers ?status=draft with rest_invalid_param, Status is forbidden (401 in the details)", async () => {
    for (const query of ["status=draft", "status=publish,pending", "status[]=draft", "status=any"]) {
      const { status, body } = await get<WpErrorBody>(cms, `/wp-json/wp/v2/pages?${query}`);
      assert.equal(status, 400, query);
      assert.deepEqual(body, {
        code: "rest_invalid_param",
        message: "Invalid parameter(s): status",
        data: {
          status: 400,
          params: { status: "Status is forbidden." },
          details: {
            status: { code: "rest_forbidden_status", message: "Status is forbidden.", data: { status: 401 } },
          },
        },
      });
    }
    assert.equal((await get(cms, "/wp-json/wp/v2/pages?status=publish")).status, 200);
    // parameters are validated before the status is sanitized, as WordPress does
    assert.deepEqual(
      Object.keys((await get<WpErrorBody>(cms, "/wp-json/wp/v2/pages?status=draft&per_page=0")).body.data.params ?? {}),
      ["per_page"],
    );
  });

  it("keeps revisions and autosaves from anonymous requests (401 rest_cannot_read)", async () => {
    const cases: [string, string][] = [
      [`/wp-json/wp/v2/pages/${CHANGED_PAGE}/revisions`, "Sorry, you are not allowed to view revisions of this post."],
      [
        `/wp-json/wp/v2/pages/${CHANGED_PAGE}/revisions/2421`,
        "Sorry, you are not allowed to view revisions of this post.",
      ],
      [`/wp-json/wp/v2/pages/${CHANGED_PAGE}/autosaves`, "Sorry, you are not allowed to view autosaves of this post."],
      [
        `/wp-json/wp/v2/pages/${CHANGED_PAGE}/autosaves/2422`,
        "Sorry, you are not allowed to view revisions of this post.",
      ],
      [
        `/wp-json/wp/v2/events/${PENDING_EVENT.fr}/revisions`,
        "Sorry, you are not allowed to view revisions of this post.",
      ],
    ];
    for (const [path, message] of cases) {
      const { status, body } = await get<WpErrorBody>(cms, path);
      assert.equal(status, 401, path);
      assert.deepEqual(body, { code: "rest_cannot_read", message, data: { status: 401 } }, path);
    }
  });

  it("answers 404 rest_post_invalid_parent for an unknown parent or one of another type, whoever asks", async () => {
    for (const headers of [{}, EDITOR]) {
      for (const path of [
        "/wp-json/wp/v2/pages/999999/revisions",
        `/wp-json/wp/v2/pages/${PENDING_EVENT.fr}/revisions`,
        "/wp-json/wp/v2/events/109/autosaves",
      ]) {
        const { status, body } = await get<WpErrorBody>(cms, path, headers);
        assert.equal(status, 404, path);
        assert.deepEqual(body, {
          code: "rest_post_invalid_parent",
          message: "Invalid post parent ID.",
          data: { status: 404 },
        });
      }
    }
  });
});

describe("the preview user (application password over HTTP Basic)", () => {
  it("reads the draft page with its blocks, its plain link and no-cache headers", async () => {
    const { status, headers, body } = await get<Post>(cms, `/wp-json/wp/v2/pages/${DRAFT_PAGE}`, EDITOR);
    assert.equal(status, 200);
    assert.equal(body.status, "draft");
    assert.equal(body.lang, "fr");
    assert.equal(body.parent, 173);
    assert.equal(body.slug, "territoires-d-innovation");
    assert.equal(body.link, `${cms.url}/?page_id=${DRAFT_PAGE}`);
    assert.equal(body.title.rendered, "Territoires d&#8217;innovation 2027");
    assert.deepEqual(
      (body.acf as { blocks: { acf_fc_layout: string }[] }).blocks.map((b) => b.acf_fc_layout),
      ["paragraph", "key_numbers", "text_image"],
    );
    assert.deepEqual(body.translations, { fr: DRAFT_PAGE });
    assert.equal(headers.get("link"), `<${cms.url}/?page_id=${DRAFT_PAGE}>; rel="alternate"; type=text/html`);
    assert.equal(headers.get("cache-control"), "no-cache, must-revalidate, max-age=0, no-store, private");
    assert.equal(headers.get("vary"), null);
  });

  it("reads the pending event in both languages, linked by Polylang, without a slug yet", async () => {
    const { body } = await get<Post[]>(cms, "/wp-json/wp/v2/events?status=pending", EDITOR);
    assert.deepEqual(body.map((e) => e.id).sort(), [PENDING_EVENT.fr, PENDING_EVENT.en]);
    for (const event of body) {
      assert.equal(event.status, "pending");
      assert.equal(event.slug, "");
      assert.deepEqual(event.translations, PENDING_EVENT);
      assert.equal((event.acf as { type: string }).type, "event");
    }
    const en = body.find((e) => e.lang === "en");
    assert.equal(en?.link, `${cms.url}/en/?post_type=events&p=${PENDING_EVENT.en}`);
    assert.equal(
      (await get<Post>(cms, `/wp-json/wp/v2/events/${PENDING_EVENT.fr}`, EDITOR)).body.title.rendered,
      "Atelier : mesurer l&#8217;empreinte carbone d&#8217;un laboratoire",
    );
  });

  it("lists published posts by default, and the statuses asked for with ?status=", async () => {
    const anonymous = await get<Post[]>(cms, "/wp-json/wp/v2/pages?per_page=1");
    const byDefault = await get<Post[]>(cms, "/wp-json/wp/v2/pages?per_page=1", EDITOR);
    assert.equal(byDefault.headers.get("x-wp-total"), anonymous.headers.get("x-wp-total"));
    const any = await get<Post[]>(cms, "/wp-json/wp/v2/pages?per_page=1&status=any", EDITOR);
    assert.equal(Number(any.headers.get("x-wp-total")), Number(anonymous.headers.get("x-wp-total")) + 1);
    const mixed = await get<Post[]>(
      cms,
      `/wp-json/wp/v2/pages?status=draft,publish&include=${DRAFT_PAGE},109&orderby=include`,
      EDITOR,
    );
    assert.deepEqual(
      mixed.body.map((p) => [p.id, p.status]),
      [
        [DRAFT_PAGE, "draft"],
        [109, "publish"],
      ],
    );
    const bogus = await get<WpErrorBody>(cms, "/wp-json/wp/v2/pages?status=draft,bogus", EDITOR);
    assert.equal(bogus.status, 400);
    assert.match(
      bogus.body.data.params?.status ?? "",
      /^status\[1\] is not one of publish, future, draft, pending, private, trash, .*, and any\.$/,
    );
  });

  it("may ask for context=edit", async () => {
    assert.equal((await get(cms, "/wp-json/wp/v2/pages?context=edit&status=draft", EDITOR)).status, 200);
    assert.equal((await get(cms, `/wp-json/wp/v2/pages/${DRAFT_PAGE}?context=edit`, EDITOR)).status, 200);
    assert.equal(
      (await get<WpErrorBody>(cms, `/wp-json/wp/v2/pages/${DRAFT_PAGE}?context=edit`)).body.code,
      "rest_forbidden_context",
    );
  });

  it("accepts the password with or without its spaces and the login in any case", async () => {
    const compact = DEMO_PREVIEW_CREDENTIALS.password.replaceAll(" ", "");
    for (const headers of [
      basic(DEMO_PREVIEW_CREDENTIALS.user, compact),
      basic(DEMO_PREVIEW_CREDENTIALS.user.toUpperCase(), DEMO_PREVIEW_CREDENTIALS.password),
    ]) {
      assert.equal((await get(cms, `/wp-json/wp/v2/pages/${DRAFT_PAGE}`, headers)).status, 200);
    }
  });

  it("fails every request with wrong credentials, as WordPress does, public routes included", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [
        basic(DEMO_PREVIEW_CREDENTIALS.user, "abcd abcd abcd abcd abcd abcd"),
        "incorrect_password",
        "The provided password is an invalid application password.",
      ],
      [
        basic("someone", DEMO_PREVIEW_CREDENTIALS.password),
        "invalid_username",
        "<strong>Error:</strong> Unknown username. Check again or try your email address.",
      ],
      [
        basic("someone@example.org", DEMO_PREVIEW_CREDENTIALS.password),
        "invalid_email",
        "<strong>Error:</strong> Unknown email address. Check again or try your username.",
      ],
    ];
    for (const [headers, code, message] of cases) {
      for (const path of [
        "/wp-json/wp/v2/pages/109",
        "/wp-json/acf/v3/options/options",
        "/wp-json/wp/v2/nothing-here",
      ]) {
        const { status, body } = await get<WpErrorBody>(cms, path, headers);
        assert.equal(status, 401, `${code} ${path}`);
        assert.deepEqual(body, { code, message, data: { status: 401 } });
      }
    }
  });

  it("treats another Authorization scheme as an anonymous request", async () => {
    const bearer = { authorization: `Bearer ${DEMO_PREVIEW_CREDENTIALS.password}` };
    assert.equal((await get(cms, "/wp-json/wp/v2/pages/109", bearer)).status, 200);
    assert.equal((await get(cms, `/wp-json/wp/v2/pages/${DRAFT_PAGE}`, bearer)).status, 401);
  });

  it("announces application passwords in the API index and lists the new routes", async () => {
    const { body } = await get<{ authentication: unknown; routes: Record<string, unknown> }>(cms, "/wp-json/");
    assert.deepEqual(body.authentication, {
      "application-passwords": { endpoints: { authorization: `${cms.url}/wp-admin/authorize-application.php` } },
    });
    for (const route of [
      "/wp/v2/pages/(?P<parent>[\\d]+)/revisions",
      "/wp/v2/pages/(?P<parent>[\\d]+)/revisions/(?P<id>[\\d]+)",
      "/wp/v2/events/(?P<id>[\\d]+)/autosaves",
      "/wp/v2/events/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)",
    ]) {
      assert.ok(route in body.routes, route);
    }
  });
});

interface Revision {
  id: number;
  parent: number;
  slug: string;
  date: string;
  title: { rendered: string };
  content: { rendered: string };
  acf: { blocks: { acf_fc_layout: string; text?: string }[] };
  _links: { parent: { href: string }[] };
}

describe("revisions and autosaves", () => {
  it("lists a page's revisions and its autosave, newest first, in WordPress's shape", async () => {
    const { status, headers, body } = await get<Revision[]>(
      cms,
      `/wp-json/wp/v2/pages/${CHANGED_PAGE}/revisions`,
      EDITOR,
    );
    assert.equal(status, 200);
    assert.equal(headers.get("x-wp-total"), "3");
    assert.equal(headers.get("x-wp-totalpages"), "1");
    assert.deepEqual(
      body.map((r) => [r.id, r.slug]),
      [
        [2422, "464-autosave-v1"],
        [2421, "464-revision-v1"],
        [2420, "464-revision-v1"],
      ],
    );
    assert.deepEqual(Object.keys(body[0] ?? {}), [
      "author",
      "date",
      "date_gmt",
      "id",
      "modified",
      "modified_gmt",
      "parent",
      "slug",
      "guid",
      "title",
      "content",
      "excerpt",
      "meta",
      "acf",
      "_links",
    ]);
    assert.deepEqual(body[0]?._links.parent, [{ href: `${cms.url}/wp-json/wp/v2/pages/${CHANGED_PAGE}` }]);
    // the latest revision is what is published
    const page = (await get<Post>(cms, `/wp-json/wp/v2/pages/${CHANGED_PAGE}`)).body;
    const latest = body[1];
    assert.equal(latest?.title.rendered, page.title.rendered);
    assert.equal(latest?.content.rendered, page.content.rendered);
    assert.deepEqual(latest?.acf, page.acf);
    assert.equal(latest?.date, page.modified);
  });

  it("pages revisions with per_page, page and Link, and refuses a page past the last", async () => {
    const second = await get<Revision[]>(
      cms,
      `/wp-json/wp/v2/pages/${CHANGED_PAGE}/revisions?per_page=1&page=2`,
      EDITOR,
    );
    assert.deepEqual(
      second.body.map((r) => r.id),
      [2421],
    );
    assert.equal(second.headers.get("x-wp-totalpages"), "3");
    const base = `${cms.url}/wp-json/wp/v2/pages/${CHANGED_PAGE}/revisions`;
    assert.equal(
      second.headers.get("link"),
      `<${base}?per_page=1&page=1>; rel="prev", <${base}?per_page=1&page=3>; rel="next"`,
    );
    const past = await get<WpErrorBody>(
      cms,
      `/wp-json/wp/v2/pages/${CHANGED_PAGE}/revisions?per_page=1&page=4`,
      EDITOR,
    );
    assert.equal(past.status, 400);
    assert.equal(past.body.code, "rest_revision_invalid_page_number");
    assert.deepEqual(
      (await get<Revision[]>(cms, `/wp-json/wp/v2/pages/${CHANGED_PAGE}/revisions?order=asc&_fields=id`, EDITOR)).body,
      [{ id: 2420 }, { id: 2421 }, { id: 2422 }],
    );
    assert.equal((await get(cms, `/wp-json/wp/v2/pages/${CHANGED_PAGE}/revisions?per_page=101`, EDITOR)).status, 400);
  });

  it("answers one revision, and refuses one of another post or an unknown id", async () => {
    const one = await get<Revision>(cms, `/wp-json/wp/v2/pages/${CHANGED_PAGE}/revisions/2420`, EDITOR);
    assert.equal(one.status, 200);
    assert.match(one.body.acf.blocks[0]?.text ?? "", /28,000 graduates/);
    const mismatch = await get<WpErrorBody>(cms, `/wp-json/wp/v2/pages/${CHANGED_PAGE}/revisions/2402`, EDITOR);
    assert.equal(mismatch.status, 404);
    assert.deepEqual(mismatch.body, {
      code: "rest_revision_parent_id_mismatch",
      message: `The revision does not belong to the specified parent with id of "${CHANGED_PAGE}"`,
      data: { status: 404 },
    });
    assert.equal(
      (await get<WpErrorBody>(cms, `/wp-json/wp/v2/pages/${CHANGED_PAGE}/revisions/109`, EDITOR)).body.code,
      "rest_post_invalid_id",
    );
  });

  it("gives the draft page and the pending event one revision each, identical to the post", async () => {
    const draft = await get<Revision[]>(cms, `/wp-json/wp/v2/pages/${DRAFT_PAGE}/revisions`, EDITOR);
    assert.deepEqual(
      draft.body.map((r) => r.id),
      [2402],
    );
    const post = (await get<Post>(cms, `/wp-json/wp/v2/pages/${DRAFT_PAGE}`, EDITOR)).body;
    assert.equal(draft.body[0]?.title.rendered, post.title.rendered);
    assert.deepEqual(draft.body[0]?.acf, post.acf);
    assert.deepEqual(
      (await get<Revision[]>(cms, `/wp-json/wp/v2/events/${PENDING_EVENT.en}/revisions`, EDITOR)).body.map((r) => r.id),
      [2413],
    );
    assert.deepEqual((await get(cms, `/wp-json/wp/v2/events/${PENDING_EVENT.en}/autosaves`, EDITOR)).body, []);
  });

  it("serves the changed page's autosave: another title and first block, the other blocks as published", async () => {
    const { status, body } = await get<Revision[]>(cms, `/wp-json/wp/v2/pages/${CHANGED_PAGE}/autosaves`, EDITOR);
    assert.equal(status, 200);
    assert.equal(body.length, 1);
    const autosave = body[0];
    const page = (await get<Post>(cms, `/wp-json/wp/v2/pages/${CHANGED_PAGE}`)).body;
    const published = (page.acf as Revision["acf"]).blocks;
    assert.equal(autosave?.title.rendered, "Why choose the region?");
    assert.equal(autosave?.parent, CHANGED_PAGE);
    assert.match(autosave?.acf.blocks[0]?.text ?? "", /32,000 graduates/);
    assert.notDeepEqual(autosave?.acf.blocks[0], published[0]);
    assert.deepEqual(autosave?.acf.blocks.slice(1), published.slice(1));
    assert.match(autosave?.content.rendered ?? "", /32,000 graduates/);
    assert.ok((autosave?.date ?? "") > page.modified, "the autosave is newer than the published page");
    // the single route answers the latest autosave, whatever the id says (as WordPress does)
    assert.equal(
      (await get<Revision>(cms, `/wp-json/wp/v2/pages/${CHANGED_PAGE}/autosaves/1`, EDITOR)).body.id,
      autosave?.id,
    );
    const none = await get<WpErrorBody>(cms, "/wp-json/wp/v2/pages/109/autosaves/1", EDITOR);
    assert.equal(none.status, 404);
    assert.deepEqual(none.body, {
      code: "rest_post_no_autosave",
      message: "There is no autosave revision for this post.",
      data: { status: 404 },
    });
  });

  it("keeps an edited draft hidden, and restores it on reset", async () => {
    const patched = await cms.admin<Post>("PATCH", `/__cms/content/pages/${DRAFT_PAGE}`, {
      title: "Territoires d’innovation 2028",
    });
    assert.equal(patched.status, 200);
    assert.equal((await get(cms, `/wp-json/wp/v2/pages/${DRAFT_PAGE}`)).status, 401);
    assert.equal(
      (await get<Post>(cms, `/wp-json/wp/v2/pages/${DRAFT_PAGE}`, EDITOR)).body.title.rendered,
      "Territoires d’innovation 2028",
    );
    assert.equal(
      (await get<Post>(cms, `/wp-json/wp/v2/pages/${DRAFT_PAGE}`, EDITOR)).body.link,
      `${cms.url}/?page_id=${DRAFT_PAGE}`,
    );
    await cms.admin("POST", "/__cms/reset");
    assert.equal(
      (await get<Post>(cms, `/wp-json/wp/v2/pages/${DRAFT_PAGE}`, EDITOR)).body.title.rendered,
      "Territoires d&#8217;innovation 2027",
    );
  });
});

describe("who the preview user is", () => {
  it("ignores Basic credentials while no preview user is configured, as a WordPress without application passwords", async () => {
    assert.equal((await get(closed, "/wp-json/wp/v2/pages/109", EDITOR)).status, 200);
    assert.equal((await get(closed, `/wp-json/wp/v2/pages/${DRAFT_PAGE}`, EDITOR)).status, 401);
    assert.deepEqual((await get<{ authentication: unknown }>(closed, "/wp-json/")).body.authentication, []);
  });

  it("uses the configured user and application password instead of the demo ones", async () => {
    assert.equal(
      (await get(custom, `/wp-json/wp/v2/pages/${DRAFT_PAGE}`, basic("reviewer", "abcdEFGHijklMNOPqrst1234"))).status,
      200,
    );
    assert.equal((await get<WpErrorBody>(custom, "/wp-json/wp/v2/pages/109", EDITOR)).body.code, "invalid_username");
  });

  it("refuses credentials WordPress could not have issued", async () => {
    await assert.rejects(
      startCms({ port: 0, quiet: true, preview: { user: "reviewer", password: "short" } }),
      /application password must have at least 16 letters and digits/,
    );
    await assert.rejects(
      startCms({ port: 0, quiet: true, preview: { user: "", password: DEMO_PREVIEW_CREDENTIALS.password } }),
      /the user must be a WordPress login/,
    );
  });
});
