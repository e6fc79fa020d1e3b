// The search index of this process: one engine per language (lib/search/engine.ts), built from
// the documents of the search index route (app/api/search-index), which is a cached page like
// the others (rendered at build, again after an edit, served from its last copy while WordPress
// fails). A query never reads WordPress: it reads the engine in memory.
//
// - The first query of a process waits for the documents (read over loopback from this server,
//   so from Next's cache: the build's copy, or Redis's with REDIS_URL) and builds the engines.
// - After that, with a cache shared by instances (REDIS_URL), at most every `checkMs` while
//   queries come, the route is asked again in the background; when its version
//   (`x-search-version`, a hash of the documents) is new, the engines are built anew and swapped
//   in; queries go on with the old ones meanwhile. Without one, the documents change only by this
//   process's own edit pipeline (below), which says so: no check. Until a first read succeeds, or
//   after a failed one, every `checkMs` while queries come.
// - The edit pipeline (lib/cache/invalidation.ts) renders the route again after a webhook, then
//   calls `refresh()`: the edit reaches this instance's results at once; other instances (sharing
//   Redis) find the new version at their next check.
// - A failed read keeps the engines there are: search answers with the last good index.
// One holder per process (on globalThis): server.ts and the route bundles share it.
import { env } from "../../config/env.ts";
import { languages, searchIndexPath, searchLimits, type Language } from "../../config/site.ts";
import { loopbackOrigin } from "../server/on-demand-render.ts";
import { buildSearchEngine, type SearchEngine } from "./engine.ts";
import { timeSlicer } from "../server/time-slices.ts";
import type { SearchDocuments } from "./types.ts";
import { logger } from "../server/log.ts";

export const searchVersionHeader = "x-search-version";

export interface IndexState {
  version: string;
  /** When the documents were read from WordPress. */
  readAt: string;
  /** How long building the engines took (ms), and how many documents they hold. */
  buildMs: number;
  documents: number;
}

export interface SearchIndexHolder {
  /** The engine of a language, loading the index first if there is none yet; null when there is none to be had. */
  engine(language: Language): Promise<SearchEngine | null>;
  /** Reads the documents again now and builds the engines if they changed (the edit pipeline). */
  refresh(): Promise<void>;
  /**
   * The version of the engines answering now, undefined while there are none; a query answered
   * from a copy asks for it instead of `engine`, and the documents are checked as for a query.
   */
  version(): string | undefined;
  state(): IndexState | undefined;
}

export interface HolderOptions {
  /** Reads the documents; resolves with their version and a way to read them, or rejects. */
  read(known: string | undefined): Promise<{ version: string; documents?: () => Promise<SearchDocuments> }>;
  /** While there is no index, or the last read failed: least time between two reads as queries come. */
  checkMs: number;
  /**
   * With an index: least time between two checks of the version as queries come, when another
   * process may render the documents (instances sharing Redis); undefined: read again only when
   * told (`refresh`, by this process's edit pipeline). A check asks Next.js for the route's cached
   * copy: about 15 ms of the process's time at 4,000 documents.
   */
  recheckMs?: number;
  now?: () => number;
  log?: Pick<Console, "info" | "warn">;
}

/** One engine per language, built while queries go on: the work gives way every few milliseconds. */
async function buildEngines(documents: SearchDocuments): Promise<Record<Language, SearchEngine>> {
  const pause = timeSlicer();
  const engines = {} as Record<Language, SearchEngine>;
  for (const language of languages)
    engines[language] = await buildSearchEngine(documents.languages[language] ?? [], pause);
  return engines;
}

export function createIndexHolder(options: HolderOptions): SearchIndexHolder {
  const now = options.now ?? Date.now;
  const log = options.log ?? logger("cache");
  let current: { state: IndexState; engines: Record<Language, SearchEngine> } | undefined;
  let checking: Promise<void> | null = null;
  let lastCheck = -Infinity;
  let failing = false;

  async function load(): Promise<void> {
    lastCheck = now();
    try {
      const answer = await options.read(current?.state.version);
      if (answer.version === current?.state.version || !answer.documents) return;
      const documents = await answer.documents();
      const started = performance.now();
      const engines = await buildEngines(documents);
      const state: IndexState = {
        version: answer.version,
        readAt: documents.readAt,
        buildMs: Math.round(performance.now() - started),
        documents: languages.reduce((sum, language) => sum + engines[language].size, 0),
      };
      current = { state, engines };
      log.info(`[search] index built from ${state.documents} documents in ${state.buildMs} ms`);
      if (failing) log.info("[search] the search documents are read again");
      failing = false;
    } catch (error) {
      if (!failing)
        log.warn(
          `[search] the search documents could not be read (${error instanceof Error ? error.message : String(error)}); ${current ? "search answers with the index it has" : "search is unavailable"} until they are`,
        );
      failing = true;
    }
  }

  function check(): Promise<void> {
    checking ??= load().finally(() => {
      checking = null;
    });
    return checking;
  }

  /** Whether a query reads the documents again (see `checkMs` and `recheckMs`). */
  const due = () => now() - lastCheck >= (current && !failing ? (options.recheckMs ?? Infinity) : options.checkMs);

  return {
    async engine(language) {
      if (due()) {
        const pending = check();
        if (!current) await pending;
      } else if (!current && checking) await checking;
      return current?.engines[language] ?? null;
    },
    version() {
      if (current && due()) void check();
      return current?.state.version;
    },
    async refresh() {
      // A check under way may have read the documents before the new render: once more after it.
      if (checking) await checking;
      await check();
    },
    state: () => current?.state,
  };
}

/**
 * Reads the search index route of this server over loopback. A check asks for the version alone
 * (HEAD: no body read, compressed or sent), and the documents only when it is new; the documents
 * uncompressed (the server would otherwise compress megabytes for a reader on the same machine).
 * Asking for the whole route at each check cost a query load of 2,000 pages a stall of up to a
 * second every check.
 */
export function loopbackReader(origin: string, timeoutMs = 30_000): HolderOptions["read"] {
  const address = new URL(searchIndexPath, origin);
  const headers = { accept: "application/json", "accept-encoding": "identity" };
  const ask = async (method: "GET" | "HEAD") => {
    const response = await fetch(address, { method, headers, signal: AbortSignal.timeout(timeoutMs) });
    const version = response.headers.get(searchVersionHeader);
    if (!response.ok || !version) {
      await response.body?.cancel();
      throw new Error(`${searchIndexPath} answered ${response.status}${version ? "" : " without a version"}`);
    }
    return { response, version };
  };
  return async (known) => {
    if (known !== undefined && (await ask("HEAD")).version === known) return { version: known };
    const { response, version } = await ask("GET");
    if (version === known) {
      await response.body?.cancel();
      return { version };
    }
    return { version, documents: () => response.json() as Promise<SearchDocuments> };
  };
}

const registryKey = Symbol.for("vitrine.searchIndex");
type Registry = { [registryKey]?: SearchIndexHolder };

/** This process's index, reading this server's own route (the address it listens on, over loopback). */
export function searchIndex(): SearchIndexHolder {
  const registry = globalThis as Registry;
  if (!registry[registryKey]) {
    const { host, port, redisUrl } = env();
    registry[registryKey] = createIndexHolder({
      read: loopbackReader(loopbackOrigin(host, port)),
      checkMs: searchLimits.checkMs,
      // Another instance's render reaches this one through the shared cache only.
      recheckMs: redisUrl ? searchLimits.checkMs : undefined,
    });
  }
  return registry[registryKey];
}
