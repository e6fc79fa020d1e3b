// A per-address sliding window: at most `max` events in any `windowMs` (the contact form's
// messages, lib/contact/rate-limit.ts; the webhook's wrong secrets, lib/server/webhook-gate.ts).
// In memory for a single instance; with REDIS_URL, in Redis, so that every instance of the site
// counts the same events (the 11th is refused whichever instance takes it). When Redis does not
// answer, each instance counts in its own memory until it does again (lib/redis/available.ts): a
// client is never refused, nor kept waiting, because Redis is away.
import { createHash, randomUUID } from "node:crypto";
import { redisAccess, type RedisAccess } from "../redis/available.ts";

export interface RateLimiter {
  /** Seconds to wait before `key` may send again, or 0 when it may send now. Counts nothing. */
  retryAfter(key: string, now?: number): Promise<number>;
  /** Counts one message from `key` when it may send (answers 0); otherwise counts nothing and answers the seconds to wait. */
  hit(key: string, now?: number): Promise<number>;
}

/** Most addresses remembered at once; past it the least recently seen are forgotten. */
const maxKeys = 10_000;

/** Seconds until the oldest of the `max` latest messages (`times`, ascending) leaves the window. */
function waitSeconds(times: number[], max: number, windowMs: number, now: number): number {
  if (times.length < max) return 0;
  return Math.max(1, Math.ceil((times[times.length - max]! + windowMs - now) / 1000));
}

export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
    if (kept.length === 0) hits.delete(key);
    else hits.set(key, kept);
    return kept;
  }

  return {
    async retryAfter(key, now = Date.now()) {
      return waitSeconds(recent(key, now), max, windowMs, now);
    },
    async hit(key, now = Date.now()) {
      const kept = recent(key, now);
      const wait = waitSeconds(kept, max, windowMs, now);
      if (wait > 0) return wait;
      hits.delete(key); // re-inserted last: Map order is least recently seen first
      hits.set(key, [...kept, now]);
      while (hits.size > maxKeys) hits.delete(hits.keys().next().value as string);
      return 0;
    },
  };
}

// One sorted set per address (`<prefix>:<sha256 of the address>`), a member per event
// scored by its time, expiring with the window. The script forgets what left the window, answers
// the wait as the memory limiter does, and counts the message only when it may be sent
// (ARGV[4] = 1): checking and counting is one step, so two instances cannot both take the last place.
const slidingWindow = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count >= max then
  local oldest = redis.call('ZRANGE', KEYS[1], count - max, count - max, 'WITHSCORES')
  return math.max(1, math.ceil((tonumber(oldest[2]) + window - now) / 1000))
end
if ARGV[4] == '1' then
  redis.call('ZADD', KEYS[1], now, ARGV[5])
  redis.call('PEXPIRE', KEYS[1], window)
end
return 0
`;

export interface SharedRateLimiterOptions {
  max: number;
  windowMs: number;
  /** The keys' prefix in Redis (config/site.ts, `sharedCache`): one per limiter. */
  prefix: string;
  /** Redis, within the deadline and falling back at once while it is away (logged once per outage). */
  access?: RedisAccess;
}

/** A limiter counting in Redis, and in this process's memory while Redis does not answer. */
export function createSharedRateLimiter({
  max,
  windowMs,
  prefix,
  access = redisAccess(`rate limit ${prefix}`),
}: SharedRateLimiterOptions): RateLimiter {
  const local = createRateLimiter({ max, windowMs });

  async function ask(key: string, now: number, count: boolean): Promise<number | null> {
    const address = createHash("sha256").update(key).digest("hex");
    const answer = await access.run((client) =>
      client.eval(slidingWindow, {
        keys: [`${prefix}:${address}`],
        arguments: [String(now), String(windowMs), String(max), count ? "1" : "0", `${now}:${randomUUID()}`],
      }),
    );
    return answer ? Number(answer.value) : null;
  }

  return {
    async retryAfter(key, now = Date.now()) {
      return (await ask(key, now, false)) ?? local.retryAfter(key, now);
    },
    async hit(key, now = Date.now()) {
      const shared = await ask(key, now, true);
      // Counted locally too, so that an outage starts from what this instance saw.
      if (shared === null) return local.hit(key, now);
      if (shared === 0) void local.hit(key, now);
      return shared;
    },
  };
}
