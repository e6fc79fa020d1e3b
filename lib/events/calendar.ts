// Events as iCalendar (RFC 5545), written by ical-generator: the agenda of a language (to
// subscribe to) and one event (to add to a calendar). Times are Paris wall-clock times with their
// zone (`DTSTART;TZID=Europe/Paris:20261203T183000`) and the zone's definition (`VTIMEZONE`, from
// timezones-ical-library), so a calendar shows them right wherever it is; an event given as days
// is whole days (`VALUE=DATE`, its end the day after its last). Pure: no fetching here.
import { TZDate } from "@date-fns/tz";
import ical, { type ICalCalendar } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { eventTimeZone, type Language } from "../../config/site.ts";
import { t } from "../i18n/messages.ts";
import { toZonedDate } from "./time.ts";
import type { EventSummary } from "./types.ts";

export interface CalendarOptions {
  language: Language;
  /** The site's name: the calendar's name and its producer. */
  siteName: string;
  /** The site's origin (SITE_URL): events' addresses and ids are on it. */
  siteUrl: string;
  /** The calendar's name (the agenda's, or the event's title). */
  name: string;
  description?: string;
  /** A calendar apps subscribe to (the agenda): it says how often to read it again. */
  subscribed?: boolean;
}

/** The media type and headers of a calendar file. */
export const calendarContentType = "text/calendar; charset=utf-8";

/** How often a subscribed calendar app should read the agenda again. */
const refreshSeconds = 6 * 3600;

/** A day after `instant`'s day in Paris, at its start: the exclusive end of a whole-day event. */
function dayAfter(instant: Date): TZDate {
  const [year, month, day] = toZonedDate(instant, eventTimeZone).split("-").map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day + 1, eventTimeZone);
}

/** Where the event takes place, on one line: its address, else its place (`Lyon`, `Online`). */
export function calendarLocation(event: Pick<EventSummary, "address" | "place">): string {
  return event.address.length ? event.address.join(", ") : event.place;
}

function describe(event: EventSummary, url: string): string {
  const text = t(event.language).events;
  return [
    event.excerpt,
    event.field ? `${text.field}${event.language === "fr" ? "\u202f:" : ":"} ${event.field}` : "",
    event.registration
      ? `${text.registration}${event.language === "fr" ? "\u202f:" : ":"} ${event.registration.href}`
      : "",
    url,
  ]
    .filter(Boolean)
    .join("\n\n");
}

function calendar(options: CalendarOptions): ICalCalendar {
  const cal = ical({
    name: options.name,
    description: options.description,
    prodId: { company: options.siteName, product: "Vitrine", language: options.language.toUpperCase() },
    url: options.siteUrl,
    ttl: options.subscribed ? refreshSeconds : null,
  });
  // The zone's definition for every event given in it; no calendar-wide zone, so DTSTAMP stays in UTC.
  cal.timezone({ name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  cal.x("X-WR-TIMEZONE", eventTimeZone);
  return cal;
}

/** The iCalendar text of these events (the events among them that have a start; news are left out). */
export function calendarText(events: readonly EventSummary[], options: CalendarOptions): string {
  const cal = calendar(options);
  const host = new URL(options.siteUrl).host;
  for (const event of events) {
    if (event.kind !== "event" || !event.start) continue;
    const url = new URL(event.path, options.siteUrl).href;
    const start = new Date(event.start);
    const end = event.end ? new Date(event.end) : null;
    cal.createEvent({
      id: `event-${event.id}@${host}`,
      summary: event.title,
      description: describe(event, url),
      location: calendarLocation(event) || null,
      url,
      timezone: eventTimeZone,
      allDay: event.allDay === true,
      start: new TZDate(start.getTime(), eventTimeZone),
      end: event.allDay ? dayAfter(end ?? start) : end ? new TZDate(end.getTime(), eventTimeZone) : null,
      // Its publication: the same file for the same content (a stable ETag).
      stamp: new Date(event.published),
    });
  }
  return cal.toString();
}

/** The file name a calendar is downloaded as: `agenda.ics`, `event-talk.ics`. */
export function calendarFileName(path: string): string {
  const last = path.split("/").filter(Boolean).at(-1) ?? "agenda";
  return `${last.replace(/\.ics$/, "").replace(/[^\w.-]+/g, "-") || "agenda"}.ics`;
}
