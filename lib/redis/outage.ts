// An outage of Redis, said once per process: one `warn` line when the first connection or command
// finds Redis away, one `info` line with its duration when it answers again, whichever part of
// the site (the shared cache, the rate limits, WordPress's availability, the outbox) meets it
// first. The metric vitrine_redis_up follows it. The connection's own events
// (lib/redis/client.ts) and every access that falls back (lib/redis/available.ts) report here.
import { formatDuration, logger } from "../server/log.ts";
import { metrics } from "../server/metrics.ts";

export interface RedisOutage {
  /** Redis did not answer `what` (a part of the site, or the connection). Logged when an outage starts. */
  failed(what: string, error: unknown): void;
  /** Redis answered: an outage under way ends (logged with its duration). */
  answered(): void;
  /** Whether an outage is under way. */
  readonly down: boolean;
}

export interface RedisOutageOptions {
  log?: { warn(fields: object, line: string): void; info(fields: object, line: string): void };
  onChange?: (up: boolean) => void;
  now?: () => number;
}

export function createRedisOutage(options: RedisOutageOptions = {}): RedisOutage {
  const log = options.log ?? logger("redis");
  const onChange = options.onChange ?? ((up) => metrics().redisUp.set(up ? 1 : 0));
  const now = options.now ?? Date.now;
  let since: number | null = null;
  return {
    failed(what, error) {
      if (since !== null) return;
      since = now();
      onChange(false);
      log.warn(
        { outage: "redis", event: "start" },
        `Redis is not answering (${what}: ${error instanceof Error ? error.message : String(error)}): each instance goes on alone until it is back`,
      );
    },
    answered() {
      onChange(true);
      if (since === null) return;
      const durationMs = Math.max(0, now() - since);
      since = null;
      log.info(
        { outage: "redis", event: "end", durationMs },
        `Redis answers again after ${formatDuration(durationMs)}`,
      );
    },
    get down() {
      return since !== null;
    },
  };
}

const outageKey = Symbol.for("vitrine.redisOutage");

/** The process's (on globalThis: the connection and its users live in several bundles). */
export function redisOutage(): RedisOutage {
  const holder = globalThis as { [outageKey]?: RedisOutage };
  holder[outageKey] ??= createRedisOutage();
  return holder[outageKey];
}
