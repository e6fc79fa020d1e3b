// The site's iCalendar addresses (lib/events/calendar.ts makes the files):
// - the agenda of a language, `/agenda.ics` and `/en/agenda.ics`, filtered by the events list's
//   query (`/agenda.ics?place=Lyon`: the same canonical filter segment as the list's page,
//   lib/routing/filter-segment.ts), to subscribe to (`webcal:`) or download;
// - one event, its page's address with `.ics` (`/event-{slug}.ics`, `/en/event-{slug}.ics`): the
//   "Add to calendar" download.
// Both are route handlers cached like pages (app/fr/agenda.ics, app/fr/event.ics and their /en
// twins): proxy.ts lets these addresses through (an event's only when the event exists), and a
// rewrite of next.config.ts maps an event's to its route. A dot never appears in a WordPress
// slug, so no page can have one of these addresses.
import { defaultLanguage, type Language } from "../../config/site.ts";

export const calendarExtension = ".ics";
/** The agenda's file name, the same in every language. */
const agendaName = "agenda";
/** The route folder of an event's file: app/<language>/event.ics/[event]. */
export const eventCalendarRoute = "event.ics";

/** `/agenda.ics` or `/en/agenda.ics`. */
export function agendaCalendarPath(language: Language): string {
  return `${language === defaultLanguage ? "" : `/${language}`}/${agendaName}${calendarExtension}`;
}

/** An event page's file: `/event-slug` → `/event-slug.ics`. */
export function eventCalendarPath(eventPath: string): string {
  return `${eventPath}${calendarExtension}`;
}

export type CalendarAddress = { kind: "agenda" } | { kind: "event"; eventPath: string };

/**
 * What a site path (without the default language's prefix, as proxy.ts has it) asks for when it is
 * one of the calendar addresses, else null.
 */
export function parseCalendarPath(path: string, language: Language): CalendarAddress | null {
  if (!path.endsWith(calendarExtension)) return null;
  if (path === agendaCalendarPath(language)) return { kind: "agenda" };
  const eventPath = path.slice(0, -calendarExtension.length);
  const prefix = language === defaultLanguage ? "/" : `/${language}/`;
  const slug = eventPath.slice(prefix.length);
  return eventPath.startsWith(prefix) && /^event-[^/.]+$/.test(slug) ? { kind: "event", eventPath } : null;
}

/** The `webcal:` address of a calendar file at `path` (calendar apps subscribe to it), on the site's origin. */
export function webcalAddress(path: string, siteUrl: string): string {
  const url = new URL(path, siteUrl);
  return `webcal://${url.host}${url.pathname}${url.search}`;
}

/** The rewrites of next.config.ts that map an event's file to its route (a slug has no dot). */
export function eventCalendarRewrites(languages: readonly Language[]): Array<{ source: string; destination: string }> {
  return languages.map((language) => {
    const prefix = language === defaultLanguage ? "" : `/${language}`;
    return {
      source: `${prefix}/:event(event-[^/.]+)\\${calendarExtension}`,
      destination: `/${language}/${eventCalendarRoute}/:event`,
    };
  });
}
