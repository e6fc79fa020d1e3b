// Events, filter values and societies read from the embedded CMS through the app's client and
// mappers: past 100 events (CMS_SCALE), both languages, and a failing filter fetch.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms, type RunningCms } from "../cms/server.ts";
import { filterEvents, defaultFilters } from "../lib/events/filters.ts";
import { createWordPressClient, type WordPressClient } from "../lib/wordpress/client.ts";
import { createBlockContext } from "../lib/wordpress/context.ts";
import { readEvents, readFilterOptions, readFilterValues, toEventDetail } from "../lib/wordpress/events.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { rawEvent, rawSociety } from "../lib/wordpress/schemas.ts";
import { toSociety } from "../lib/wordpress/societies.ts";
import { json, startStub } from "./stub-server.ts";

const scale = 90;
let cms: RunningCms;
let client: WordPressClient;
let context: ReturnType<typeof createBlockContext>;

beforeAll(async () => {
  cms = await startCms({ port: 0, quiet: true, scale });
  client = createWordPressClient({ wordpressUrl: cms.url });
  context = createBlockContext(createLinkRewriter(cms.url));
});
afterAll(async () => {
  await cms.close();
});

describe("events from WordPress", () => {
  it("reads every event of a language past 100 (several pages), only that language", async () => {
    const raw = await fetch(`${cms.url}/wp-json/wp/v2/events?lang=fr&per_page=1`);
    const total = Number(raw.headers.get("x-wp-total"));
    expect(total).toBeGreaterThan(100);
    const events = await readEvents(client, "fr", context);
    expect(events).toHaveLength(total);
    expect(new Set(events.map((event) => event.id)).size).toBe(total);
    expect(events.every((event) => event.language === "fr" && /^\/event-[^/]+$/.test(event.path))).toBe(true);
    const english = await readEvents(client, "en", context);
    expect(english.length).toBeGreaterThan(100);
    expect(english.every((event) => event.language === "en" && event.path.startsWith("/en/event-"))).toBe(true);
  });

  it("maps events with Paris start times and news with their publication date; the item without ACF fields is news", async () => {
    const events = await readEvents(client, "fr", context);
    const talk = events.find((event) => event.id === 1001);
    expect(talk).toMatchObject({
      kind: "event",
      place: "Lyon",
      field: "Santé",
      path: "/event-conference-medecine-de-demain",
      translations: { fr: 1001, en: 2001 },
    });
    // 18:30 in Paris is 17:30 or 16:30 UTC depending on the season.
    expect(new Date(talk?.start ?? "").getUTCMinutes()).toBe(30);
    expect(talk?.registration).toMatchObject({ external: true, newTab: true });
    expect(talk?.image?.src).toMatch(/\/wp-content\/uploads\/.+\.webp$/);
    const lone = events.find((event) => event.id === 1037);
    expect(lone).toMatchObject({ kind: "news", place: "", field: "", start: null, image: null });
    const list = filterEvents(events, defaultFilters, new Date());
    expect(list.upcoming.length).toBeGreaterThan(5);
    expect(list.news.length).toBeGreaterThan(5);
  });

  it("builds the filter options from the `_fields=acf.place` / `_fields=acf.field` answers", async () => {
    const places = await readFilterValues(client, "fr", "place", context);
    const total = Number((await fetch(`${cms.url}/wp-json/wp/v2/events?lang=fr&per_page=1`)).headers.get("x-wp-total"));
    expect(places).toHaveLength(total);
    const options = await readFilterOptions(client, "en", context);
    expect(options.place.map((option) => option.label)).toEqual([
      "Everywhere",
      "Annecy",
      "Chambéry",
      "Clermont-Ferrand",
      "Grenoble",
      "Lyon",
      "Online",
      "Saint-Étienne",
      "Valence",
    ]);
    expect(options.filiere[0]?.label).toBe("All fields of study");
    expect(options.filiere.map((option) => option.value)).toContain("Chemistry and materials");
    const french = await readFilterOptions(client, "fr", context);
    expect(french.filiere.slice(1).map((option) => option.value)).toEqual([
      "Arts et design",
      "Chimie et matériaux",
      "Énergie",
      "Environnement",
      "Ingénierie",
      "Numérique",
      "Santé",
      "Sciences humaines et sociales",
    ]);
  });

  it("maps one event's content with its links made local", async () => {
    const raw = await client.get("wp/v2/events/2001", rawEvent);
    const event = toEventDetail(raw, context);
    expect(event.language).toBe("en");
    expect(event.contentHtml).toContain('href="/en/now"');
    expect(event.contentHtml).not.toContain(cms.url);
  });
});

describe("a failing filter fetch", () => {
  it("is logged, and leaves only the 'all' entries", async () => {
    const stub = await startStub((request, response) => {
      const url = new URL(request.url ?? "/", "http://stub");
      if (url.searchParams.get("_fields") === "acf.place")
        json(response, 400, {
          code: "rest_invalid_param",
          message: "Invalid parameter(s): _fields",
          data: { status: 400 },
        });
      else
        json(response, 200, [{ acf: { field: "Santé" } }, { acf: [] }], { "x-wp-totalpages": "1", "x-wp-total": "2" });
    });
    try {
      const stubClient = createWordPressClient({ wordpressUrl: stub.url, retries: 0 });
      const errors: string[] = [];
      const options = await readFilterOptions(stubClient, "fr", createBlockContext(createLinkRewriter(stub.url)), {
        error: (line) => errors.push(line),
      });
      expect(options.place.map((option) => option.value)).toEqual(["all"]);
      expect(options.filiere.map((option) => option.value)).toEqual(["all", "Santé"]);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain("place filter");
    } finally {
      await stub.close();
    }
  });
});

describe("societies from WordPress", () => {
  it("maps every society of a language, with or without a logo", async () => {
    const raws = await client.getAll("wp/v2/societies", rawSociety, { searchParams: { lang: "en" } });
    const societies = raws.map((raw) => toSociety(raw, context));
    expect(societies).toHaveLength(12);
    expect(societies.every((society) => society.language === "en" && society.website?.startsWith("https://"))).toBe(
      true,
    );
    expect(societies.find((society) => society.id === 2301)).toMatchObject({
      name: "Rhône-Confluence University",
      place: "Lyon",
      members: 4200,
    });
    expect(societies.filter((society) => society.logo === null)).toHaveLength(2);
  });
});
