// Next's incremental cache on this instance's disk (lib/cache/disk-cache.ts: as Next keeps it
// without a handler, each key read and written one at a time), with one rule more: a page rendered
// degraded (lib/cache/degraded-copy.ts) is not stored, so the last good copy stays and Next renders
// the page again on its next request. next.config.ts names this file as `cacheHandler` for the
// production server without REDIS_URL (lib/cache/redis-cache-handler.ts applies the same rules
// with Redis).
import type { CacheHandler, CacheHandlerContext } from "next/dist/server/lib/incremental-cache/index.js";
import { keepsCopy } from "./degraded-copy.ts";
import { diskCache } from "./disk-cache.ts";

export default class PageCacheHandler implements CacheHandler {
  readonly #disk: CacheHandler;

  constructor(ctx: CacheHandlerContext) {
    this.#disk = diskCache(ctx);
  }

  get(...args: Parameters<CacheHandler["get"]>): ReturnType<CacheHandler["get"]> {
    return this.#disk.get(...args);
  }

  async set(...[key, data, ctx]: Parameters<CacheHandler["set"]>): ReturnType<CacheHandler["set"]> {
    if (!keepsCopy(data)) return;
    await this.#disk.set(key, data, ctx);
  }

  revalidateTag(...args: Parameters<CacheHandler["revalidateTag"]>): ReturnType<CacheHandler["revalidateTag"]> {
    return this.#disk.revalidateTag(...args);
  }

  resetRequestCache(): void {
    this.#disk.resetRequestCache();
  }
}
