import { describe, expect, it } from "vitest";
import {
  agendaEvents,
  buildFilterOptions,
  defaultFilters,
  distinctValues,
  filterEvents,
  filterQueryString,
  isFiltered,
  parseFilterQuery,
  pageSize,
} from "../lib/events/filters.ts";
import { clockText, eventDateText, eventTimeText } from "../lib/events/format.ts";
import { selectDuo, selectFeatured } from "../lib/events/select.ts";
import { toZonedIso, zonedTimeToInstant } from "../lib/events/time.ts";
import type { EventSummary } from "../lib/events/types.ts";

const now = new Date("2026-11-20T12:00:00Z");
const day = 86_400_000;
let nextId = 1;

function item(kind: "event" | "news", days: number, place: string, field: string): EventSummary {
  const id = nextId++;
  const at = new Date(now.getTime() + days * day);
  return {
    id,
    language: "fr",
    kind,
    path: `/event-item-${id}`,
    title: `Item ${id}`,
    excerpt: "",
    published: kind === "news" ? at.toISOString() : new Date(now.getTime() - 40 * day).toISOString(),
    start: kind === "event" ? at.toISOString() : null,
    end: kind === "event" ? new Date(at.getTime() + 2 * 3_600_000).toISOString() : null,
    place,
    field,
    address: [],
    image: null,
    registration: null,
    translations: {},
  };
}

const soon = item("event", 3, "Lyon", "Santé");
const later = item("event", 30, "Grenoble", "Énergie");
const laterLyon = item("event", 10, "Lyon", "Énergie");
const past = item("event", -5, "Lyon", "Santé");
const ongoing = {
  ...item("event", 0, "Annecy", "Numérique"),
  start: new Date(now.getTime() - 3_600_000).toISOString(),
  end: new Date(now.getTime() + 3_600_000).toISOString(),
};
const recentNews = item("news", -1, "Lyon", "Santé");
const olderNews = item("news", -20, "Grenoble", "Énergie");
const bare = { ...item("news", -2, "", ""), place: "", field: "" };
const events = [later, recentNews, past, soon, olderNews, laterLyon, ongoing, bare];

const options = buildFilterOptions("fr", {
  places: ["Lyon", "Grenoble", "Annecy"],
  fields: ["Santé", "Énergie", "Numérique"],
});

describe("filter options", () => {
  it("keep each value once, trimmed, sorted for the language, without empty or non-text values", () => {
    expect(
      distinctValues(["Lyon", " Lyon ", "Écully", "Annecy", "", null, 42, "Zurich", "Chambéry", "Lyon"], "fr"),
    ).toEqual(["Annecy", "Chambéry", "Écully", "Lyon", "Zurich"]);
    // Sorted with the language's collation: accented capitals sort with their letter, not after Z.
    expect(distinctValues(["Énergie", "Santé", "Environnement", "Arts et design"], "fr")).toEqual([
      "Arts et design",
      "Énergie",
      "Environnement",
      "Santé",
    ]);
  });

  it("start with 'all', which a visitor can always pick back; labels and placeholders are the spec's, translated in English", () => {
    expect(options.filiere[0]).toEqual({ value: "all", label: "Toutes les filières", disabled: false });
    expect(options.filiere.slice(1).map((option) => option.value)).toEqual(["Énergie", "Numérique", "Santé"]);
    expect(options.type).toEqual([
      { value: "all", label: "Actualités & événements à venir", disabled: false },
      { value: "news", label: "Actualités", disabled: false },
      { value: "event", label: "Événements", disabled: false },
    ]);
    expect(options.place[0]).toEqual({ value: "all", label: "Partout", disabled: false });
    expect(Object.values(options).every((list) => list.every((option) => !option.disabled))).toBe(true);
    const english = buildFilterOptions("en", { places: ["Online", "Lyon"], fields: ["Health"] });
    expect(english.filiere[0]?.label).toBe("All fields of study");
    expect(english.type.map((option) => option.label)).toEqual(["News & upcoming events", "News", "Events"]);
    expect(english.place.map((option) => option.label)).toEqual(["Everywhere", "Lyon", "Online"]);
  });

  it("offer only the 'all' entries when the values could not be read", () => {
    const failed = buildFilterOptions("fr", { places: null, fields: null });
    expect(failed.place.map((option) => option.value)).toEqual(["all"]);
    expect(failed.filiere.map((option) => option.value)).toEqual(["all"]);
    expect(failed.type).toHaveLength(3);
  });
});

describe("filter query", () => {
  it("reads known values from a Next.js query object or URLSearchParams", () => {
    expect(parseFilterQuery({ filiere: "Santé", type: "event", place: "Lyon", page: "2" }, options)).toEqual({
      filiere: "Santé",
      type: "event",
      place: "Lyon",
      page: 2,
    });
    expect(parseFilterQuery(new URLSearchParams("filiere=%C3%89nergie&type=news"), options)).toMatchObject({
      filiere: "Énergie",
      type: "news",
      place: "all",
    });
  });

  it("ignores unknown, repeated, oversized, prototype and malformed values", () => {
    const hostile = [
      { filiere: "Astrologie", type: "party", place: "Paris", page: "0" },
      { filiere: ["Santé", "Énergie"], type: ["news", "news"], place: ["Lyon"], page: ["2", "3"] },
      { filiere: "Santé".padEnd(10_000, "é"), type: "constructor", place: "__proto__", page: "-1" },
      { filiere: "<script>alert(1)</script>", type: "toString", place: "lyon", page: "1e3" },
      { filiere: "'; DROP TABLE events; --", type: "ALL", place: "all\u0000", page: "9999999999" },
      { page: "51", toString: "x", hasOwnProperty: "y" },
      JSON.parse('{"__proto__": {"filiere": "Santé"}, "constructor": "x"}') as Record<string, string>,
    ];
    for (const query of hostile) expect(parseFilterQuery(query, options)).toEqual(defaultFilters);
    expect(parseFilterQuery(new URLSearchParams("place=Lyon&place=Grenoble&type=news"), options)).toMatchObject({
      place: "all",
      type: "news",
    });
  });

  it("takes place 'all' as no place filter, and accepts no value when the options failed", () => {
    expect(parseFilterQuery({ place: "all", type: "news" }, options)).toEqual({ ...defaultFilters, type: "news" });
    const failed = buildFilterOptions("fr", { places: null, fields: null });
    expect(parseFilterQuery({ filiere: "Santé", place: "Lyon", type: "event" }, failed)).toEqual({
      ...defaultFilters,
      type: "event",
    });
  });

  it("builds the query string back, leaving defaults out", () => {
    expect(filterQueryString(defaultFilters)).toBe("");
    expect(filterQueryString({ filiere: "Énergie", type: "event", place: "Saint-Étienne", page: 2 })).toBe(
      "?filiere=%C3%89nergie&type=event&place=Saint-%C3%89tienne&page=2",
    );
    expect(isFiltered(defaultFilters)).toBe(false);
    expect(isFiltered({ ...defaultFilters, page: 3 })).toBe(false);
    expect(isFiltered({ ...defaultFilters, place: "Lyon" })).toBe(true);
  });
});

describe("filtering", () => {
  const ids = (list: EventSummary[]) => list.map((event) => event.id);

  it("lists upcoming events soonest first (an ongoing one included, past ones never) and news newest first", () => {
    const result = filterEvents(events, defaultFilters, now);
    expect(ids(result.upcoming)).toEqual(ids([ongoing, soon, laterLyon, later]));
    expect(ids(result.news)).toEqual(ids([recentNews, bare, olderNews]));
    expect(result.total).toBe(7);
    expect(result.hasMore).toBe(false);
  });

  it("filters by type, field, place and their combination", () => {
    expect(filterEvents(events, { ...defaultFilters, type: "news" }, now).upcoming).toEqual([]);
    expect(filterEvents(events, { ...defaultFilters, type: "event" }, now).news).toEqual([]);
    const health = filterEvents(events, { ...defaultFilters, filiere: "Santé" }, now);
    expect(ids([...health.upcoming, ...health.news])).toEqual(ids([soon, recentNews]));
    const lyon = filterEvents(events, { ...defaultFilters, place: "Lyon" }, now);
    expect(ids([...lyon.upcoming, ...lyon.news])).toEqual(ids([soon, laterLyon, recentNews]));
    const combined = filterEvents(events, { ...defaultFilters, place: "Lyon", filiere: "Énergie", type: "event" }, now);
    expect(ids(combined.upcoming)).toEqual(ids([laterLyon]));
    expect(combined.total).toBe(1);
    const none = filterEvents(events, { ...defaultFilters, place: "Annecy", type: "news" }, now);
    expect(none.total).toBe(0);
  });

  it("gives the agenda (the calendar files) every event of the filters, past ones included, soonest first, and no news", () => {
    const all = agendaEvents(events, defaultFilters);
    expect(all.every((event) => event.kind === "event")).toBe(true);
    expect(ids(all)).toEqual(
      ids(
        events
          .filter((event) => event.kind === "event")
          .sort((a, b) => Date.parse(a.start ?? "") - Date.parse(b.start ?? "")),
      ),
    );
    expect(all.some((event) => Date.parse(event.end ?? "") < now.getTime())).toBe(true);
    expect(ids(agendaEvents(events, { ...defaultFilters, place: "Lyon", filiere: "Énergie" }))).toEqual(
      ids([laterLyon]),
    );
    expect(agendaEvents(events, { ...defaultFilters, type: "news" })).toEqual([]);
    expect(ids(agendaEvents(events, { ...defaultFilters, type: "event", page: 3 }))).toEqual(ids(all));
  });

  it("shows pageSize items per kind and page, and says when there are more", () => {
    const many = Array.from({ length: pageSize + 3 }, (_, index) => item("news", -index - 1, "Lyon", "Santé"));
    const first = filterEvents(many, defaultFilters, now);
    expect(first.news).toHaveLength(pageSize);
    expect(first.hasMore).toBe(true);
    expect(first.total).toBe(pageSize + 3);
    const second = filterEvents(many, { ...defaultFilters, page: 2 }, now);
    expect(second.news).toHaveLength(pageSize + 3);
    expect(second.hasMore).toBe(false);
  });
});

describe("featured and duo selections", () => {
  it("pick the latest news, the next events, or events then news", () => {
    expect(selectFeatured(events, "news", 2, now).map((event) => event.id)).toEqual([recentNews.id, bare.id]);
    expect(selectFeatured(events, "event", 2, now).map((event) => event.id)).toEqual([ongoing.id, soon.id]);
    expect(selectFeatured(events, "all", 6, now).map((event) => event.kind)).toEqual([
      "event",
      "event",
      "event",
      "event",
      "news",
      "news",
    ]);
  });

  it("keep the chosen items and complete with the kind that is missing", () => {
    expect(selectDuo(events, [], now).map((event) => event.id)).toEqual([recentNews.id, ongoing.id]);
    expect(selectDuo(events, [olderNews.id], now).map((event) => event.id)).toEqual([olderNews.id, ongoing.id]);
    expect(selectDuo(events, [past.id, 9999, later.id, soon.id], now).map((event) => event.id)).toEqual([
      later.id,
      soon.id,
    ]);
  });
});

describe("Paris time", () => {
  it("reads ACF's wall-clock Paris times in winter and summer, and refuses non-dates", () => {
    expect(zonedTimeToInstant("2026-12-03 18:30:00", "Europe/Paris")?.toISOString()).toBe("2026-12-03T17:30:00.000Z");
    expect(zonedTimeToInstant("2026-07-14 22:00:00", "Europe/Paris")?.toISOString()).toBe("2026-07-14T20:00:00.000Z");
    expect(zonedTimeToInstant("20261203", "Europe/Paris")?.toISOString()).toBe("2026-12-02T23:00:00.000Z");
    for (const bad of ["", "demain", "2026-02-30 10:00:00", "2026-12-03 25:00:00"])
      expect(zonedTimeToInstant(bad, "Europe/Paris")).toBeNull();
    expect(toZonedIso(new Date("2026-12-03T17:30:00Z"), "Europe/Paris")).toBe("2026-12-03T18:30:00+01:00");
    expect(toZonedIso(new Date("2026-07-14T20:00:00Z"), "Europe/Paris")).toBe("2026-07-14T22:00:00+02:00");
  });

  it("writes times as each language does, in Paris time: French 18 h 30 and 20 h, English 6:30 pm", () => {
    const nb = "\u00a0";
    const at = (iso: string) => new Date(iso);
    expect(clockText(at("2026-12-03T17:30:00Z"), "fr")).toBe(`18${nb}h${nb}30`);
    expect(clockText(at("2026-12-03T19:00:00Z"), "fr")).toBe(`20${nb}h`);
    expect(clockText(at("2026-07-03T07:05:00Z"), "fr")).toBe(`9${nb}h${nb}05`);
    expect(clockText(at("2026-12-03T17:30:00Z"), "en")).toBe(`6:30${nb}pm`);
    expect(clockText(at("2026-12-03T11:00:00Z"), "en")).toBe(`12${nb}pm`);
    expect(clockText(at("2026-12-02T23:15:00Z"), "en")).toBe(`12:15${nb}am`);
    const evening = { start: "2026-12-03T19:00:00.000Z", end: "2026-12-03T21:30:00.000Z" };
    expect(eventTimeText(evening, "fr")).toBe(`de 20${nb}h à 22${nb}h${nb}30`);
    expect(eventTimeText(evening, "en")).toBe(`8${nb}pm – 10:30${nb}pm`);
    expect(eventTimeText({ start: evening.start, end: null }, "fr")).toBe(`20${nb}h`);
    expect(eventTimeText({ start: evening.start, end: evening.start }, "en")).toBe(`8${nb}pm`);
    expect(eventTimeText({ start: evening.start, end: null, allDay: true }, "fr")).toBeNull();
  });

  it("shows dates and hours in the page's language and Paris time", () => {
    const talk = {
      start: "2026-12-03T17:30:00.000Z",
      end: "2026-12-03T19:30:00.000Z",
      published: "2026-11-01T08:00:00.000Z",
    };
    expect(eventDateText(talk, "fr")).toBe("jeudi 3 décembre 2026");
    expect(eventDateText(talk, "en")).toMatch(/^Thursday,? 3 December 2026$/);
    expect(eventTimeText(talk, "fr")).toBe("de 18\u00a0h\u00a030 à 20\u00a0h\u00a030");
    expect(eventTimeText(talk, "en")).toBe("6:30\u00a0pm – 8:30\u00a0pm");
    const twoDays = { start: "2026-12-12T08:00:00.000Z", end: "2026-12-13T17:00:00.000Z", published: talk.published };
    expect(eventDateText(twoDays, "fr", "short")).toMatch(/^12.+13 déc\. 2026$/);
    expect(eventDateText({ start: null, end: null, published: "2026-11-01T23:30:00.000Z" }, "en", "short")).toBe(
      "2 Nov 2026",
    );
  });
});
