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

const NBSP = "\u00a0";

/**
 * A time of day in Paris as the language writes it, its parts on one line: French `18 h 30`,
 * `20 h`; English `6:30 pm`, `8 pm` (the site's one format for each language).
 */
export function clockText(instant: Date, language: Language): string {
  const parts = formatter("fr", { hour: "numeric", minute: "numeric", hourCycle: "h23" }).formatToParts(instant);
  const hour = Number(parts.find((part) => part.type === "hour")?.value);
  const minute = Number(parts.find((part) => part.type === "minute")?.value);
  const minutes = String(minute).padStart(2, "0");
  if (language === "fr") return minute ? `${hour}${NBSP}h${NBSP}${minutes}` : `${hour}${NBSP}h`;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${minutes}` : ""}${NBSP}${hour < 12 ? "am" : "pm"}`;
}

/**
 * The hours of an event: French `de 18 h 30 à 20 h`, English `6:30 pm – 8 pm`, or its start alone
 * (`18 h 30`); null for news and for an event given as days without hours.
 */
export function eventTimeText(
  event: Pick<EventSummary, "start" | "end" | "allDay">,
  language: Language,
): string | null {
  if (!event.start || event.allDay) return null;
  const start = clockText(new Date(event.start), language);
  const end = event.end ? clockText(new Date(event.end), language) : null;
  if (!end || end === start) return start;
  return language === "fr" ? `de ${start} à ${end}` : `${start} – ${end}`;
}

/** The machine-readable form of when an event takes place (a `<time datetime>`, JSON-LD): a day for an event without hours, else the instant in Paris time. */
export function eventDateTime(instant: string, event: Pick<EventSummary, "allDay">): string {
  return event.allDay ? toZonedDate(new Date(instant), eventTimeZone) : toZonedIso(new Date(instant), eventTimeZone);
}

/** A number as the language writes it (`4 200`, `4,200`). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(languageTags[language]).format(value);
}
