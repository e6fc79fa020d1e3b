// The iCalendar files, read back with ical.js (Mozilla's parser, not the library that writes them).
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFileName, calendarLocation, calendarText } from "../lib/events/calendar.ts";
import type { EventSummary } from "../lib/events/types.ts";
import {
  agendaCalendarPath,
  eventCalendarPath,
  eventCalendarRewrites,
  parseCalendarPath,
  webcalAddress,
} from "../lib/routing/calendar-address.ts";

function item(id: number, fields: Partial<EventSummary>): EventSummary {
  return {
    id,
    language: "fr",
    kind: "event",
    path: `/event-item-${id}`,
    title: `Événement ${id}`,
    excerpt: "",
    published: "2026-10-01T08:00:00.000Z",
    start: null,
    end: null,
    place: "Lyon",
    field: "Santé",
    address: [],
    image: null,
    registration: null,
    translations: {},
    ...fields,
  };
}

/** The events of a calendar text as ical.js reads them, its zones registered first. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  return { calendar, zones, events };
}

const options = {
  language: "fr" as const,
  siteName: "Confluence",
  siteUrl: "https://www.example.org",
  name: "Agenda – Confluence",
};

describe("iCalendar files", () => {
  const winter = item(1, {
    title: "Conférence : la santé, demain ; débat",
    excerpt: "Chercheurs, cliniciens et entrepreneurs.",
    start: "2026-12-03T17:30:00.000Z",
    end: "2026-12-03T19:30:00.000Z",
    address: ["Maison de la Confluence", "12 quai des Deux-Rivières", "69002 Lyon"],
    registration: { label: "S’inscrire", href: "https://inscriptions.example.org/conf", external: true, newTab: false },
  });
  const summer = item(2, { start: "2026-07-03T07:00:00.000Z", end: null, place: "Grenoble" });
  const days = item(3, { start: "2026-10-24T22:00:00.000Z", end: "2026-10-25T23:00:00.000Z", allDay: true });
  const news = item(4, { kind: "news" });

  it("gives each event in Paris time with the zone's definition, and leaves news out", () => {
    const { zones, events } = parse(calendarText([winter, summer, days, news], options));
    expect(zones.map((zone) => zone.getFirstPropertyValue("tzid"))).toEqual(["Europe/Paris"]);
    expect(events.map((event) => event.summary)).toEqual([
      "Conférence : la santé, demain ; débat",
      "Événement 2",
      "Événement 3",
    ]);
    const [first, second, third] = events as [ICAL.Event, ICAL.Event, ICAL.Event];
    // Winter (UTC+1) and summer (UTC+2): the same wall-clock rules give the right instants.
    expect(first.startDate.zone?.tzid).toBe("Europe/Paris");
    expect(first.startDate.toString()).toBe("2026-12-03T18:30:00");
    expect(first.startDate.toJSDate().toISOString()).toBe(winter.start);
    expect(first.endDate.toJSDate().toISOString()).toBe(winter.end);
    expect(second.startDate.toString()).toBe("2026-07-03T09:00:00");
    expect(second.startDate.toJSDate().toISOString()).toBe(summer.start);
    // Whole days: from the first to the day after the last (the end is exclusive), across the change of time.
    expect(third.startDate.isDate).toBe(true);
    expect(third.startDate.toString()).toBe("2026-10-25");
    expect(third.endDate.toString()).toBe("2026-10-27");
  });

  it("says where, what and how to register, with the event's address on the site", () => {
    const { events } = parse(calendarText([winter, summer], options));
    const [first, second] = events as [ICAL.Event, ICAL.Event];
    expect(first.location).toBe("Maison de la Confluence, 12 quai des Deux-Rivières, 69002 Lyon");
    expect(second.location).toBe("Grenoble");
    expect(first.uid).toBe("event-1@www.example.org");
    expect(first.component.getFirstPropertyValue("url")).toBe("https://www.example.org/event-item-1");
    expect(first.description).toContain("Chercheurs, cliniciens et entrepreneurs.");
    expect(first.description).toContain("Inscription\u202f: https://inscriptions.example.org/conf");
    expect(first.description).toContain("https://www.example.org/event-item-1");
    // A stamp in UTC, from the content: the same events give the same file.
    expect(first.component.getFirstProperty("dtstamp")?.getFirstValue()?.toString()).toBe("2026-10-01T08:00:00Z");
    expect(calendarText([winter, summer], options)).toBe(calendarText([winter, summer], options));
  });

  it("names the calendar, and is a valid empty calendar without events", () => {
    const text = calendarText([], { ...options, description: "Les événements" });
    const { calendar, events } = parse(text);
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Agenda – Confluence");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    // A subscribed calendar says how often to read it again; a single event's file does not.
    expect(calendar.getFirstPropertyValue("refresh-interval")).toBeNull();
    const agenda = parse(calendarText([], { ...options, subscribed: true })).calendar;
    expect(agenda.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT6H");
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it("gives the location on one line, and the place when there is no address", () => {
    expect(calendarLocation({ address: ["A", "B"], place: "Lyon" })).toBe("A, B");
    expect(calendarLocation({ address: [], place: "En ligne" })).toBe("En ligne");
    expect(calendarFileName("/en/event-talk.ics")).toBe("event-talk.ics");
    expect(calendarFileName("/agenda.ics")).toBe("agenda.ics");
  });
});

describe("calendar addresses", () => {
  it("are the agenda's in each language and each event page's address with .ics", () => {
    expect(agendaCalendarPath("fr")).toBe("/agenda.ics");
    expect(agendaCalendarPath("en")).toBe("/en/agenda.ics");
    expect(eventCalendarPath("/en/event-talk")).toBe("/en/event-talk.ics");
    expect(parseCalendarPath("/agenda.ics", "fr")).toEqual({ kind: "agenda" });
    expect(parseCalendarPath("/en/agenda.ics", "en")).toEqual({ kind: "agenda" });
    expect(parseCalendarPath("/event-talk.ics", "fr")).toEqual({ kind: "event", eventPath: "/event-talk" });
    expect(parseCalendarPath("/en/event-talk.ics", "en")).toEqual({ kind: "event", eventPath: "/en/event-talk" });
    for (const [path, language] of [
      ["/event-talk", "fr"],
      ["/vivre.ics", "fr"],
      ["/vivre/event-talk.ics", "fr"],
      ["/event-a.b.ics", "fr"],
      ["/en/agenda.ics", "fr"],
      ["/agenda.ics", "en"],
    ] as const)
      expect(parseCalendarPath(path, language), path).toBeNull();
  });

  it("subscribe with webcal: on the site's host, the list's query kept", () => {
    expect(webcalAddress("/agenda.ics?place=Lyon", "https://www.example.org")).toBe(
      "webcal://www.example.org/agenda.ics?place=Lyon",
    );
    expect(eventCalendarRewrites(["fr", "en"])).toEqual([
      { source: "/:event(event-[^/.]+)\\.ics", destination: "/fr/event.ics/:event" },
      { source: "/en/:event(event-[^/.]+)\\.ics", destination: "/en/event.ics/:event" },
    ]);
  });
});
