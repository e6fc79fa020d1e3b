// Who may call the revalidation webhook (app/api/revalidate): the caller that sends the secret in
// `Authorization: Bearer …`, from an address that has not sent too many wrong ones. Missing or
// wrong secrets are counted per client address (as server.ts resolves it,
// lib/server/client-address.ts), in a sliding window (lib/server/rate-limit.ts; shared by the
// instances with REDIS_URL, each instance counting alone while Redis is away): the first
// `webhookLimits.maxFailures` in a window answer 401, then every call from that address answers
// 429 with a Retry-After until the oldest leaves the window. A throttled address is refused before
// its secret is looked at, a right one included: answering it would tell a right guess from a
// wrong one, and the throttle would slow nothing. WordPress sends the right secret and is never
// counted; only a client sharing its address and sending wrong secrets can hold its webhooks back
// (an edit then shows after REVALIDATE_SECONDS, or with the next webhook after the window).
import { timingSafeEqual } from "node:crypto";
import { sharedCache, webhookLimits } from "../../config/site.ts";
import { usesRedis } from "../redis/client.ts";
import { redisAccess } from "../redis/available.ts";
import { requestClientAddress } from "./client-address.ts";
import { logger } from "./log.ts";
import { createRateLimiter, createSharedRateLimiter, type RateLimiter } from "./rate-limit.ts";

const noStore = { "cache-control": "no-store" };

export interface WebhookGateOptions {
  /** REVALIDATE_SECRET, or null when the webhook is off. */
  secret: string | null;
  /** Counts the wrong secrets per client address (`max` of them in its window). */
  failures: RateLimiter;
  log?: Pick<Console, "warn">;
}

export interface WebhookGate {
  /** Null when the request may go on; otherwise the answer that refuses it (404, 401 or 429). */
  admit(request: Request, now?: number): Promise<Response | null>;
}

function authorised(header: string | null, secret: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? "");
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function throttled(seconds: number): Response {
  return Response.json(
    { error: `too many wrong secrets from this address: try again in ${seconds} s` },
    { status: 429, headers: { ...noStore, "retry-after": String(seconds) } },
  );
}

export function createWebhookGate({ secret, failures, log = logger("webhook") }: WebhookGateOptions): WebhookGate {
  /** Addresses said throttled (logged once per throttle, not once per call). */
  const said = new Set<string>();
  return {
    async admit(request, now = Date.now()) {
      // Off unless REVALIDATE_SECRET is set: the endpoint does not exist.
      if (!secret)
        return Response.json(
          { error: "revalidation is not configured (REVALIDATE_SECRET)" },
          { status: 404, headers: noStore },
        );
      const address = requestClientAddress(request.headers);
      const wait = await failures.retryAfter(address, now);
      if (wait > 0) return throttled(wait);
      said.delete(address);
      if (authorised(request.headers.get("authorization"), secret)) return null;
      await failures.hit(address, now);
      if ((await failures.retryAfter(address, now)) > 0 && !said.has(address)) {
        said.add(address);
        if (said.size > 1000) said.delete(said.values().next().value as string);
        log.warn(`${address} sent too many wrong secrets: its calls answer 429 for a while`);
      }
      return Response.json(
        { error: "missing or wrong secret" },
        { status: 401, headers: { ...noStore, "www-authenticate": "Bearer" } },
      );
    },
  };
}

const gateKey = Symbol.for("vitrine.webhookGate");

/** The process's gate, for REVALIDATE_SECRET; its count shared by the instances with REDIS_URL. */
export function webhookGate(secret: string | null): WebhookGate {
  const holder = globalThis as { [gateKey]?: { secret: string | null; gate: WebhookGate } };
  if (holder[gateKey]?.secret !== secret) {
    const limits = { max: webhookLimits.maxFailures, windowMs: webhookLimits.failureWindowSeconds * 1000 };
    const failures = usesRedis()
      ? createSharedRateLimiter({
          ...limits,
          prefix: sharedCache.webhookFailuresPrefix,
          access: redisAccess("webhook throttle"),
        })
      : createRateLimiter(limits);
    holder[gateKey] = { secret, gate: createWebhookGate({ secret, failures }) };
  }
  return holder[gateKey].gate;
}
