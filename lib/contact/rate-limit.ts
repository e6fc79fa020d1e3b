// A per-address sliding window: at most `max` messages in any `windowMs`. In memory, which is
// right for the single Node process `next start` runs; behind several processes each counts its own.
import { contactSettings } from "@/config/env.ts";

export interface RateLimiter {
  /** Seconds to wait before `key` may send again, or 0 when it may send now. */
  retryAfter(key: string, now?: number): number;
  /** Counts one message from `key`. */
  hit(key: string, now?: number): void;
}

/** Most addresses remembered at once; past it the least recently seen are forgotten. */
const maxKeys = 10_000;

export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
    if (kept.length === 0) hits.delete(key);
    else hits.set(key, kept);
    return kept;
  }

  return {
    retryAfter(key, now = Date.now()) {
      const kept = recent(key, now);
      if (kept.length < max) return 0;
      // The oldest counted message leaves the window first.
      return Math.max(1, Math.ceil((kept[kept.length - max]! + windowMs - now) / 1000));
    },
    hit(key, now = Date.now()) {
      const kept = recent(key, now);
      hits.delete(key); // re-inserted last: Map order is least recently seen first
      hits.set(key, [...kept, now]);
      while (hits.size > maxKeys) hits.delete(hits.keys().next().value as string);
    },
  };
}

let shared: RateLimiter | undefined;

/** The contact form's limiter, configured by CONTACT_RATE_LIMIT and CONTACT_RATE_WINDOW_SECONDS. */
export function contactRateLimiter(): RateLimiter {
  const { max, windowSeconds } = contactSettings().rateLimit;
  shared ??= createRateLimiter({ max, windowMs: windowSeconds * 1000 });
  return shared;
}
