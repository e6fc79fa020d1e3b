// The calendar files' route handlers (lib/routing/calendar-address.ts): the agenda of a language,
// filtered like the events list, and one event's "Add to calendar" file. Static like the pages:
// rendered at build (the agenda) or on first request (the others), kept in Next's cache,
// tagged with the events' data tags, so the revalidation webhook renders them again
// (lib/cache/invalidation.ts) and they are served from the cache while WordPress is down.
import { env } from "@/config/env.ts";
import type { Language } from "@/config/site.ts";
import { calendarContentType, calendarFileName, calendarText } from "@/lib/events/calendar.ts";
import { agendaEvents, parseFilterQuery } from "@/lib/events/filters.ts";
import { t } from "@/lib/i18n/messages.ts";
import { agendaCalendarPath, eventCalendarPath } from "@/lib/routing/calendar-address.ts";
import { splitFilterSegment } from "@/lib/routing/filter-segment.ts";
import { sitePath } from "@/lib/site-paths.ts";
import { getEvents, getFilterOptions, readPublishedEvent } from "@/lib/wordpress/events.ts";
import { getSiteOptionsOrDefaults } from "@/lib/wordpress/options.ts";
import { cachedRouteTable } from "@/lib/wordpress/live-route-table.ts";

function calendarResponse(text: string, path: string): Response {
  return new Response(text, {
    headers: {
      "content-type": calendarContentType,
      // Opened by a calendar app, or saved under this name.
      "content-disposition": `inline; filename="${calendarFileName(path)}"`,
    },
  });
}

/** Not a calendar the site has (an event deleted since the proxy's table was read): a short 404, kept until the events change. */
function noCalendar(): Response {
  return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

/** `/agenda.ics` (`/en/agenda.ics`), and its filtered forms at a hidden filter segment. */
export function agendaCalendarRoute(language: Language) {
  return {
    generateStaticParams: async (): Promise<Array<{ filter: string[] }>> => [{ filter: [] }],
    async GET(_request: Request, { params }: { params: Promise<{ filter?: string[] }> }): Promise<Response> {
      const { segments, query } = splitFilterSegment((await params).filter);
      if (segments.length > 0) return noCalendar();
      const [events, options, site] = await Promise.all([
        getEvents(language),
        getFilterOptions(language),
        getSiteOptionsOrDefaults(),
      ]);
      const text = t(language).events;
      const path = agendaCalendarPath(language);
      return calendarResponse(
        calendarText(agendaEvents(events, parseFilterQuery(query, options)), {
          language,
          siteName: site.siteName,
          siteUrl: env().siteUrl,
          name: text.agendaName(site.siteName),
          description: text.agendaDescription,
          subscribed: true,
        }),
        path,
      );
    },
  };
}

/** `/event-{slug}.ics` (`/en/event-{slug}.ics`), rewritten to `/<language>/event.ics/event-{slug}`. */
export function eventCalendarRoute(language: Language) {
  return {
    // None at build: the route table cannot tell events from news (a news item's file is a 404),
    // and a site of thousands of news items would render as many 404s. Each file renders on its
    // first request from the data cache its event's page filled (so also while WordPress is down).
    generateStaticParams: async (): Promise<Array<{ event: string }>> => [],
    async GET(_request: Request, { params }: { params: Promise<{ event: string }> }): Promise<Response> {
      const path = sitePath(language, [(await params).event]);
      const route = (await cachedRouteTable()).find(language, path);
      const event = route?.kind === "event" ? await readPublishedEvent(route.id) : null;
      if (!event || event.kind !== "event") return noCalendar();
      const site = await getSiteOptionsOrDefaults();
      return calendarResponse(
        calendarText([event], { language, siteName: site.siteName, siteUrl: env().siteUrl, name: event.title }),
        eventCalendarPath(event.path),
      );
    },
  };
}
