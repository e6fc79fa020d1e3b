// A list's address with filters in its query (`/agenda?type=news`) and the cached page that shows
// it: the canonical form of the query (lib/events/filters.ts: known keys and values only, in one
// order) as the page's last route segment (lib/routing/filter-segment.ts). The proxy sets that
// segment for each visitor's request; the invalidation pipeline renders the page at its own route
// (lib/cache/invalidation.ts), since Next's on-demand renders do not go through the proxy.
import { defaultLanguage, isLanguage, type Language } from "../../config/site.ts";
import { buildFilterOptions, filterQueryString, hasListParameters, parseFilterQuery } from "../events/filters.ts";
import { routeTable } from "../wordpress/live-route-table.ts";
import { encodeFilterSegment } from "./filter-segment.ts";
import { languageOfPath } from "./canonical.ts";

/** The canonical filter segment of a list's query in a language ("" for none), with the filter options the site knows. */
export async function listSegment(language: Language, searchParams: URLSearchParams): Promise<string> {
  const options =
    (await routeTable().filterOptions(language)) ?? buildFilterOptions(language, { places: null, fields: null });
  return encodeFilterSegment(filterQueryString(parseFilterQuery(searchParams, options)));
}

/**
 * The route of the cached page a filtered list's address shows (`/agenda?type=news` →
 * `/fr/agenda/~f.dHlwZT1uZXdz`), or undefined when the address is not a filtered list.
 */
export async function listPageRoute(address: string): Promise<string | undefined> {
  const url = new URL(address, "http://site.invalid");
  if (!hasListParameters(url.searchParams)) return undefined;
  const segment = await listSegment(languageOfPath(url.pathname), url.searchParams);
  if (!segment) return undefined;
  const segments = url.pathname.split("/").filter(Boolean);
  const language = isLanguage(segments[0]) ? segments.shift() : defaultLanguage;
  return `/${[language, ...segments, segment].join("/")}`;
}
