// This instance's disk cache: Next's own file-system cache (its memory in front of .next/server and
// .next/cache/fetch-cache), with each key read and written one at a time (lib/cache/key-lock.ts).
// Both cache handlers keep their copies here: lib/cache/page-cache-handler.ts, and
// lib/cache/redis-cache-handler.ts for what Redis does not hold or did not take.
//
// Why: Next's file-system cache reads an entry from disk in steps (its body, then the file's time,
// then its metadata) and keeps what it read in its memory. A new copy of the key written between
// those steps (a page rendered again) gives the read the old body with the new copy's time: the
// old copy then replaces the new one in memory, and is served as fresh (HIT) until the page's
// lifetime is over (REVALIDATE_SECONDS). The edit stays invisible on that page, and the front
// stores the old copy again after its purge. An entry is read from disk when Next's memory does not
// hold it: each page's first request after a start, and any page the memory let go (50 MB).
// Seen on the news feeds: a visitor's request read the build's copy of a feed from disk while the
// edit pipeline stored the feed's new render; the old feed then stayed (e2e/search.spec.ts, 4 of
// 54 repeats on a loaded machine). tests/disk-cache.test.ts replays it step by step.
import { createRequire } from "node:module";
import type { CacheHandler, CacheHandlerContext } from "next/dist/server/lib/incremental-cache/index.js";
import { createKeyLock } from "./key-lock.ts";

type FileSystemCacheClass = new (ctx: CacheHandlerContext) => CacheHandler;

const require = createRequire(import.meta.url);
/** Next's file-system cache, as Next uses it without a cache handler. */
export const FileSystemCache = (
  require("next/dist/server/lib/incremental-cache/file-system-cache.js") as { default: FileSystemCacheClass }
).default;

/** One per process: Next creates a handler (so a disk cache) per request, and they share Next's memory. */
const lock = createKeyLock();

/** Next's file-system cache for `ctx`, each key's reads and writes kept apart. */
export function diskCache(ctx: CacheHandlerContext): CacheHandler {
  const files = new FileSystemCache(ctx);
  return {
    // A write of the key made inside a read (Next writes a data-cache entry back when its tags
    // grew) calls the file-system cache's own `set`, not this one: it does not wait for its read.
    get: (...args) => lock.reading(args[0], () => files.get(...args)),
    set: (...args) => lock.writing(args[0], () => files.set(...args)),
    revalidateTag: (...args) => files.revalidateTag(...args),
    resetRequestCache: () => files.resetRequestCache(),
  };
}
