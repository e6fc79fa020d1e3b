// Revalidations shared by the instances of the site (REDIS_URL): when one instance expires a tag
// (the webhook's revalidateTag, a revalidatePath), every instance must treat the entries rendered
// before as expired, and empty its memory of pages (lib/server/page-memory.ts).
//
// Next keeps the times tags were revalidated in a process-wide manifest (its `tagsManifest`, read
// by its cache on every read, whichever handler stores the entries). Here each revalidation is
// also written to a Redis hash (tag → when, stale from, expired from) and published on a channel;
// every instance subscribes, copies what it receives into its own manifest and empties its memory
// of pages. A subscriber that (re)connects reads the whole hash, and writes back what this instance
// revalidated while Redis was away, so an outage loses no revalidation once it ends.
import { sharedCache } from "../../config/site.ts";
import { createRedis, type Redis } from "../redis/client.ts";
import type { RedisAccess } from "../redis/available.ts";
import { clearPageMemory } from "../server/page-memory.ts";
import { tagsManifest, type TagsManifest } from "./next-tags.ts";

/** A tag's revalidation: when it happened, and Next's manifest entry it made. */
export interface TagRevalidation {
  at: number;
  stale?: number;
  expired?: number;
}

/** The manifest entry Next's own cache writes for `revalidateTag(tag, durations)` at `now`. */
export function revalidationAt(
  now: number,
  previous: { stale?: number; expired?: number } | undefined,
  durations?: { expire?: number },
): TagRevalidation {
  if (!durations) return { ...previous, at: now, expired: now };
  return {
    ...previous,
    at: now,
    stale: now,
    ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
  };
}

export interface SharedTags {
  /** Resolves once the revalidations Redis holds are known (or after the deadline, Redis away). */
  readonly loaded: Promise<void>;
  /** Revalidates `tags` in this process at once, then in every instance through Redis. */
  revalidate(tags: string[], durations?: { expire?: number }): Promise<void>;
  /** Applies a revalidation another instance made (or this one, echoed); false when an as recent one is known. */
  apply(tag: string, revalidation: TagRevalidation): boolean;
  /** Stops listening (tests). */
  close(): Promise<void>;
}

function parse(text: string): TagRevalidation | undefined {
  try {
    const value = JSON.parse(text) as Partial<TagRevalidation>;
    return typeof value.at === "number" ? { at: value.at, stale: value.stale, expired: value.expired } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * This process's record of revalidations, written into Next's manifest: a tag's latest
 * revalidation wins (as in Next's own cache, where the last call sets the tag's times).
 */
export function tagLedger(manifest: TagsManifest = tagsManifest) {
  /** When each tag was last revalidated, as this process knows it. */
  const known = new Map<string, number>();
  return {
    known,
    /** Applies a revalidation; false when one as recent is known already. */
    apply(tag: string, revalidation: TagRevalidation): boolean {
      if ((known.get(tag) ?? 0) >= revalidation.at) return false;
      known.set(tag, revalidation.at);
      const entry: { stale?: number; expired?: number } = {};
      if (revalidation.stale !== undefined) entry.stale = revalidation.stale;
      if (revalidation.expired !== undefined) entry.expired = revalidation.expired;
      manifest.set(tag, entry);
      return true;
    },
  };
}

/** Writes revalidations to Redis and tells the other instances. */
function publish(client: Redis, revalidations: Record<string, TagRevalidation>) {
  const fields = Object.fromEntries(Object.entries(revalidations).map(([tag, value]) => [tag, JSON.stringify(value)]));
  return client
    .multi()
    .hSet(sharedCache.tagsKey, fields)
    .publish(sharedCache.channel, JSON.stringify(revalidations))
    .exec();
}

/** Applies another instance's message; true when a revalidation was new here. An unreadable message is ignored. */
function applyMessage(message: string, apply: (tag: string, revalidation: TagRevalidation) => boolean): boolean {
  let changed = false;
  try {
    for (const [tag, value] of Object.entries(JSON.parse(message) as Record<string, unknown>)) {
      const revalidation = typeof value === "object" && value ? parse(JSON.stringify(value)) : undefined;
      if (revalidation) changed = apply(tag, revalidation) || changed;
    }
  } catch {
    return false;
  }
  return changed;
}

export function sharedTags(
  url: string,
  access: RedisAccess,
  manifest: TagsManifest = tagsManifest,
  onRevalidated: () => void = clearPageMemory,
): SharedTags {
  const { tagsKey, channel } = sharedCache;
  const { known, apply } = tagLedger(manifest);
  let subscriber: Redis | undefined;

  /** Reads every revalidation Redis holds, and writes back those only this process knows. */
  async function synchronise(): Promise<void> {
    const stored = await access.run((client) => client.hGetAll(tagsKey));
    if (!stored) return;
    let changed = false;
    const remote = new Map<string, number>();
    for (const [tag, text] of Object.entries(stored.value)) {
      const revalidation = parse(text);
      if (!revalidation) continue;
      remote.set(tag, revalidation.at);
      changed = apply(tag, revalidation) || changed;
    }
    const missing: Record<string, TagRevalidation> = {};
    for (const [tag, at] of known) {
      if ((remote.get(tag) ?? 0) < at) missing[tag] = { at, ...manifest.get(tag) };
    }
    if (Object.keys(missing).length) await access.run((client) => publish(client, missing));
    if (changed) onRevalidated();
  }

  const onMessage = (message: string) => {
    if (applyMessage(message, apply)) onRevalidated();
  };

  const loaded = (async () => {
    subscriber = createRedis(url);
    // Each (re)connection: what was missed meanwhile. The client subscribes again by itself.
    subscriber.on("ready", () => void synchronise());
    subscriber.connect().then(
      (connected) => connected.subscribe(channel, onMessage),
      () => {},
    );
    await synchronise();
  })();

  return {
    loaded,
    apply,
    async revalidate(tags, durations) {
      const now = Date.now();
      const revalidations: Record<string, TagRevalidation> = {};
      for (const tag of tags) {
        const revalidation = revalidationAt(now, manifest.get(tag), durations);
        apply(tag, revalidation);
        revalidations[tag] = revalidation;
      }
      if (tags.length) await access.run((client) => publish(client, revalidations));
    },
    async close() {
      if (subscriber?.isOpen) subscriber.destroy();
    },
  };
}
