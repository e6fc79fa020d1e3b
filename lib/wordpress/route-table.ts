// The site's addresses, one table built from WordPress: path → what it shows (a page or an event),
// its WordPress id, its language, and its translations (language → path); with, per language, the
// places and fields of its events (the values a filtered list may ask for,
// lib/routing/filter-segment.ts). Everything that needs to know "what path shows what" reads it:
// the proxy's 404 for unknown paths and its filter options, page resolution (path → id, then the
// page or event read by id, resolve.ts), the language switch (translations.ts), the sitemap,
// `generateStaticParams` and the revalidation webhook (what to re-read and purge).
//
// The pages and events of both languages are read with `_fields` (id, link, lang, Polylang's
// translations, the date the sitemap gives; a page's title; places and fields for events): four
// collections, each to its last page. A page's path, translations and title are what other pages
// show of it (links, the language switch, breadcrumbs): the webhook compares them before and after
// an edit (`routeChanges`) to know whether the edit reaches other pages than the edited one's. A
// WordPress without the events post type has no event pages (logged once, not an outage).
//
// Each language's home (`home()`): the configured home page (PAGE_ID_HOME) in its language, else
// its translation by Polylang's `translations`, else the page WordPress links at the language's
// home address (`/`, `/en/`: Polylang links a translated front page there, and it gives `lang`
// even where it adds no `translations`, as the free Polylang does). The homes found are
// translations of each other when WordPress says nothing else, so the language switch and the
// hreflang alternates of a home lead to the other home.
//
import type { LRUCache } from "lru-cache";
import { languages, type Language } from "../../config/site.ts";
import { buildFilterOptions, type FilterOptions } from "../events/filters.ts";
import { homePath } from "../routing/canonical.ts";
import { decodePath, stripQuery } from "../site-paths.ts";
import { isNotFound } from "./errors.ts";
import { toText } from "./html.ts";
import { languageOf, type LinkRewriter } from "./links.ts";
import { rawRoute, type RawRoute } from "./schemas.ts";
import { eventTags, pageTags } from "./tags.ts";
import { logger } from "../server/log.ts";

export type RouteKind = "page" | "event";

export interface Route {
  kind: RouteKind;
  /** The WordPress id of the page or event. */
  id: number;
  language: Language;
  /** Canonical site path, as WordPress's link gives it: `/`, `/vivre/se-loger`, `/en/event-fair`. */
  path: string;
  /** When it last changed, as WordPress gives it (a page's `modified_gmt`, an event's `date_gmt`): the sitemap's lastmod. */
  modified: string | undefined;
  /** Its path in each language that has it, its own included; a language without a translation is absent. */
  translations: Partial<Record<Language, string>>;
  /** A page's title as WordPress gives it (HTML), for telling whether an edit changed it; undefined for events. */
  title?: string;
}

/** One reading of the table: lookups only, nothing here asks WordPress. */
export interface RouteTable {
  /** What lives at this site path in this language (encoded or not), or undefined. */
  find(language: Language, path: string): Route | undefined;
  /** The page or event with this WordPress id, or undefined. */
  byId(kind: RouteKind, id: number): Route | undefined;
  /** Every route, in WordPress's order: per language, its pages, then its events; `language` and `kind` narrow it. */
  routes(filter?: { language?: Language; kind?: RouteKind }): Route[];
  /** Every path, decoded, in every language. */
  paths(): string[];
  /** The filter options of the language's lists (its events' places and fields). */
  filterOptions(language: Language): FilterOptions;
  /** The language's home page (see the header), or undefined when WordPress has none. */
  home(language: Language): Route | undefined;
}

export interface RouteTableOptions {
  /** The WordPress id of the home page (PAGE_ID_HOME, in the default language). */
  homeId?: number;
}

/** The WordPress collections with pages on the site, and what each is read with. */
const collections = [
  { kind: "page", path: "wp/v2/pages", fields: "id,link,lang,translations,modified_gmt,title", tag: pageTags.all },
  {
    kind: "event",
    path: "wp/v2/events",
    fields: "id,link,lang,translations,date_gmt,acf.place,acf.field",
    tag: eventTags.all,
  },
] as const satisfies ReadonlyArray<{ kind: RouteKind; path: string; fields: string; tag: string }>;

/**
 * What the table reads WordPress with: a WordPress client's `getAll` (lib/wordpress/client.ts),
 * through Next's data cache for renders or without it for the live table.
 */
export interface RouteListReader {
  getAll(
    path: string,
    itemSchema: typeof rawRoute,
    options: { searchParams: Record<string, string>; tags: string[]; shared?: boolean },
  ): Promise<RawRoute[]>;
}

export interface RouteTableReadOptions extends RouteTableOptions {
  log?: (message: string) => void;
  /** The collections already said missing (each is logged once per set). */
  missing?: Set<RouteKind>;
  /**
   * The tables built lately, by the lists they were built from: read again with the same lists, the
   * table is the one built then, instead of built again (a table's routes are frozen: it is shared).
   * The same `links` must be given with the same `built`.
   */
  built?: LRUCache<string, RouteTable>;
}

/** Reads the table from WordPress: throws when WordPress fails (a missing events collection is no failure). */
export async function readRouteTable(
  client: RouteListReader,
  links: LinkRewriter,
  options: RouteTableReadOptions = {},
): Promise<RouteTable> {
  const log = options.log ?? ((message: string) => logger("wordpress").warn(message));
  const missing = options.missing ?? new Set<RouteKind>();
  const lists = await Promise.all(
    languages.flatMap((language) =>
      collections.map(async ({ kind, path, fields, tag }) => {
        try {
          return {
            language,
            kind,
            items: await client.getAll(path, rawRoute, {
              searchParams: { lang: language, _fields: fields },
              tags: [tag],
              // Only built into the table, never changed.
              shared: true,
            }),
          };
        } catch (error) {
          if (kind === "page" || !isNotFound(error)) throw error;
          if (!missing.has(kind)) log(`[routes] WordPress has no "${path}" route; no ${kind} pages on the site`);
          missing.add(kind);
          return { language, kind, items: [] as RawRoute[] };
        }
      }),
    ),
  );
  const { built, homeId } = options;
  if (!built) return buildRouteTable(lists, links, { homeId });
  const key = `${homeId ?? ""}\n${JSON.stringify(lists)}`;
  const table = built.get(key) ?? buildRouteTable(lists, links, { homeId });
  built.set(key, table);
  return table;
}

type RouteList = { language: Language; kind: RouteKind; items: readonly RawRoute[] };
type FilterValues = { places: unknown[]; fields: unknown[] };

/** The routes of the lists, found by path and by id, with Polylang's translation ids and the events' filter values. */
interface RouteIndex {
  routes: Route[];
  byPath: Map<string, Route>;
  byId: Map<string, Route>;
  translationIds: Map<Route, Record<string, number>>;
  filterValues: Map<Language, FilterValues>;
}

const idKey = (kind: RouteKind, id: number) => `${kind}:${id}`;
const pathKey = (language: Language, path: string) => `${language} ${decodePath(path)}`;

/** The table from the lists WordPress gave, each read in one language. */
export function buildRouteTable(
  lists: readonly RouteList[],
  links: LinkRewriter,
  options: RouteTableOptions = {},
): RouteTable {
  const index = indexRoutes(lists, links);
  const { routes, byPath, byId } = index;
  linkTranslations(index);
  const homes = findHomes(
    options.homeId,
    (id) => byId.get(idKey("page", id)),
    (language, path) => byPath.get(pathKey(language, path)),
  );
  // Homes WordPress gives no translation for lead to each other.
  for (const home of homes.values()) {
    for (const [language, other] of homes) home.translations[language] ??= other.path;
  }
  // Shared by whoever reads this table (readRouteTable's `built`): nothing may change a route.
  for (const route of routes) Object.freeze(Object.freeze(route).translations);
  const filters = new Map(
    languages.map((language) => [
      language,
      buildFilterOptions(language, index.filterValues.get(language) as FilterValues),
    ]),
  );
  return {
    find: (language, path) => byPath.get(pathKey(language, path)),
    byId: (kind, id) => byId.get(idKey(kind, id)),
    routes: (filter = {}) =>
      routes.filter(
        (route) =>
          (!filter.language || route.language === filter.language) && (!filter.kind || route.kind === filter.kind),
      ),
    paths: () => routes.map((route) => decodePath(route.path)),
    filterOptions: (language) => filters.get(language) as FilterOptions,
    home: (language) => homes.get(language),
  };
}

function indexRoutes(lists: readonly RouteList[], links: LinkRewriter): RouteIndex {
  const index: RouteIndex = {
    routes: [],
    byPath: new Map(),
    byId: new Map(),
    translationIds: new Map(),
    filterValues: new Map(languages.map((language) => [language, { places: [], fields: [] }])),
  };
  for (const { language, kind, items } of lists) {
    for (const item of items) {
      if (!item.link) continue;
      const path = links.isCmsPage(item.link) ? stripQuery(links.toSite(item.link)) : undefined;
      // An item of another language (WordPress without Polylang ignores `lang`) is in that language's list.
      if (languageOf(item.lang, path ?? "/") !== language) continue;
      if (kind === "event") addFilterValues(index.filterValues.get(language) as FilterValues, item);
      if (path && item.id) addRoute(index, kind, language, path, item);
    }
  }
  return index;
}

/** An event's place and field, as the list shows them (lib/wordpress/events.ts): text, entities decoded. */
function addFilterValues(values: FilterValues, item: RawRoute) {
  for (const [value, list] of [
    [item.acf?.place, values.places],
    [item.acf?.field, values.fields],
  ] as const)
    if (typeof value === "string") list.push(toText(value));
}

function addRoute(index: RouteIndex, kind: RouteKind, language: Language, path: string, item: RawRoute) {
  // The first item at a path shows there (a page before an event), as the first with an id is that id.
  if (index.byPath.has(pathKey(language, path)) || index.byId.has(idKey(kind, item.id))) return;
  const route: Route = {
    kind,
    id: item.id,
    language,
    path,
    modified: kind === "page" ? item.modified_gmt : item.date_gmt,
    translations: {},
    ...(kind === "page" && item.title !== undefined ? { title: item.title } : {}),
  };
  index.routes.push(route);
  index.byPath.set(pathKey(language, path), route);
  index.byId.set(idKey(kind, item.id), route);
  index.translationIds.set(route, item.translations);
}

/** Polylang gives translations as ids; each becomes the path of the route with that id, when it is in that language. */
function linkTranslations({ routes, byId, translationIds }: RouteIndex) {
  for (const route of routes) {
    const ids = translationIds.get(route) ?? {};
    for (const language of languages) {
      const translation =
        language === route.language ? route : ids[language] ? byId.get(idKey(route.kind, ids[language])) : undefined;
      if (translation?.language === language) route.translations[language] = translation.path;
    }
  }
}

/** Each language's home: the configured page or its translation, else the page at the language's home address. */
function findHomes(
  homeId: number | undefined,
  byId: (id: number) => Route | undefined,
  byPath: (language: Language, path: string) => Route | undefined,
): Map<Language, Route> {
  const configured = homeId ? byId(homeId) : undefined;
  const homes = new Map<Language, Route>();
  for (const language of languages) {
    const translated = configured?.translations[language];
    const home = (translated ? byPath(language, translated) : undefined) ?? byPath(language, homePath(language));
    if (home?.kind === "page") homes.set(language, home);
  }
  return homes;
}

/** What a re-read after a change found. */
export interface RouteChanges {
  /** Every path known before or after (decoded): what the purge of the nginx front sends, a page moved or deleted included. */
  known: string[];
  /** Paths that appeared. */
  added: string[];
  /** Paths that are gone. */
  removed: string[];
  /**
   * The pages and events (`page:163`) that appeared, went, moved, or whose translations or title
   * changed since the table the previous re-read read: what other pages show of them changed.
   */
  changed: string[];
  /** Whether `changed` is known: the table was read now, and a previous re-read's table is there to compare with. */
  complete: boolean;
}

/**
 * What moved between two readings of the table (none: never read), and which routes changed since
 * `since`, the table the previous re-read read (null: unknown, or this re-read failed).
 */
export function routeChanges(
  before: RouteTable | null,
  after: RouteTable | null,
  since: RouteTable | null = null,
): RouteChanges {
  const [was, is] = [new Set(before?.paths() ?? []), new Set(after?.paths() ?? [])];
  return {
    known: [...new Set([...was, ...is])],
    added: [...is].filter((path) => !was.has(path)),
    removed: [...was].filter((path) => !is.has(path)),
    changed: since && after ? changedRoutes(since, after) : [],
    complete: since !== null && after !== null,
  };
}

/** The routes (`page:163`) that appeared, went, moved, or changed translations or title between two readings. */
function changedRoutes(before: RouteTable, after: RouteTable): string[] {
  const key = (route: Route) => `${route.kind}:${route.id}`;
  const differs = (one: Route, other: Route | undefined) =>
    !other ||
    other.path !== one.path ||
    other.title !== one.title ||
    languages.some((language) => other.translations[language] !== one.translations[language]);
  const changed = new Set<string>();
  for (const route of after.routes()) if (differs(route, before.byId(route.kind, route.id))) changed.add(key(route));
  for (const route of before.routes()) if (!after.byId(route.kind, route.id)) changed.add(key(route));
  return [...changed];
}
