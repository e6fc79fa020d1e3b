// The route table: what each site path shows (kind, WordPress id, language, translations), built
// from WordPress's lists; the proxy's live copy (refreshes, WordPress down, the webhook's re-read).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms, type RunningCms } from "../cms/server.ts";
import { createWordPressClient } from "../lib/wordpress/client.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { createLiveRouteTable, type LiveRouteTable } from "../lib/wordpress/live-route-table.ts";
import { LRUCache } from "lru-cache";
import {
  buildRouteTable,
  readRouteTable,
  type Route,
  type RouteKind,
  type RouteTable,
} from "../lib/wordpress/route-table.ts";
import { rawRoute, type RawRoute } from "../lib/wordpress/schemas.ts";
import { alternateIn } from "../lib/wordpress/translations.ts";
import { sitemapEntries } from "../lib/seo/sitemap.ts";
import { json, startStub, type Stub } from "./stub-server.ts";

const cmsUrl = "https://cms.example.org";
const links = createLinkRewriter(cmsUrl);

/** Items as WordPress answers them with the table's `_fields`, read through the table's schema. */
function items(...raw: unknown[]): RawRoute[] {
  return raw.map((item) => rawRoute.parse(item));
}

function page(
  id: number,
  path: string,
  lang: string | undefined,
  translations: Record<string, number> = {},
  modified = "2026-11-02T10:00:00",
) {
  return { id, link: `${cmsUrl}${path}`, lang, translations, modified_gmt: modified };
}

function event(id: number, slug: string, lang: "fr" | "en", translations: Record<string, number>, acf: unknown = {}) {
  return {
    id,
    link: `${cmsUrl}${lang === "en" ? "/en" : ""}/events/${slug}/`,
    lang,
    translations,
    date_gmt: "2026-11-20T08:00:00",
    acf,
  };
}

describe("the route table, built from WordPress's lists", () => {
  const lists: Array<{ language: "fr" | "en"; kind: RouteKind; items: RawRoute[] }> = [
    {
      language: "fr",
      kind: "page",
      items: items(
        page(109, "/", "fr", { fr: 109, en: 412 }),
        page(163, "/vivre/", "fr", { fr: 163, en: 463 }),
        page(213, "/etudier/alternance/", "fr", { fr: 213 }),
        // Its translation is not published (not in the English list): no translation.
        page(214, "/etudier/master/", "fr", { fr: 214, en: 999 }),
        page(215, "/%c3%a9t%c3%a9/", "fr"),
        page(216, "/ailleurs/", "fr"),
        { id: 0, link: `${cmsUrl}/sans-id/` },
        { id: 217, link: "https://elsewhere.example.org/page/" },
      ),
    },
    {
      language: "fr",
      kind: "event",
      items: items(
        event(1001, "salon", "fr", { fr: 1001, en: 2001 }, { place: "Lyon", field: "Sant&eacute;" }),
        event(1002, "forum", "fr", { fr: 1002 }, { place: "Grenoble", field: "Chimie" }),
        event(1003, "atelier", "fr", { fr: 1003 }, []),
        // At a page's path: the page shows there.
        { id: 1004, link: `${cmsUrl}/vivre/`, lang: "fr", acf: { place: "Lyon" } },
      ),
    },
    {
      language: "en",
      kind: "page",
      items: items(
        page(412, "/en/", "en", { fr: 109, en: 412 }),
        page(463, "/en/life/", "en", { fr: 163, en: 463 }),
        // Polylang says 216 is its French translation but 216 is the French "/ailleurs": taken as given.
        page(516, "/en/elsewhere/", "en", { fr: 216 }),
        // Says it is the translation of an English page: ignored.
        page(517, "/en/odd/", "en", { fr: 463 }),
        // Listed in English although French (a WordPress answering without Polylang's filter).
        page(163, "/vivre/", undefined),
      ),
    },
    {
      language: "en",
      kind: "event",
      items: items(event(2001, "fair", "en", { fr: 1001, en: 2001 }, { place: "Lyon", field: "Health" })),
    },
  ];
  const table = buildRouteTable(lists, links);

  it("finds what a path shows in its language: kind, WordPress id, language, path as WordPress links it", () => {
    expect(table.find("fr", "/vivre")).toMatchObject({
      kind: "page",
      id: 163,
      language: "fr",
      path: "/vivre",
      modified: "2026-11-02T10:00:00",
    });
    expect(table.find("fr", "/event-salon")).toMatchObject({
      kind: "event",
      id: 1001,
      language: "fr",
      path: "/event-salon",
      modified: "2026-11-20T08:00:00",
    });
    expect(table.find("en", "/en/event-fair")).toMatchObject({ kind: "event", id: 2001, language: "en" });
    expect(table.find("fr", "/")).toMatchObject({ kind: "page", id: 109 });
    expect(table.find("en", "/en")).toMatchObject({ kind: "page", id: 412 });
  });

  it("knows nothing at other paths, nor a path of the other language", () => {
    expect(table.find("fr", "/nothing-here")).toBeUndefined();
    expect(table.find("fr", "/en/life")).toBeUndefined();
    expect(table.find("en", "/vivre")).toBeUndefined();
    expect(table.find("fr", "/event-fair")).toBeUndefined();
    // Left out: no id, a link off the CMS.
    expect(table.find("fr", "/sans-id")).toBeUndefined();
    expect(table.routes().some((route) => route.id === 217)).toBe(false);
  });

  it("compares encoded and decoded paths alike, and gives the path as WordPress links it", () => {
    expect(table.find("fr", "/été")?.id).toBe(215);
    expect(table.find("fr", "/%C3%A9t%C3%A9")?.id).toBe(215);
    expect(table.byId("page", 215)?.path).toBe("/%c3%a9t%c3%a9");
    expect(table.paths()).toContain("/été");
  });

  it("gives each route the path of its translations, its own included, both ways", () => {
    expect(table.find("fr", "/vivre")?.translations).toEqual({ fr: "/vivre", en: "/en/life" });
    expect(table.find("en", "/en/life")?.translations).toEqual({ fr: "/vivre", en: "/en/life" });
    expect(table.find("fr", "/")?.translations).toEqual({ fr: "/", en: "/en" });
    expect(table.find("fr", "/event-salon")?.translations).toEqual({ fr: "/event-salon", en: "/en/event-fair" });
    expect(table.find("en", "/en/event-fair")?.translations).toEqual({ fr: "/event-salon", en: "/en/event-fair" });
    expect(table.find("en", "/en/elsewhere")?.translations).toEqual({ fr: "/ailleurs", en: "/en/elsewhere" });
  });

  it("has no translation where WordPress has none, where it is not in the table, or where it is in another language", () => {
    expect(table.find("fr", "/etudier/alternance")?.translations).toEqual({ fr: "/etudier/alternance" });
    expect(table.find("fr", "/etudier/master")?.translations).toEqual({ fr: "/etudier/master" });
    expect(table.find("fr", "/event-forum")?.translations).toEqual({ fr: "/event-forum" });
    expect(table.find("en", "/en/odd")?.translations).toEqual({ en: "/en/odd" });
  });

  it("keeps the first item at a path (a page before an event), and an item in its own language only", () => {
    expect(table.find("fr", "/vivre")?.kind).toBe("page");
    expect(table.byId("event", 1004)).toBeUndefined();
    expect(table.routes({ language: "en" }).map((route) => route.path)).toEqual([
      "/en",
      "/en/life",
      "/en/elsewhere",
      "/en/odd",
      "/en/event-fair",
    ]);
  });

  it("lists routes in WordPress's order, per language its pages then its events, and by kind", () => {
    expect(table.routes({ language: "fr", kind: "page" }).map((route) => route.id)).toEqual([
      109, 163, 213, 214, 215, 216,
    ]);
    expect(table.routes({ kind: "event" }).map((route) => route.id)).toEqual([1001, 1002, 1003, 2001]);
    expect(table.routes().map((route) => route.language)).toEqual([...Array(9).fill("fr"), ...Array(5).fill("en")]);
    expect(table.paths()).toHaveLength(14);
    expect(table.byId("event", 2001)?.path).toBe("/en/event-fair");
    expect(table.byId("page", 2001)).toBeUndefined();
  });

  it("leads the language switch to the translation, else to the other language's home", () => {
    expect(alternateIn(table, "fr", "/vivre")).toEqual({ language: "en", href: "/en/life", isTranslation: true });
    expect(alternateIn(table, "en", "/en/life")).toEqual({ language: "fr", href: "/vivre", isTranslation: true });
    expect(alternateIn(table, "fr", "/")).toEqual({ language: "en", href: "/en", isTranslation: true });
    expect(alternateIn(table, "en", "/en/event-fair")).toEqual({
      language: "fr",
      href: "/event-salon",
      isTranslation: true,
    });
    expect(alternateIn(table, "fr", "/etudier/alternance")).toEqual({
      language: "en",
      href: "/en",
      isTranslation: false,
    });
    expect(alternateIn(table, "en", "/en/odd")).toEqual({ language: "fr", href: "/", isTranslation: false });
    expect(alternateIn(table, "fr", "/nothing-here")).toEqual({ language: "en", href: "/en", isTranslation: false });
    expect(alternateIn(null, "fr", "/vivre")).toEqual({ language: "en", href: "/en", isTranslation: false });
  });

  it("feeds the sitemap: every route once, lastmod from WordPress, translations as hreflang alternates", () => {
    const entries = sitemapEntries(table.routes(), "https://www.example.org");
    expect(entries).toHaveLength(14);
    expect(entries.find((entry) => entry.url === "https://www.example.org/vivre")).toEqual({
      url: "https://www.example.org/vivre",
      lastModified: new Date("2026-11-02T10:00:00Z"),
      alternates: { languages: { fr: "https://www.example.org/vivre", en: "https://www.example.org/en/life" } },
    });
    expect(
      entries.find((entry) => entry.url === "https://www.example.org/en/event-fair")?.alternates?.languages,
    ).toEqual({
      fr: "https://www.example.org/event-salon",
      en: "https://www.example.org/en/event-fair",
    });
    expect(
      entries.find((entry) => entry.url === "https://www.example.org/etudier/alternance")?.alternates,
    ).toBeUndefined();
  });

  it("gives each language's filters the places and fields of its events, each once, as text", () => {
    const french = table.filterOptions("fr");
    expect(french.place.map((option) => option.value)).toEqual(["all", "Grenoble", "Lyon"]);
    expect(french.filiere.map((option) => option.value)).toEqual(["all", "Chimie", "Santé"]);
    expect(table.filterOptions("en").filiere.map((option) => option.value)).toEqual(["all", "Health"]);
  });
});

describe("the route table, read again with the same lists", () => {
  /** A reader answering each collection and language from `lists`, counting its reads. */
  function reader(lists: () => Record<string, RawRoute[]>) {
    const reader = {
      reads: 0,
      async getAll(path: string, _schema: unknown, options: { searchParams: Record<string, string> }) {
        reader.reads++;
        return structuredClone(lists()[`${path} ${options.searchParams.lang}`] ?? []);
      },
    };
    return reader;
  }
  let pages: RawRoute[] = items(page(109, "/", "fr"), page(163, "/vivre/", "fr", { fr: 163, en: 463 }));
  const english = items(page(463, "/en/life/", "en", { fr: 163, en: 463 }));
  const wordpress = reader(() => ({ "wp/v2/pages fr": pages, "wp/v2/pages en": english }));

  it("is the table built the last time, still read from WordPress each time, and shared frozen", async () => {
    const built = new LRUCache<string, RouteTable>({ max: 2 });
    const first = await readRouteTable(wordpress, links, { built });
    const again = await readRouteTable(wordpress, links, { built });
    expect(again).toBe(first);
    expect(wordpress.reads).toBe(8);
    const life = again.find("en", "/en/life") as Route;
    expect(life.translations).toEqual({ fr: "/vivre", en: "/en/life" });
    expect(Object.isFrozen(life) && Object.isFrozen(life.translations)).toBe(true);
    expect(() => {
      (life.translations as Record<string, string>).fr = "/ailleurs";
    }).toThrow(TypeError);
  });

  it("is built anew from other lists or for another home, and without `built` each time", async () => {
    const built = new LRUCache<string, RouteTable>({ max: 2 });
    const before = await readRouteTable(wordpress, links, { built });
    expect(await readRouteTable(wordpress, links, { built, homeId: 163 })).not.toBe(before);
    pages = items(page(109, "/", "fr"), page(163, "/vivre-ici/", "fr", { fr: 163, en: 463 }));
    const after = await readRouteTable(wordpress, links, { built });
    expect(after).not.toBe(before);
    expect(after.find("fr", "/vivre")).toBeUndefined();
    expect(after.find("en", "/en/life")?.translations.fr).toBe("/vivre-ici");
    expect(before.find("fr", "/vivre")?.id).toBe(163);
    expect(await readRouteTable(wordpress, links)).not.toBe(await readRouteTable(wordpress, links));
  });
});

describe("each language's home in the route table", () => {
  const homeLists = (withTranslations: boolean, englishHome = "/en/") => {
    const t = (value: Record<string, number>) => (withTranslations ? value : {});
    return [
      {
        language: "fr" as const,
        kind: "page" as const,
        items: items(
          page(109, "/", "fr", t({ fr: 109, en: 412 })),
          page(163, "/vivre/", "fr", t({ fr: 163, en: 463 })),
        ),
      },
      { language: "fr" as const, kind: "event" as const, items: [] },
      {
        language: "en" as const,
        kind: "page" as const,
        items: items(
          page(412, englishHome, "en", t({ fr: 109, en: 412 })),
          page(463, "/en/life/", "en", t({ fr: 163, en: 463 })),
        ),
      },
      { language: "en" as const, kind: "event" as const, items: [] },
    ];
  };

  it("is the configured page and its Polylang translation, wherever WordPress links it", () => {
    const table = buildRouteTable(homeLists(true, "/en/home/"), links, { homeId: 109 });
    expect(table.home("fr")).toMatchObject({ id: 109, path: "/" });
    expect(table.home("en")).toMatchObject({ id: 412, path: "/en/home" });
  });

  it("without Polylang's translations (the free Polylang), is the page linked at the language's home address, and the homes lead to each other", () => {
    const table = buildRouteTable(homeLists(false), links, { homeId: 109 });
    expect(table.home("fr")).toMatchObject({ id: 109, path: "/" });
    expect(table.home("en")).toMatchObject({ id: 412, path: "/en", language: "en" });
    expect(table.find("fr", "/")?.translations).toEqual({ fr: "/", en: "/en" });
    expect(alternateIn(table, "en", "/en")).toEqual({ language: "fr", href: "/", isTranslation: true });
    expect(alternateIn(table, "fr", "/")).toEqual({ language: "en", href: "/en", isTranslation: true });
    // Other pages have no translation to go to: the switch leads to the other home.
    expect(alternateIn(table, "en", "/en/life")).toEqual({ language: "fr", href: "/", isTranslation: false });
  });

  it("is found by address when the configured id is no page, and is missing when neither exists", () => {
    expect(buildRouteTable(homeLists(true), links, { homeId: 999 }).home("en")).toMatchObject({ id: 412 });
    const table = buildRouteTable(homeLists(false, "/en/home/"), links, { homeId: 109 });
    expect(table.home("fr")?.id).toBe(109);
    expect(table.home("en")).toBeUndefined();
    expect(alternateIn(table, "fr", "/")).toEqual({ language: "en", href: "/en", isTranslation: false });
  });
});

describe("the route table, read from the embedded CMS", () => {
  let cms: RunningCms;
  let clock = 0;
  const logs: string[] = [];
  let table: LiveRouteTable;
  const live = (url: string) =>
    createLiveRouteTable({
      client: createWordPressClient({ wordpressUrl: url, retries: 0, timeoutMs: 2000 }),
      links: createLinkRewriter(url),
      refreshMs: 60_000,
      missRefreshMs: 5_000,
      now: () => clock,
      log: (message) => logs.push(message),
    });

  beforeAll(async () => {
    cms = await startCms({ port: 0, quiet: true, admin: true, scale: 120 });
    table = live(cms.url);
  });
  afterAll(async () => {
    await cms.close();
  });

  const pageReads = async () => {
    const stats = (await (await fetch(`${cms.url}/__cms/stats`)).json()) as { routes: Record<string, number> };
    return stats.routes["GET /wp/v2/pages"] ?? 0;
  };
  const totalPages = async (query: string) =>
    Number((await fetch(`${cms.url}/wp-json/wp/v2/${query}&per_page=100`)).headers.get("x-wp-totalpages"));

  it("knows every page of each language, past 100, and the events", async () => {
    expect(await table.lookup("fr", "/vivre")).toMatchObject({ kind: "page", id: 163, language: "fr" });
    expect(await table.lookup("fr", "/vivre/se-loger/residences/campus-nord")).toMatchObject({
      kind: "page",
      language: "fr",
    });
    expect(await table.lookup("en", "/en/life/housing/residences/north-campus")).toMatchObject({
      kind: "page",
      language: "en",
    });
    expect(await table.lookup("fr", "/en/life")).toBeNull(); // an English page is not a French path
    const events = (await (await fetch(`${cms.url}/wp-json/wp/v2/events?lang=fr&_fields=id,link`)).json()) as Array<{
      id: number;
      link: string;
    }>;
    const slug = new URL(events[0]!.link).pathname.split("/").filter(Boolean).at(-1);
    expect(await table.lookup("fr", `/event-${slug}`)).toMatchObject({
      kind: "event",
      id: events[0]!.id,
      language: "fr",
    });
    const pages = (await (
      await fetch(`${cms.url}/wp-json/wp/v2/pages?lang=fr&per_page=100&page=2&_fields=link`)
    ).json()) as Array<{ link: string }>;
    const deep = pages.map((item) => new URL(item.link).pathname.replace(/\/$/, "")).filter(Boolean);
    expect(deep.length).toBeGreaterThan(0);
    for (const path of deep) expect(await table.lookup("fr", path), path).toMatchObject({ kind: "page" });
  });

  it("finds each language's home on a WordPress with the free Polylang (no translations field)", async () => {
    const read = () =>
      readRouteTable(createWordPressClient({ wordpressUrl: cms.url, retries: 0 }), createLinkRewriter(cms.url), {
        homeId: 109,
        log: () => {},
      });
    await fetch(`${cms.url}/__cms/polylang`, { method: "POST", body: JSON.stringify({ translations: false }) });
    try {
      const free = await read();
      expect(free.home("fr")).toMatchObject({ id: 109, path: "/" });
      expect(free.home("en")).toMatchObject({ id: 412, path: "/en" });
      expect(free.home("en")?.translations).toEqual({ fr: "/", en: "/en" });
      expect(free.find("fr", "/vivre")?.translations).toEqual({ fr: "/vivre" });
    } finally {
      await fetch(`${cms.url}/__cms/polylang`, { method: "POST", body: JSON.stringify({ translations: true }) });
    }
    expect((await read()).find("fr", "/vivre")?.translations).toEqual({ fr: "/vivre", en: "/en/life" });
  });

  it("gives the translations Polylang knows, and none to a page without one", async () => {
    expect((await table.lookup("fr", "/vivre/se-loger"))?.translations).toEqual({
      fr: "/vivre/se-loger",
      en: "/en/life/housing",
    });
    expect((await table.lookup("en", "/en/life/housing"))?.translations).toEqual({
      fr: "/vivre/se-loger",
      en: "/en/life/housing",
    });
    expect((await table.lookup("fr", "/etudier/alternance"))?.translations).toEqual({ fr: "/etudier/alternance" });
    expect((await table.lookup("fr", "/event-conference-medecine-de-demain"))?.translations.en).toMatch(
      /^\/en\/event-/,
    );
  });

  it("gives the filters of the events lists", async () => {
    const options = await table.filterOptions("fr");
    expect(options?.place.map((option) => option.value)).toContain("Lyon");
    expect(options?.filiere.length).toBeGreaterThan(1);
  });

  it("is what a render reads through the shared client: the same routes", async () => {
    const rendered = await readRouteTable(
      createWordPressClient({ wordpressUrl: cms.url, retries: 0 }),
      createLinkRewriter(cms.url),
    );
    expect(rendered.paths().sort()).toEqual((await table.paths()).sort());
    expect(rendered.routes({ language: "en", kind: "page" }).length).toBeGreaterThan(100);
  });

  it("lists every path it knows, in both languages (what the nginx front's purge sends)", async () => {
    const paths = await table.paths();
    expect(paths).toEqual(
      expect.arrayContaining([
        "/vivre",
        "/vivre/se-loger/residences/campus-nord",
        "/en/life",
        "/en/life/housing/residences/north-campus",
      ]),
    );
    expect(paths.some((path) => path.startsWith("/event-"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/en/event-"))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("answers unknown paths without asking WordPress more than once per interval", async () => {
    clock += 10_000;
    const before = await pageReads();
    expect(await table.lookup("fr", "/nothing-here")).toBeNull(); // one refresh: maybe it was just published
    expect(await table.lookup("fr", "/nothing-here-either")).toBeNull();
    expect(await table.lookup("en", "/en/still-nothing")).toBeNull();
    const reads = (await pageReads()) - before;
    expect(reads).toBeGreaterThan(0);
    // One refresh at most: the pages of both languages, each to its last page.
    expect(reads).toBeLessThanOrEqual((await totalPages("pages?lang=fr")) + (await totalPages("pages?lang=en")));
  });

  it("finds a page published since, on the next miss after the interval", async () => {
    await fetch(`${cms.url}/__cms/content/pages/330`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ slug: "mentions" }),
    });
    clock += 10_000;
    expect(await table.lookup("fr", "/mentions")).toMatchObject({ kind: "page", id: 330 });
    await fetch(`${cms.url}/__cms/reset`, { method: "POST" });
  });

  it("after a change (the webhook), knows the new paths at once and says which came and went; the purge gets both", async () => {
    expect(await table.lookup("fr", "/mentions")).toMatchObject({ id: 330 }); // as read before the reset
    await fetch(`${cms.url}/__cms/content/pages/330`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ slug: "mentions-du-site" }),
    });
    // No time passes: no refresh would happen without the webhook.
    const changes = await table.reload();
    expect(changes.added).toEqual(["/mentions-du-site"]);
    expect(changes.removed).toEqual(["/mentions"]);
    expect(changes.known).toEqual(expect.arrayContaining(["/mentions", "/mentions-du-site", "/vivre", "/en/life"]));
    expect(await table.lookup("fr", "/mentions-du-site")).toMatchObject({ kind: "page", id: 330 });
    // Its translation leads to the new path too.
    const english = (await table.lookup("fr", "/mentions-du-site"))?.translations.en;
    expect(english).toMatch(/^\/en\//);
    expect((await table.lookup("en", english as string))?.translations.fr).toBe("/mentions-du-site");
    const before = await pageReads();
    expect(await table.lookup("fr", "/mentions")).toBeNull(); // within the interval: not read again
    expect(await pageReads()).toBe(before);
    // Nothing changed: nothing came or went.
    expect(await table.reload()).toMatchObject({ added: [], removed: [] });
    await fetch(`${cms.url}/__cms/reset`, { method: "POST" });
    await table.reload();
  });

  it("says which pages changed what other pages show of them since the previous re-read: a title, not a content edit, even read in the background since", async () => {
    const patch = (body: unknown) =>
      fetch(`${cms.url}/__cms/content/pages/163`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect(await table.reload()).toMatchObject({ changed: [], complete: true });
    await patch({ content: "<p>Un autre texte.</p>" });
    expect(await table.reload()).toMatchObject({ added: [], removed: [], changed: [], complete: true });
    await patch({ title: "Vivre ici" });
    // A read for a visitor takes the new title in before the webhook's re-read: still said changed.
    clock += 120_000;
    const before = await pageReads();
    expect(await table.lookup("fr", "/pas-encore-publiee")).toBeNull();
    expect(await pageReads()).toBeGreaterThan(before);
    expect(await table.reload()).toMatchObject({ added: [], removed: [], changed: ["page:163"], complete: true });
    expect(await table.reload()).toMatchObject({ changed: [], complete: true });
    await fetch(`${cms.url}/__cms/reset`, { method: "POST" });
    expect((await table.reload()).changed).toEqual(["page:163"]);
  });

  it("cannot say what changed on its first re-read, nor while WordPress fails", async () => {
    const fresh = live(cms.url);
    expect(await fresh.lookup("fr", "/vivre")).toMatchObject({ id: 163 });
    expect(await fresh.reload()).toMatchObject({ changed: [], complete: false });
    expect(await fresh.reload()).toMatchObject({ complete: true });
    await fetch(`${cms.url}/__cms/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ down: true }),
    });
    try {
      expect(await fresh.reload()).toMatchObject({ complete: false });
    } finally {
      await fetch(`${cms.url}/__cms/faults`, { method: "DELETE" });
    }
    // Compared with the last table it read.
    expect(await fresh.reload()).toMatchObject({ changed: [], complete: true });
  });

  it("keeps the last table when WordPress goes down, and says 'unknown' when it never had one", async () => {
    await fetch(`${cms.url}/__cms/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ down: true }),
    });
    try {
      clock += 120_000;
      expect(await table.lookup("fr", "/vivre")).toMatchObject({ id: 163 });
      expect(await table.lookup("fr", "/nothing-here")).toBeNull();
      const changes = await table.reload(); // the webhook while WordPress fails: the table stays
      expect(changes.added).toEqual([]);
      expect(changes.removed).toEqual([]);
      expect(changes.known).toContain("/vivre");
      expect(await table.lookup("en", "/en/life")).toMatchObject({ id: expect.any(Number) });
      expect(logs.some((line) => line.includes("keeping the previous table"))).toBe(true);
      const fresh = live(cms.url);
      expect(await fresh.lookup("fr", "/vivre")).toBeUndefined();
      expect(await fresh.filterOptions("fr")).toBeUndefined();
      expect(await fresh.paths()).toEqual([]);
      expect(
        logs.some(
          (line) =>
            line.includes("could not read the site's pages and events") && line.includes("each page's route decides"),
        ),
      ).toBe(true);
    } finally {
      await fetch(`${cms.url}/__cms/faults`, { method: "DELETE" });
    }
  });
});

describe("the route table, against a scripted WordPress", () => {
  let stub: Stub;
  let frenchPages: unknown[] = [];
  let eventsRoute = false;
  let hold: Promise<void> | null = null;

  beforeAll(async () => {
    stub = await startStub((request, response) => {
      const url = new URL(request.url ?? "/", "http://stub");
      // What WordPress has when the request arrives, sent now or once `hold` is released.
      const [status, body] =
        url.pathname === "/wp-json/wp/v2/pages"
          ? [200, url.searchParams.get("lang") === "fr" ? frenchPages : []]
          : url.pathname === "/wp-json/wp/v2/events" && eventsRoute
            ? [200, []]
            : [
                404,
                {
                  code: "rest_no_route",
                  message: "No route was found matching the URL and request method.",
                  data: { status: 404 },
                },
              ];
      const answer = () => json(response, status, body);
      if (hold) void hold.then(answer);
      else answer();
    });
  });
  afterAll(async () => {
    await stub.close();
  });

  const pageAt = (id: number, path: string) => ({
    id,
    link: `${stub.url}${path}`,
    lang: "fr",
    translations: { fr: id },
  });

  it("asks with `_fields`: ids, links, languages, translations, the sitemap's date, the pages' titles, and the events' places and fields", async () => {
    stub.requests.length = 0;
    await readRouteTable(createWordPressClient({ wordpressUrl: stub.url, retries: 0 }), createLinkRewriter(stub.url), {
      log: () => {},
    });
    const fields = stub.requests
      .map((request) => new URL(request.url, stub.url))
      .map((url) => `${url.pathname} ${url.searchParams.get("lang")} ${url.searchParams.get("_fields")}`);
    expect(fields.sort()).toEqual([
      "/wp-json/wp/v2/events en id,link,lang,translations,date_gmt,acf.place,acf.field",
      "/wp-json/wp/v2/events fr id,link,lang,translations,date_gmt,acf.place,acf.field",
      "/wp-json/wp/v2/pages en id,link,lang,translations,modified_gmt,title",
      "/wp-json/wp/v2/pages fr id,link,lang,translations,modified_gmt,title",
    ]);
  });

  it("without an events route: pages only, filters with their 'all' entry, said once", async () => {
    frenchPages = [pageAt(163, "/vivre/")];
    eventsRoute = false;
    const lines: string[] = [];
    const table = createLiveRouteTable({
      client: createWordPressClient({ wordpressUrl: stub.url, retries: 0 }),
      links: createLinkRewriter(stub.url),
      refreshMs: 0,
      missRefreshMs: 0,
      log: (line) => lines.push(line),
    });
    expect(await table.lookup("fr", "/vivre")).toMatchObject({ kind: "page", id: 163 });
    expect(await table.lookup("fr", "/event-x")).toBeNull();
    await table.reload();
    expect((await table.filterOptions("fr"))?.place.map((option) => option.value)).toEqual(["all"]);
    expect(lines.filter((line) => line.includes('no "wp/v2/events" route'))).toHaveLength(1);
    // A render's reading says it once per set it is given.
    const missing = new Set<RouteKind>();
    const renderLines: string[] = [];
    for (let i = 0; i < 2; i++)
      await readRouteTable(
        createWordPressClient({ wordpressUrl: stub.url, retries: 0 }),
        createLinkRewriter(stub.url),
        { missing, log: (line) => renderLines.push(line) },
      );
    expect(renderLines).toHaveLength(1);
  });

  it("a webhook's re-read waits for a read already under way, then reads anew", async () => {
    frenchPages = [pageAt(163, "/vivre/")];
    eventsRoute = true;
    const table = createLiveRouteTable({
      client: createWordPressClient({ wordpressUrl: stub.url, retries: 0 }),
      links: createLinkRewriter(stub.url),
      refreshMs: 60_000,
      missRefreshMs: 0,
      log: () => {},
    });
    expect(await table.lookup("fr", "/vivre")).not.toBeNull();
    let release: () => void = () => {};
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A miss starts a read that WordPress answers only later, with what it had before the change…
    const miss = table.lookup("fr", "/nouvelle");
    await new Promise((resolve) => setTimeout(resolve, 50));
    frenchPages = [pageAt(163, "/vivre/"), pageAt(164, "/nouvelle/")];
    hold = null;
    const reload = table.reload();
    release();
    // …the miss may or may not see the new page; the re-read after the change does.
    await miss;
    expect((await reload).added).toEqual(["/nouvelle"]);
    expect(await table.lookup("fr", "/nouvelle")).toMatchObject({ id: 164 });
  });
});
