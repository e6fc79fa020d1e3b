// Next's incremental cache (rendered pages, route handlers, the data cache of lib/wordpress) in
// Redis, shared by every instance of the site: next.config.ts names this file as `cacheHandler`
// when the production server runs with REDIS_URL. Next creates one handler per request; what lasts
// lives in this module (one per process).
//
// - Entries: one Redis string per cache key (`<prefix>:<build id>:<key>`, Node's structured
//   serialisation, which keeps the pages' Buffers and Maps), written with the time and lifetime
//   Next gave, so every instance computes the same staleness; they expire from Redis after
//   `sharedCache.entrySeconds` without a new render (the maxmemory policy may drop them sooner).
//   The build id in the key keeps builds apart during a rolling deployment.
// - A key Redis does not hold is read from this instance's disk through Next's own file-system
//   cache (lib/cache/disk-cache.ts): the build's prerendered pages and data, so a new instance (or
//   a flushed Redis) starts warm; what is found there is copied into Redis unless another instance
//   wrote it meanwhile.
// - Revalidations (webhook, revalidatePath, revalidateTag) reach every instance through
//   lib/cache/shared-tags.ts; an entry rendered before a tag's expiry is a miss, as on disk.
//   Revalidation by time needs nothing more: the entry's time is shared.
// - Redis away, slow or failing: this instance reads and writes its disk as Next does without a
//   handler (logged once per outage, never an error page), and shares again once Redis answers.
//   A copy this instance wrote to its disk because Redis did not take it is newer than what Redis
//   may still hold: until Redis has a copy at least as recent, a read prefers the disk's and shares
//   it again (a copy is replaced only by a newer one, never by the one it replaced).
import { readFileSync } from "node:fs";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { RESP_TYPES } from "@redis/client";
import { LRUCache } from "lru-cache";
import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from "next/dist/server/lib/incremental-cache/index.js";
import { env } from "../../config/env.ts";
import { sharedCache } from "../../config/site.ts";
import { redisAccess, type RedisAccess } from "../redis/available.ts";
import type { Redis } from "../redis/client.ts";
import { keepsCopy } from "./degraded-copy.ts";
import { diskCache } from "./disk-cache.ts";
import { areTagsExpired } from "./next-tags.ts";
import { sharedTags, type SharedTags } from "./shared-tags.ts";

type Get = CacheHandler["get"];
type Set = CacheHandler["set"];
/** Next's header listing a rendered entry's tags (its data's and its path's). */
const tagsHeader = "x-next-cache-tags";

interface Shared {
  access: RedisAccess;
  tags: SharedTags;
  prefix: string;
}

let shared: Shared | undefined;

/**
 * Keys whose latest copy this process wrote to its disk because Redis did not take it (the SET
 * failed or passed the deadline), with that copy's time. Bounded: past it, the key used least is
 * forgotten (its copy is then as fresh as Redis says, as on any other instance).
 */
const unshared = new LRUCache<string, number>({ max: 10_000 });

/**
 * The time a copy this process makes is stamped with: the clock's, but never the same as or
 * earlier than the previous copy's. Copies are ordered by their stamps (the one not shared against
 * Redis's, `get`), and two made within one millisecond, as a fast machine renders them, would
 * otherwise tie, and Redis's older one win.
 */
let lastStamp = 0;
function copyStamp(): number {
  const now = Date.now();
  lastStamp = now > lastStamp ? now : lastStamp + 1;
  return lastStamp;
}

/** The process's Redis access and tag revalidations, started with the first handler. */
function sharedState(serverDistDir: string | undefined): Shared {
  if (shared) return shared;
  const url = env().redisUrl;
  if (!url) throw new Error("the Redis cache handler needs REDIS_URL (next.config.ts names it only then)");
  const buildId = serverDistDir
    ? readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim()
    : "development";
  const access = redisAccess("cache");
  shared = { access, tags: sharedTags(url, access), prefix: `${sharedCache.entryPrefix}:${buildId}:` };
  return shared;
}

/** Binary replies: an entry is bytes, not text. */
function binary(client: Redis) {
  return client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
}

export function encodeEntry(entry: CacheHandlerValue): Buffer {
  return serialize(entry);
}

export function decodeEntry(bytes: Buffer): CacheHandlerValue | undefined {
  try {
    const entry = deserialize(bytes) as CacheHandlerValue;
    return typeof entry?.lastModified === "number" ? entry : undefined;
  } catch {
    return undefined;
  }
}

/** Whether an entry is still valid for its tags (a revalidation after it was written expires it), as Next's file-system cache decides. */
export function validForTags(entry: CacheHandlerValue, ctx: Parameters<Get>[1]): boolean {
  const value = entry.value;
  if (!value) return true;
  if (value.kind === "FETCH") {
    const tags = ctx.kind === "FETCH" ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    return !areTagsExpired(tags, entry.lastModified);
  }
  if (value.kind === "APP_PAGE" || value.kind === "APP_ROUTE" || value.kind === "PAGES") {
    const header = value.headers?.[tagsHeader];
    return typeof header !== "string" || !areTagsExpired(header.split(","), entry.lastModified);
  }
  return true;
}

export default class RedisCacheHandler implements CacheHandler {
  readonly #disk: CacheHandler;
  readonly #shared: Shared;

  constructor(ctx: CacheHandlerContext) {
    this.#disk = diskCache(ctx);
    this.#shared = sharedState(ctx.serverDistDir);
  }

  async get(...[key, ctx]: Parameters<Get>): ReturnType<Get> {
    const { access, tags, prefix } = this.#shared;
    await tags.loaded;
    const found = await access.run((client) => binary(client).get(prefix + key));
    if (!found) return this.#disk.get(key, ctx);
    const ownSince = unshared.get(key);
    const entry = found.value ? decodeEntry(found.value) : undefined;
    if (entry && (ownSince === undefined || entry.lastModified >= ownSince)) {
      unshared.delete(key);
      return validForTags(entry, ctx) ? entry : null;
    }
    // Not in Redis, or older there than the copy this instance could not share: the disk's copy
    // (the build's, or this instance's), shared from now on.
    const local = await this.#disk.get(key, ctx);
    if (ownSince !== undefined && !local?.value) {
      // The disk does not hold that copy after all (it was removed): Redis's stands.
      unshared.delete(key);
      if (entry) return validForTags(entry, ctx) ? entry : null;
    }
    if (local?.value) {
      const bytes = encodeEntry(local);
      const expiration = { type: "EX", value: sharedCache.entrySeconds } as const;
      void access
        .run((client) =>
          ownSince === undefined
            ? client.set(prefix + key, bytes, { condition: "NX", expiration })
            : client.set(prefix + key, bytes, { expiration }),
        )
        .then((stored) => {
          if (stored && unshared.peek(key) === ownSince) unshared.delete(key);
        });
    }
    return local;
  }

  async set(...[key, data, ctx]: Parameters<Set>): ReturnType<Set> {
    // A page rendered degraded is kept nowhere: the last good copy stays (lib/cache/degraded-copy.ts).
    if (!keepsCopy(data)) return;
    const { access, prefix } = this.#shared;
    const entry: CacheHandlerValue = {
      value: data,
      lastModified: copyStamp(),
      ...("cacheControl" in ctx && ctx.cacheControl ? { cacheControl: ctx.cacheControl } : {}),
    };
    const stored = await access.run((client) =>
      client.set(prefix + key, encodeEntry(entry), { expiration: { type: "EX", value: sharedCache.entrySeconds } }),
    );
    if (stored) {
      unshared.delete(key);
      return;
    }
    await this.#disk.set(key, data, ctx);
    unshared.set(key, entry.lastModified);
  }

  async revalidateTag(...[tags, durations]: Parameters<CacheHandler["revalidateTag"]>): Promise<void> {
    await this.#shared.tags.revalidate(typeof tags === "string" ? [tags] : tags, durations);
  }

  resetRequestCache(): void {}
}
