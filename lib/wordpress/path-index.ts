// Which site paths have something to show, known before any rendering: the proxy answers
// unknown paths with the 404 page at once (rendered whole on the server, status 404), so junk
// addresses never reach the page renderer nor fill its cache. Pages and events of each
// language are read with `_fields=link,lang` and kept in memory; the list is refreshed in the
// background after `refreshMs`, and at once (at most every `missRefreshMs`) when a path is
// missing from it, so a page published a moment ago is found. When WordPress cannot be reached
// and no list was ever read, the answer is "unknown" and the page route decides. The same read
// gives the places and fields of each language's events: the values a filtered list may ask for
// (lib/routing/filter-segment.ts).
import { z } from "zod";
import { env } from "../../config/env.ts";
import { languages, pathIndexTimings, type Language } from "../../config/site.ts";
import { buildFilterOptions, type FilterOptions } from "../events/filters.ts";
import { decodePath, stripQuery } from "../site-paths.ts";
import { createWordPressClient, type WordPressClient } from "./client.ts";
import { isNotFound } from "./errors.ts";
import { toText } from "./html.ts";
import { createLinkRewriter, type LinkRewriter } from "./links.ts";

const rawLink = z.looseObject({
  link: z.string().catch(""),
  lang: z.string().optional().catch(undefined),
  acf: z.looseObject({ place: z.unknown(), field: z.unknown() }).optional().catch(undefined),
});

/** What each post type's list is read with: pages need their link, events their filter values too. */
const fields: Record<(typeof routedTypes)[number], string> = { pages: "link,lang", events: "link,lang,acf.place,acf.field" };

/** Post types whose items have a page on the site, with the `lang` filter Polylang adds. */
const routedTypes = ["pages", "events"] as const;

export interface PathIndexOptions {
  client: WordPressClient;
  links: LinkRewriter;
  /** Age after which the list is refreshed in the background. */
  refreshMs: number;
  /** Least time between two refreshes caused by a missing path (junk traffic must not hammer WordPress). */
  missRefreshMs: number;
  now?: () => number;
  log?: (message: string) => void;
}

export interface PathIndex {
  /** true: something lives at this path; false: nothing does; undefined: cannot tell (WordPress unreachable). */
  has(language: Language, path: string): Promise<boolean | undefined>;
  /** The filter options of the language's lists (its events' places and fields); undefined when never read. */
  filterOptions(language: Language): Promise<FilterOptions | undefined>;
  /** Every path known, in every language (a language's list is read first when it never was). */
  paths(): Promise<string[]>;
  /** Forget what is known (after WordPress said content changed). */
  invalidate(): void;
}

interface Entry {
  paths: Set<string> | null;
  filters: FilterOptions | null;
  loadedAt: number;
  attemptedAt: number;
  loading: Promise<void> | null;
}

export function createPathIndex(options: PathIndexOptions): PathIndex {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.warn(message));
  const entries = new Map<Language, Entry>(languages.map((language) => [language, { paths: null, filters: null, loadedAt: 0, attemptedAt: -Infinity, loading: null }]));
  const missingTypes = new Set<string>();

  async function read(language: Language): Promise<{ paths: Set<string>; filters: FilterOptions }> {
    const lists = await Promise.all(
      routedTypes.map(async (type) => {
        try {
          return { type, items: await options.client.getAll(`wp/v2/${type}`, rawLink, { searchParams: { lang: language, _fields: fields[type] } }) };
        } catch (error) {
          // A WordPress without the events post type has no event pages: not an outage.
          if (type !== "pages" && isNotFound(error)) {
            if (!missingTypes.has(type)) log(`[paths] WordPress has no "${type}" route; no ${type} pages on the site`);
            missingTypes.add(type);
            return { type, items: [] };
          }
          throw error;
        }
      }),
    );
    const paths = new Set<string>();
    const places: unknown[] = [];
    const fieldValues: unknown[] = [];
    for (const { type, items } of lists) {
      for (const item of items) {
        if (!item.link || (item.lang && item.lang !== language)) continue;
        if (type === "events") {
          // As the list shows them (lib/wordpress/events.ts): text, entities decoded.
          for (const [value, list] of [[item.acf?.place, places], [item.acf?.field, fieldValues]] as const) if (typeof value === "string") list.push(toText(value));
        }
        if (!options.links.isCmsPage(item.link)) continue;
        paths.add(decodePath(stripQuery(options.links.toSite(item.link))));
      }
    }
    return { paths, filters: buildFilterOptions(language, { places, fields: fieldValues }) };
  }

  function refresh(language: Language, entry: Entry): Promise<void> {
    entry.loading ??= (async () => {
      entry.attemptedAt = now();
      try {
        ({ paths: entry.paths, filters: entry.filters } = await read(language));
        entry.loadedAt = now();
      } catch (error) {
        log(`[paths] could not read the ${language} pages from WordPress (${error instanceof Error ? error.message : String(error)}); ${entry.paths ? "keeping the previous list" : "pages will be looked up one by one"}`);
      } finally {
        entry.loading = null;
      }
    })();
    return entry.loading;
  }

  return {
    async has(language, path) {
      const entry = entries.get(language) as Entry;
      const wanted = decodePath(path);
      if (!entry.paths) await refresh(language, entry);
      if (!entry.paths) return undefined;
      if (entry.paths.has(wanted)) {
        if (now() - entry.loadedAt > options.refreshMs) void refresh(language, entry);
        return true;
      }
      if (now() - entry.attemptedAt >= options.missRefreshMs) await refresh(language, entry);
      return entry.paths.has(wanted);
    },
    async filterOptions(language) {
      const entry = entries.get(language) as Entry;
      if (!entry.filters) await refresh(language, entry);
      return entry.filters ?? undefined;
    },
    async paths() {
      const all: string[] = [];
      for (const [language, entry] of entries) {
        if (!entry.paths) await refresh(language, entry);
        all.push(...(entry.paths ?? []));
      }
      return all;
    },
    invalidate() {
      for (const entry of entries.values()) {
        entry.loadedAt = -Infinity;
        entry.attemptedAt = -Infinity;
      }
    },
  };
}

const globalKey = Symbol.for("vitrine.pathIndex");

/**
 * The process-wide index for the configured WordPress. It lives on globalThis because the
 * proxy and the route handlers (the revalidation webhook) are separate bundles.
 */
export function pathIndex(): PathIndex {
  const holder = globalThis as { [globalKey]?: PathIndex };
  if (!holder[globalKey]) {
    const config = env();
    holder[globalKey] = createPathIndex({
      // Its own client: no Next data cache (the proxy runs outside it) and a short deadline,
      // so a slow WordPress delays no visitor by more than a few seconds.
      client: createWordPressClient({ wordpressUrl: config.wordpressUrl, timeoutMs: pathIndexTimings.timeoutMs, retries: 0 }),
      links: createLinkRewriter(config.wordpressUrl),
      refreshMs: config.revalidateSeconds * 1000,
      missRefreshMs: pathIndexTimings.missRefreshMs,
    });
  }
  return holder[globalKey];
}
