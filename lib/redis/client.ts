// The Redis connection of this process, when REDIS_URL is set: the state several instances of the
// site share (their cache, counters and waiting messages) lives there. One client per process,
// connected on first use and reconnecting by itself; commands sent while it is away fail at once
// (no offline queue), so a caller can fall back instead of waiting. Without REDIS_URL, `redis()`
// is null and nothing connects.
import { createClient } from "@redis/client";
import { env } from "../../config/env.ts";
import { redisOutage } from "./outage.ts";

export type Redis = ReturnType<typeof createRedis>;

let client: Redis | null | undefined;
let connecting: Promise<Redis> | undefined;

/** Creates a client for `url` (not connected): bounded connect time, reconnection with backoff, errors logged once per outage. */
export function createRedis(url: string) {
  let down = false;
  const created = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  // Said once per outage, by the process's outage (lib/redis/outage.ts).
  created.on("error", (error: unknown) => {
    if (down) return;
    down = true;
    redisOutage().failed(`the connection to ${redactedUrl(url)}`, error);
  });
  created.on("ready", () => {
    down = false;
    redisOutage().answered();
  });
  return created;
}

/** The shared Redis client, connected; null when REDIS_URL is unset. Rejects when the first connection fails. */
export async function redis(): Promise<Redis | null> {
  if (client === undefined) {
    const { redisUrl } = env();
    client = redisUrl ? createRedis(redisUrl) : null;
  }
  if (client === null) return null;
  if (client.isReady) return client;
  connecting ??= client.connect().finally(() => {
    connecting = undefined;
  });
  return connecting;
}

/** True when REDIS_URL is set (the instances share their state). */
export function usesRedis(): boolean {
  return env().redisUrl !== null;
}

/** A Redis URL without its password, for messages. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.href;
}
