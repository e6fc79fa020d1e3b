// Events and news (`GET /wp/v2/events`, custom post type `events`): every one of a language, read
// to the last page; the filter values (`_fields=acf.place` / `_fields=acf.field`; WordPress ignores
// a plain `fields=`); one event by its id (the route table says which id a path shows). Cached and
// tagged for on-demand revalidation.
import { cache } from "react";
import { contentLimits, eventTimeZone, languages, type Language } from "../../config/site.ts";
import { buildFilterOptions, type FilterOptions } from "../events/filters.ts";
import { isDateOnly, zonedTimeToInstant } from "../events/time.ts";
import type { EventDetail, EventSummary } from "../events/types.ts";
import { acfText, toImage, toLink } from "./acf.ts";
import type { BlockContext } from "./blocks/define.ts";
import { wordpress, type WordPressClient } from "./client.ts";
import { inLanguage, mappingContext } from "./context.ts";
import { WordPressError, unlessNotFound } from "./errors.ts";
import { cutText, toText } from "./html.ts";
import { languageOf } from "./links.ts";
import { eventAcf } from "./post-fields.ts";
import { eventSummaryFields, rawAcfOnly, rawEvent, rawEventSummary, type RawPost } from "./schemas.ts";
import { eventTags } from "./tags.ts";
import { previewOf } from "../preview/request.ts";
import { previewPath } from "../preview/session.ts";
import { readPreviewPost } from "./preview.ts";
import { failedForOutage, warnUnlessOutage } from "./outage-log.ts";
import { logger } from "../server/log.ts";
import { markDegraded } from "./degraded.ts";

type SummaryInput = Pick<RawPost, "id" | "link" | "date_gmt" | "title" | "excerpt" | "acf" | "lang" | "translations">;

export function toEventSummary(raw: SummaryInput, base: BlockContext): EventSummary {
  const { links } = base;
  const acf = eventAcf.parse(raw.acf);
  const path = links.toSite(raw.link).replace(/[?#].*$/, "");
  const language = languageOf(raw.lang, path);
  const { text } = inLanguage(base, language);
  const start = zonedTimeToInstant(acf.start_date, eventTimeZone);
  const endDate = zonedTimeToInstant(acf.end_date, eventTimeZone);
  const end = start && endDate && endDate >= start ? endDate : null;
  // An item is an event when it says so, or (no type) when it has a start; anything else is news.
  const isEvent = acf.type === "event" ? start !== null : acf.type === undefined && start !== null;
  const published = raw.date_gmt ? new Date(`${raw.date_gmt.replace(" ", "T")}Z`) : new Date(Number.NaN);
  return {
    id: raw.id,
    language,
    kind: isEvent ? "event" : "news",
    path,
    title: cutText(text(raw.title.rendered), contentLimits.titleChars),
    excerpt: text(raw.excerpt?.rendered ?? ""),
    published: Number.isNaN(published.getTime()) ? new Date(0).toISOString() : published.toISOString(),
    start: isEvent && start ? start.toISOString() : null,
    end: isEvent && end ? end.toISOString() : null,
    allDay: isEvent && start !== null && isDateOnly(acf.start_date),
    // Place and field are also filter values, compared with the query's: as WordPress has them.
    place: toText(acf.place),
    // A Text Area: one line of the address per line, typeset like every text shown.
    address: acf.address
      .split(/\r?\n|<br\s*\/?>/i)
      .map((line) => text(line))
      .filter(Boolean)
      .slice(0, 8),
    field: toText(acf.field),
    image: toImage(acf.image, links),
    registration: toLink(acf.registration_link, links),
    translations: Object.fromEntries(
      languages
        .filter((language) => raw.translations[language])
        .map((language) => [language, raw.translations[language]]),
    ),
  };
}

export function toEventDetail(raw: RawPost, base: BlockContext): EventDetail {
  const summary = toEventSummary(raw, base);
  return {
    ...summary,
    contentHtml: inLanguage(base, summary.language).html(raw.content?.rendered ?? ""),
    modified: raw.modified_gmt ? new Date(`${raw.modified_gmt.replace(" ", "T")}Z`).toISOString() : undefined,
    seo: raw.yoast_head_json,
  };
}

/**
 * WordPress unavailable (down, 5xx, nonsense) is an error, so a cached page is served instead;
 * WordPress saying "no" (no `events` post type, a refused parameter) is logged and read as nothing.
 */
function orNothing<T>(what: string, empty: T): (error: unknown) => T {
  return (error) => {
    if (error instanceof WordPressError && !error.isUnavailable) {
      warnUnlessOutage(`[events] ${what} unavailable (${error.message}); showing none`, error);
      return empty;
    }
    throw error;
  };
}

/** Every event and news item of a language (all of them, past 100), without their content. */
export async function readEvents(
  client: WordPressClient,
  language: Language,
  context: BlockContext,
): Promise<EventSummary[]> {
  const raws = await client
    .getAll("wp/v2/events", rawEventSummary, {
      searchParams: { lang: language, _fields: eventSummaryFields.join(",") },
      tags: [eventTags.all],
    })
    .catch(orNothing(`events of "${language}"`, []));
  return raws.map((raw) => toEventSummary(raw, context)).filter((event) => event.language === language);
}

/** What an item with its content is read with (search documents, news feeds): the summary's fields, its content and when it changed. */
export const eventContentFields = [...eventSummaryFields, "content", "modified_gmt"] as const;

/** Every event and news item of a language with its content, as WordPress gives them (map them, then keep the language's). */
export function readEventPosts(client: WordPressClient, language: Language): Promise<RawPost[]> {
  return client
    .getAll("wp/v2/events", rawEvent, {
      searchParams: { lang: language, _fields: eventContentFields.join(",") },
      tags: [eventTags.all],
    })
    .catch(orNothing(`events of "${language}" with their content`, [] as RawPost[]));
}

export const getEvents = cache((language: Language): Promise<EventSummary[]> =>
  readEvents(wordpress(), language, mappingContext()),
);

export interface Log {
  error(message: string): void;
}

/** The values of one ACF field across a language's events, or null (logged) when they cannot be read. */
export async function readFilterValues(
  client: WordPressClient,
  language: Language,
  field: "place" | "field",
  context: BlockContext,
  log: Log = logger("wordpress"),
): Promise<string[] | null> {
  try {
    const raws = await client.getAll("wp/v2/events", rawAcfOnly, {
      searchParams: { lang: language, _fields: `acf.${field}` },
      tags: [eventTags.all],
    });
    return raws.map((raw) => toText(acfText.catch("").parse(raw.acf[field])));
  } catch (error) {
    markDegraded("filters", error);
    // A read failed by an outage already said (lib/wordpress/outage-log.ts) is not said again.
    if (failedForOutage(error)) return null;
    log.error(
      `[events] the ${field} filter of "${language}" could not be built; only its 'all' entry is offered (${error instanceof Error ? error.message : String(error)})`,
    );
    return null;
  }
}

/** The options of the three filters in a language (place and field values read from WordPress). */
export async function readFilterOptions(
  client: WordPressClient,
  language: Language,
  context: BlockContext,
  log: Log = logger("wordpress"),
): Promise<FilterOptions> {
  const [places, fields] = await Promise.all([
    readFilterValues(client, language, "place", context, log),
    readFilterValues(client, language, "field", context, log),
  ]);
  return buildFilterOptions(language, { places, fields });
}

export const getFilterOptions = cache((language: Language): Promise<FilterOptions> =>
  readFilterOptions(wordpress(), language, mappingContext()),
);

/** One event or news item with its content, or null when WordPress has none; the editor's latest version when the request previews it. */
export const getEventById = cache(async (id: number): Promise<EventDetail | null> => {
  if (await previewOf("events", id)) {
    const read = await readPreviewPost("events", id, rawEvent);
    if (!read) return null;
    const event = toEventDetail(read.raw, mappingContext());
    return read.published ? event : { ...event, path: previewPath(event.language, "events", id) };
  }
  return readPublishedEvent(id);
});

/** One event or news item as published (never a preview), or null when WordPress has none: the calendar files read it. */
export async function readPublishedEvent(id: number): Promise<EventDetail | null> {
  const raw = await unlessNotFound(
    wordpress().get(`wp/v2/events/${id}`, rawEvent, { tags: [eventTags.all, eventTags.one(id)] }),
    null,
  );
  return raw && toEventDetail(raw, mappingContext());
}
