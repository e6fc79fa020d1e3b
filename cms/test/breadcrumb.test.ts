// The theme's breadcrumb endpoint: home down to a page through the hierarchy, in both languages.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { cmsFixture } from "./helpers.ts";

const cms = cmsFixture();

type Crumbs = { title: string; url: string }[];

describe("breadcrumb", () => {
  it("walks from home to a four-level page, with or without /fr and a trailing slash", async () => {
    const expected: Crumbs = [
      { title: "Accueil", url: `${cms.url}/` },
      { title: "Vivre", url: `${cms.url}/vivre/` },
      { title: "Se loger", url: `${cms.url}/vivre/se-loger/` },
      { title: "Résidences", url: `${cms.url}/vivre/se-loger/residences/` },
      { title: "Résidence Campus Nord", url: `${cms.url}/vivre/se-loger/residences/campus-nord/` },
    ];
    for (const path of [
      "/vivre/se-loger/residences/campus-nord",
      "/fr/vivre/se-loger/residences/campus-nord/",
      "/vivre/se-loger/residences/campus-nord/?lang=fr",
    ]) {
      const { status, body } = await cms.json<Crumbs>(`/wp-json/bakery/v1/breadcrumb${path}`);
      assert.equal(status, 200, path);
      assert.deepEqual(body, expected, path);
    }
  });

  it("answers English paths with English titles", async () => {
    const { body } = await cms.json<Crumbs>("/wp-json/bakery/v1/breadcrumb/en/life/getting-around?lang=en");
    assert.deepEqual(body, [
      { title: "Home", url: `${cms.url}/en/` },
      { title: "Life", url: `${cms.url}/en/life/` },
      { title: "Getting around", url: `${cms.url}/en/life/getting-around/` },
    ]);
    const ecosystem = await cms.json<Crumbs>("/wp-json/bakery/v1/breadcrumb/ecosysteme");
    assert.equal(ecosystem.body[1]?.title, "L&#8217;écosystème &amp; ses acteurs");
  });

  it("answers home for / and /en", async () => {
    assert.deepEqual((await cms.json<Crumbs>("/wp-json/bakery/v1/breadcrumb/")).body, [
      { title: "Accueil", url: `${cms.url}/` },
    ]);
    assert.deepEqual((await cms.json<Crumbs>("/wp-json/bakery/v1/breadcrumb/en")).body, [
      { title: "Home", url: `${cms.url}/en/` },
    ]);
  });

  it("puts events under the news page (also for /event-slug paths)", async () => {
    const fr = await cms.json<Crumbs>("/wp-json/bakery/v1/breadcrumb/events/nuit-du-design?lang=fr");
    assert.deepEqual(
      fr.body.map((c) => c.url),
      [`${cms.url}/`, `${cms.url}/agenda/`, `${cms.url}/events/nuit-du-design/`],
    );
    const alias = await cms.json<Crumbs>("/wp-json/bakery/v1/breadcrumb/event-nuit-du-design");
    assert.deepEqual(alias.body, fr.body);
    const en = await cms.json<Crumbs>("/wp-json/bakery/v1/breadcrumb/en/events/design-night");
    assert.deepEqual(
      en.body.map((c) => c.title),
      ["Home", "News &amp; events", "Design night"],
    );
  });

  it("answers 404 bakery_breadcrumb_not_found for an unknown path", async () => {
    for (const path of [
      "/nowhere",
      "/en/vivre",
      "/vivre/se-loger/residences/campus-nord/extra",
      "/events/no-such-event",
    ]) {
      const { status, body } = await cms.json(`/wp-json/bakery/v1/breadcrumb${path}`);
      assert.equal(status, 404, path);
      assert.deepEqual(body, {
        code: "bakery_breadcrumb_not_found",
        message: "No page matches this path.",
        data: { status: 404 },
      });
    }
  });
});
