// Next's incremental cache on this instance's disk, as Next keeps it without a handler, but for
// one rule: a page rendered degraded (lib/cache/degraded-copy.ts) is not stored, so the last good
// copy stays and Next renders the page again on its next request. next.config.ts names this file
// as `cacheHandler` for the production server without REDIS_URL (lib/cache/redis-cache-handler.ts
// applies the same rule with Redis).
import { createRequire } from "node:module";
import type { CacheHandler, CacheHandlerContext } from "next/dist/server/lib/incremental-cache/index.js";
import { keepsCopy } from "./degraded-copy.ts";

type FileSystemCacheClass = new (ctx: CacheHandlerContext) => CacheHandler;

const require = createRequire(import.meta.url);
const FileSystemCache = (
  require("next/dist/server/lib/incremental-cache/file-system-cache.js") as { default: FileSystemCacheClass }
).default;

export default class PageCacheHandler extends FileSystemCache {
  async set(...[key, data, ctx]: Parameters<CacheHandler["set"]>): ReturnType<CacheHandler["set"]> {
    if (!keepsCopy(data)) return;
    await super.set(key, data, ctx);
  }
}
