// The filterable list of news and events (SPEC.md §3-§5), as pure functions: the options of the
// three filters, the filters read from a URL query (hostile or unknown values ignored), and the
// list they leave. Nothing here fetches; lib/wordpress/events.ts feeds it.
import { languageTags, type Language } from "../../config/site.ts";
import { t } from "../i18n/messages.ts";
import type { EventSummary } from "./types.ts";

/** The query parameters, in the order the form shows them. */
export const filterKeys = ["filiere", "type", "place"] as const;
export type FilterKey = (typeof filterKeys)[number];

/** The parameters a list reads: its filters and its page. */
export const listParameters = [...filterKeys, "page"] as const;

/**
 * Whether a query asks a list for something: its filters or its page. Nothing else in a query
 * changes a page kept in a cache: proxy.ts reads no other parameter but the search page's `q`, and
 * the search page is rendered for each request.
 */
export function hasListParameters(searchParams: URLSearchParams): boolean {
  return listParameters.some((key) => searchParams.has(key));
}

/** The value of every filter's first option: no filtering. */
export const ALL = "all";
export const typeValues = [ALL, "news", "event"] as const;
export type TypeValue = (typeof typeValues)[number];

/** How many items of each kind a list shows per "show more" step. */
export const pageSize = 12;
/** The largest `page` a query may ask for (past it the value is ignored). */
export const maxPage = 50;
/** Longer query values cannot be a place or a field: ignored without comparing them. */
const maxValueLength = 200;

export interface FilterOption {
  value: string;
  label: string;
  disabled: boolean;
}

export type FilterOptions = Record<FilterKey, FilterOption[]>;

export interface FilterState {
  filiere: string;
  type: TypeValue;
  place: string;
  /** How many steps of `pageSize` items are shown. */
  page: number;
}

export const defaultFilters: FilterState = { filiere: ALL, type: ALL, place: ALL, page: 1 };

/** Each value once (after trimming), sorted for the language; empty and non-text values dropped. */
export function distinctValues(values: readonly unknown[], language: Language): string[] {
  const collator = new Intl.Collator(languageTags[language], { numeric: true });
  const distinct = new Set<string>();
  for (const value of values) {
    if (typeof value !== "string") continue;
    const text = value.normalize("NFC").replace(/\s+/g, " ").trim();
    if (text && text !== ALL && text.length <= maxValueLength) distinct.add(text);
  }
  return [...distinct].sort(collator.compare);
}

/**
 * The three filters' options. Place and field start with their 'all' entry and go on with the
 * distinct values found across the language's events; `null` (the values could not be read)
 * leaves only the 'all' entry. Every 'all' entry can be chosen: SPEC.md §3 has the place's
 * disabled (a placeholder), which left a visitor who had picked a place no way back to
 * "Partout" but clearing every filter.
 */
export function buildFilterOptions(
  language: Language,
  values: { places: readonly unknown[] | null; fields: readonly unknown[] | null },
): FilterOptions {
  const text = t(language).events;
  const entries = (list: readonly unknown[] | null) =>
    distinctValues(list ?? [], language).map((value) => ({ value, label: value, disabled: false }));
  return {
    filiere: [{ value: ALL, label: text.allFields, disabled: false }, ...entries(values.fields)],
    type: [
      { value: ALL, label: text.allTypes, disabled: false },
      { value: "news", label: text.news, disabled: false },
      { value: "event", label: text.events, disabled: false },
    ],
    place: [{ value: ALL, label: text.everywhere, disabled: false }, ...entries(values.places)],
  };
}

/** A URL query as Next.js hands it to a page, or as the browser has it. */
export type QueryInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The one value of a parameter; repeated parameters and non-text values count as absent. */
function single(query: QueryInput, key: string): string | undefined {
  if (query instanceof URLSearchParams) {
    const values = query.getAll(key);
    return values.length === 1 ? values[0] : undefined;
  }
  if (!Object.hasOwn(query, key)) return undefined;
  const value = query[key];
  return typeof value === "string" ? value : undefined;
}

function pick(query: QueryInput, key: FilterKey, options: readonly FilterOption[]): string {
  const raw = single(query, key);
  if (raw === undefined || raw.length > maxValueLength) return ALL;
  const value = raw.normalize("NFC").trim();
  return options.some((option) => option.value === value) ? value : ALL;
}

/** The filters a URL query asks for; anything unknown, repeated, oversized or malformed is ignored. */
export function parseFilterQuery(query: QueryInput, options: FilterOptions): FilterState {
  const page = single(query, "page");
  const pageNumber = page !== undefined && /^\d{1,3}$/.test(page) ? Number(page) : 1;
  return {
    filiere: pick(query, "filiere", options.filiere),
    type: pick(query, "type", options.type) as TypeValue,
    place: pick(query, "place", options.place),
    page: pageNumber >= 1 && pageNumber <= maxPage ? pageNumber : 1,
  };
}

export function isFiltered(state: FilterState): boolean {
  return activeFilters(state) > 0;
}

/** How many filters are on. */
export function activeFilters(state: FilterState): number {
  return filterKeys.filter((key) => state[key] !== ALL).length;
}

/** The query string (with `?`, or "" for no filter) that leads to this state. */
export function filterQueryString(state: FilterState): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (state[key] !== ALL) params.set(key, state[key]);
  if (state.page > 1) params.set("page", String(state.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** An event that has not ended yet (an event on now still counts); news are never upcoming. */
export function isUpcoming(event: EventSummary, now: Date): boolean {
  if (event.kind !== "event" || !event.start) return false;
  // An event given as days lasts until the end of its last day.
  return Date.parse(event.end ?? event.start) + (event.allDay ? 86_400_000 : 0) >= now.getTime();
}

export const byStart = (a: EventSummary, b: EventSummary): number =>
  Date.parse(a.start ?? "") - Date.parse(b.start ?? "") || a.id - b.id;
export const byNewest = (a: EventSummary, b: EventSummary): number =>
  Date.parse(b.published) - Date.parse(a.published) || b.id - a.id;

export interface FilteredList {
  /** Upcoming events, soonest first (none when the type is news). */
  upcoming: EventSummary[];
  /** News, newest first (none when the type is event). */
  news: EventSummary[];
  /** How many items match in all, before `page` cuts the lists. */
  total: number;
  /** True when `page + 1` would show more. */
  hasMore: boolean;
}

/** What the list shows for these filters: past events never, each kind in its order. */
export function filterEvents(events: readonly EventSummary[], state: FilterState, now: Date): FilteredList {
  const matching = events.filter(
    (event) =>
      (state.filiere === ALL || event.field === state.filiere) && (state.place === ALL || event.place === state.place),
  );
  const upcoming = state.type === "news" ? [] : matching.filter((event) => isUpcoming(event, now)).sort(byStart);
  const news = state.type === "event" ? [] : matching.filter((event) => event.kind === "news").sort(byNewest);
  const limit = pageSize * state.page;
  return {
    upcoming: upcoming.slice(0, limit),
    news: news.slice(0, limit),
    total: upcoming.length + news.length,
    hasMore: upcoming.length > limit || news.length > limit,
  };
}

/**
 * The events of a language's agenda for the list's filters (field, place; the type `news` leaves
 * none): every one, past ones included (a calendar keeps them), soonest first.
 */
export function agendaEvents(events: readonly EventSummary[], state: FilterState): EventSummary[] {
  if (state.type === "news") return [];
  return events
    .filter(
      (event) =>
        event.kind === "event" &&
        (state.filiere === ALL || event.field === state.filiere) &&
        (state.place === ALL || event.place === state.place),
    )
    .sort(byStart);
}

/** A page's URL query as Next.js hands it to the page. */
export type SearchParams = Record<string, string | string[] | undefined>;
