// The route table (built by lib/wordpress/route-table.ts) as the process reads it: through Next's
// data cache for renders, and live, with its own refresh policy, for the proxy and the webhook.
//
// Where the table lives. One builder (`readRouteTable`) makes it, from the same requests, for two
// readers that live in two worlds:
// - Renders (pages, their metadata, the language switch, the sitemap, static params) read it
//   through Next's data cache (`cachedRouteTable`): every list read is kept and tagged (`wp:pages`,
//   `wp:events`), so a page is rendered with the table of its own content version, at build as at
//   run time (a render that read WordPress outside the data cache would stop being static), and
//   the webhook's tags expire it together with the pages it describes.
// - The proxy runs before any render, outside Next's data cache, and must answer fast whatever
//   WordPress does: one process-wide table (`routeTable`) on globalThis, since the proxy and the
//   route handlers (the webhook) are separate bundles of the same process. It has its own client
//   with a short deadline and no retries; it is refreshed in the background past REVALIDATE_SECONDS
//   (the data cache's period, so both copies age alike), at once (at most every `missRefreshMs`)
//   when a path is missing from it, so a page published a moment ago is found, and re-read by the
//   webhook the moment WordPress says pages or events changed, as the data cache's tags expire.
//   When WordPress cannot be read it keeps its previous table; with no table ever read, a lookup
//   answers "unknown" and the page route decides.
import { LRUCache } from "lru-cache";
import { cache } from "react";
import { env } from "../../config/env.ts";
import { routeTableTimings, type Language } from "../../config/site.ts";
import type { FilterOptions } from "../events/filters.ts";
import { createWordPressClient, wordpress, type WordPressClient } from "./client.ts";
import { createLinkRewriter, type LinkRewriter } from "./links.ts";
import { failedForOutage } from "./outage-log.ts";
import { availability } from "./availability.ts";
import {
  readRouteTable,
  routeChanges,
  type Route,
  type RouteChanges,
  type RouteKind,
  type RouteTable,
} from "./route-table.ts";
import { logger } from "../server/log.ts";
import { routeTableKey as globalKey } from "./route-table-holder.ts";

const missingKey = Symbol.for("vitrine.routeTable.missing");

/** The collections found missing in this process, whichever bundle read them: each is said once. */
function missingCollections(): Set<RouteKind> {
  const holder = globalThis as { [missingKey]?: Set<RouteKind> };
  holder[missingKey] ??= new Set();
  return holder[missingKey];
}

/**
 * The tables renders built lately: every render reads the table, and building it costs 20 to 30 µs
 * per route (90 ms for the 4,140 routes of CMS_SCALE=1000, on each page, where its key costs 4 ms;
 * that build's pages went from 156 to 61 ms each). Two: the table of the content version before an
 * edit and the one after it, while both are being rendered.
 */
const renderTables = new LRUCache<string, RouteTable>({ max: 2 });

/** The table as renders read it: through Next's data cache, tagged, once per render. */
export const cachedRouteTable = cache((): Promise<RouteTable> =>
  readRouteTable(wordpress(), createLinkRewriter(env().wordpressUrl), {
    missing: missingCollections(),
    homeId: env().pageIds.home,
    built: renderTables,
  }),
);

export interface LiveRouteTableOptions {
  /** A client without Next's data cache. */
  client: WordPressClient;
  links: LinkRewriter;
  /** Age after which the table is refreshed in the background. */
  refreshMs: number;
  /** Least time between two refreshes caused by a missing path (junk traffic must not hammer WordPress). */
  missRefreshMs: number;
  now?: () => number;
  log?: (message: string) => void;
  /** The collections already said missing (each is logged once per set). */
  missing?: Set<RouteKind>;
}

/** The table kept in memory by the process, for the proxy and the webhook. */
export interface LiveRouteTable {
  /** The route at this path; null: nothing lives there; undefined: cannot tell (WordPress unreachable, never read). */
  lookup(language: Language, path: string): Promise<Route | null | undefined>;
  /** The filter options of the language's lists; undefined when never read. */
  filterOptions(language: Language): Promise<FilterOptions | undefined>;
  /** Every path known, decoded, in every language (read first when never read). */
  paths(): Promise<string[]>;
  /** The page or event with this WordPress id, as last read; undefined when unknown. */
  byId(kind: RouteKind, id: number): Promise<Route | undefined>;
  /** The route at this path in the table as last read, without reading WordPress (undefined: not there, or never read). */
  peek(language: Language, path: string): Route | undefined;
  /**
   * After WordPress said pages or events changed: reads the table again now, and says what moved
   * since it was read before, and which routes changed since the previous re-read.
   */
  reload(): Promise<RouteChanges>;
}

function readFailure(error: unknown, kept: boolean): string {
  const why = error instanceof Error ? error.message : String(error);
  return `[routes] could not read the site's pages and events from WordPress (${why}); ${kept ? "keeping the previous table" : "each page's route decides"}`;
}

/** Reads the table; null when WordPress failed (logged, unless an outage already is). Never rejects. */
async function tryRead(
  options: LiveRouteTableOptions,
  log: (message: string) => void,
  missing: Set<RouteKind>,
  kept: boolean,
): Promise<RouteTable | null> {
  try {
    return await readRouteTable(options.client, options.links, { log, missing });
  } catch (error) {
    // An outage already logged says it (lib/wordpress/outage-log.ts).
    if (!failedForOutage(error)) log(readFailure(error, kept));
    return null;
  }
}

export function createLiveRouteTable(options: LiveRouteTableOptions): LiveRouteTable {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => logger("wordpress").warn(message));
  const missing = options.missing ?? new Set<RouteKind>();
  let table: RouteTable | null = null;
  let reloaded: RouteTable | null = null; // the latest re-read's (`reload`)
  let loadedAt = 0;
  let attemptedAt = -Infinity;
  let loading: Promise<boolean> | null = null;

  /** Reads the table again; resolves true when it was read (false: the previous one stands). */
  function refresh(): Promise<boolean> {
    loading ??= (async () => {
      attemptedAt = now();
      const read = await tryRead(options, log, missing, table !== null);
      if (read) [table, loadedAt] = [read, now()];
      loading = null;
      return read !== null;
    })();
    return loading;
  }

  return {
    async lookup(language, path) {
      if (!table) await refresh();
      if (!table) return undefined;
      const found = table.find(language, path);
      if (found) {
        if (now() - loadedAt > options.refreshMs) void refresh();
        return found;
      }
      if (now() - attemptedAt >= options.missRefreshMs) await refresh();
      return table.find(language, path) ?? null;
    },
    async filterOptions(language) {
      if (!table) await refresh();
      return table?.filterOptions(language);
    },
    async paths() {
      if (!table) await refresh();
      return table?.paths() ?? [];
    },
    peek(language, path) {
      return table?.find(language, path);
    },
    async byId(kind, id) {
      if (!table) await refresh();
      return table?.byId(kind, id);
    },
    async reload() {
      const before = table;
      // A read already under way may have started before the change: wait for it, then read anew.
      if (loading) await loading;
      loadedAt = -Infinity; // failed, the next lookup tries again
      const read = await refresh();
      // Compared with the previous re-read's table: a visitor's read since may already hold the edit.
      const changes = routeChanges(before, table, read ? reloaded : null);
      if (read) reloaded = table;
      return changes;
    },
  };
}

/** The process-wide table for the configured WordPress, outside Next's data cache: the proxy's and the webhook's. */
export function routeTable(): LiveRouteTable {
  const holder = globalThis as { [globalKey]?: LiveRouteTable };
  if (!holder[globalKey]) {
    const config = env();
    holder[globalKey] = createLiveRouteTable({
      // A short deadline and no retries: a slow WordPress delays no visitor by more than a few seconds.
      client: createWordPressClient({
        wordpressUrl: config.wordpressUrl,
        timeoutMs: routeTableTimings.timeoutMs,
        retries: 0,
        // What it finds of WordPress counts as the renders' reads do (one line per outage).
        onUnavailable: (error) => availability().reportFailure(error),
        onAnswered: () => availability().reportAnswer(),
      }),
      links: createLinkRewriter(config.wordpressUrl),
      refreshMs: config.revalidateSeconds * 1000,
      missRefreshMs: routeTableTimings.missRefreshMs,
      missing: missingCollections(),
    });
  }
  return holder[globalKey];
}
