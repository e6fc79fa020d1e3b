// Dates of events and news as a visitor reads them: in the page's language, in Paris time.
import { eventTimeZone, languageTags, type Language } from "../../config/site.ts";
import { toZonedDate, toZonedIso } from "./time.ts";
import type { EventSummary } from "./types.ts";

type Style = "long" | "short";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(languageTags[language], { ...options, timeZone: eventTimeZone });
    formatters.set(key, found);
  }
  return found;
}

const dateOptions: Record<Style, Intl.DateTimeFormatOptions> = {
  long: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  short: { day: "numeric", month: "short", year: "numeric" },
};
const timeOptions: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

function sameParisDay(a: Date, b: Date): boolean {
  const day = formatter("fr", { year: "numeric", month: "2-digit", day: "2-digit" });
  return day.format(a) === day.format(b);
}

/** When an event takes place (`jeudi 3 décembre 2026`, or a range of days), or when news was published. */
export function eventDateText(
  event: Pick<EventSummary, "start" | "end" | "published">,
  language: Language,
  style: Style = "long",
): string {
  const dates = formatter(language, dateOptions[style]);
  if (!event.start) return dates.format(new Date(event.published));
  const start = new Date(event.start);
  const end = event.end ? new Date(event.end) : null;
  return end && !sameParisDay(start, end) ? dates.formatRange(start, end) : dates.format(start);
}

/** The hours of an event (`18:30 – 20:30`), or null for news and for an event given as days without hours. */
export function eventTimeText(
  event: Pick<EventSummary, "start" | "end" | "allDay">,
  language: Language,
): string | null {
  if (!event.start || event.allDay) return null;
  const times = formatter(language, timeOptions);
  const start = new Date(event.start);
  const end = event.end ? new Date(event.end) : null;
  return end ? `${times.format(start)} – ${times.format(end)}` : times.format(start);
}

/** The machine-readable form of when an event takes place (a `<time datetime>`, JSON-LD): a day for an event without hours, else the instant in Paris time. */
export function eventDateTime(instant: string, event: Pick<EventSummary, "allDay">): string {
  return event.allDay ? toZonedDate(new Date(instant), eventTimeZone) : toZonedIso(new Date(instant), eventTimeZone);
}

/** A number as the language writes it (`4 200`, `4,200`). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(languageTags[language]).format(value);
}
