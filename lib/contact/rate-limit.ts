// The contact form's rate limit: at most CONTACT_RATE_LIMIT messages per address in any
// CONTACT_RATE_WINDOW_SECONDS (a sliding window, lib/server/rate-limit.ts), counted by every
// instance together with REDIS_URL.
import { contactSettings } from "@/config/env.ts";
import { sharedCache } from "@/config/site.ts";
import { redisAccess } from "../redis/available.ts";
import { usesRedis } from "../redis/client.ts";
import { createRateLimiter, createSharedRateLimiter, type RateLimiter } from "../server/rate-limit.ts";

export type { RateLimiter };

let shared: RateLimiter | undefined;

/** The contact form's limiter, configured by CONTACT_RATE_LIMIT and CONTACT_RATE_WINDOW_SECONDS; shared by the instances with REDIS_URL. */
export function contactRateLimiter(): RateLimiter {
  const { max, windowSeconds } = contactSettings().rateLimit;
  shared ??= usesRedis()
    ? createSharedRateLimiter({
        max,
        windowMs: windowSeconds * 1000,
        prefix: sharedCache.contactRatePrefix,
        access: redisAccess("contact rate limit"),
      })
    : createRateLimiter({ max, windowMs: windowSeconds * 1000 });
  return shared;
}
