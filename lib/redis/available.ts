// A Redis connection (by default the process's shared one, lib/redis/client.ts) for callers that
// must never wait on it: the shared cache, the contact rate limit and WordPress's availability all
// have an answer of their own while Redis is away, so they fall back at once instead of queueing.
// (The outage is said once per process, whichever access meets it first: lib/redis/outage.ts.)
// The first call waits for the connection at most the deadline; after that, a call gets the client
// only while it is ready (the client reconnects by itself) and null otherwise. Each outage is
// logged once by `what`, and its end; after a failure Redis is tried again every 2 s, one command
// at a time.
import { sharedCache } from "../../config/site.ts";
import { redis, type Redis } from "./client.ts";
import { redisOutage } from "./outage.ts";
import { withDeadline } from "./deadline.ts";

export interface RedisAccess {
  /** The client when it is ready now, or null; the first call waits for the first connection. */
  ready(): Promise<Redis | null>;
  /** Runs `command` on the ready client within the deadline: its value, or null when Redis is away, slow or failing (logged once per outage). */
  run<T>(command: (client: Redis) => Promise<T>): Promise<{ value: T } | null>;
}

export interface RedisAccessOptions {
  /** Longest wait for the first connection and for each command (default `sharedCache.deadlineMs`, config/site.ts). */
  deadlineMs?: number;
  /** Where this access's own outage lines go; unset, the process's Redis outage says it once for all (lib/redis/outage.ts). */
  log?: Pick<Console, "warn" | "info">;
  /** The connection (default: the process's shared client); null or a rejection when there is none. */
  connect?: () => Promise<Redis | null>;
}

/** How long after a failure the next command tries Redis again. */
const retryMs = 2000;

/** Says that Redis stopped or started answering: in this access's own log, else once for the process. */
function outageLines(what: string, log: RedisAccessOptions["log"]) {
  const outage = redisOutage();
  return {
    away(error: unknown) {
      if (!log) return outage.failed(what, error);
      log.warn(
        `[${what}] Redis is not answering (${error instanceof Error ? error.message : String(error)}): this instance goes on alone until it is back`,
      );
    },
    back() {
      if (!log) return outage.answered();
      log.info(`[${what}] Redis answers again: shared again`);
    },
  };
}

export function redisAccess(
  what: string,
  { deadlineMs = sharedCache.deadlineMs, log, connect = redis }: RedisAccessOptions = {},
): RedisAccess {
  const outage = outageLines(what, log);
  let client: Redis | null = null;
  let connecting: Promise<Redis | null> | undefined;
  let away = false;
  /** While away: when the next command may try Redis again (one at a time); until then, null at once. */
  let retryAt = 0;

  const failed = (error: unknown) => {
    retryAt = Date.now() + retryMs;
    if (away) return;
    away = true;
    outage.away(error);
  };
  const answered = () => {
    if (!away) return;
    away = false;
    outage.back();
  };

  async function ready(): Promise<Redis | null> {
    if (client) return client.isReady ? client : null;
    if (!connecting) {
      // A first connection that failed is tried again after a while; meanwhile, calls get null at once.
      if (Date.now() < retryAt) return null;
      connecting = withDeadline(connect(), deadlineMs, "Redis (connecting)").then(
        (connected) => (client = connected),
        (error: unknown) => {
          failed(error);
          connecting = undefined;
          return null;
        },
      );
    }
    const connected = await connecting;
    return connected?.isReady ? connected : null;
  }

  return {
    ready,
    async run(command) {
      if (away && Date.now() < retryAt) return null;
      const connected = await ready();
      if (!connected) {
        failed(new Error("not connected"));
        return null;
      }
      // One command tries; the others fall back at once until it has answered.
      if (away) retryAt = Date.now() + deadlineMs;
      try {
        const value = await withDeadline(command(connected), deadlineMs);
        answered();
        return { value };
      } catch (error) {
        failed(error);
        return null;
      }
    },
  };
}
