// Whether WordPress answers right now. Pages rendered before are served from the page cache
// whatever WordPress does; a page never rendered needs WordPress, and when its render fails
// because WordPress is down, slow, failing or talking nonsense, the server answers 503 with
// Retry-After (server.ts reads `current()`), and /api/ready says why. `check()` probes WordPress
// with a short deadline and keeps the answer a few seconds; a failed read during a render marks
// it down at once.
// With REDIS_URL, the instances of the site share that answer: each one that probes or meets a
// failure writes it in Redis (kept as long as it holds) and publishes it; the others take it at
// once, and one whose answer is too old takes a fresh one from Redis before probing itself. Without
// Redis, or while it does not answer, each instance keeps its own answer as above.
// Each instance logs an outage twice: one `warn` line when it starts, one `info` line with its
// duration when it ends (lib/wordpress/outage-log.ts); the metric vitrine_wordpress_up follows it.
import { randomUUID } from "node:crypto";
import { env } from "../../config/env.ts";
import { formatDuration, logger } from "../server/log.ts";
import { metrics } from "../server/metrics.ts";
import { availabilityTimings } from "../../config/site.ts";
import { redisAccess, type RedisAccess } from "../redis/available.ts";
import { usesRedis } from "../redis/client.ts";
import type { WordPressError } from "./errors.ts";

export interface AvailabilityStatus {
  up: boolean;
  /** What the last probe or read found, in words for the server log and /api/ready. */
  reason: string;
  checkedAt: number;
  /**
   * Down as a whole: the probe failed, or a read got no answer in time (unreachable, timed out,
   * past the render's deadline). A failure of one endpoint (a 500, nonsense) is not: other reads
   * are still worth trying.
   */
  whole?: boolean;
}

export interface AvailabilityOptions {
  wordpressUrl: string;
  probeTimeoutMs: number;
  /** How long an "up" answer holds before the next probe. */
  upHoldMs: number;
  /** How long a "down" answer holds: short, so recovery is noticed within seconds. */
  downHoldMs: number;
  /**
   * A failure this soon after an outage ended is the same outage coming back (a WordPress just
   * restarted, overwhelmed by the reads it missed): not said again unless it lasts this long
   * (0, the default: every outage is said).
   */
  relapseMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Where the outage's two lines go (default: the site's log, component "wordpress"). */
  log?: (level: "warn" | "info", message: string, fields: OutageFields) => void;
  /** Told whether WordPress answers at each change (default: the metric vitrine_wordpress_up). */
  onChange?: (up: boolean) => void;
  /** Where the instances of the site share their answers; none, each keeps its own. */
  shared?: SharedAvailability;
}

/** What an outage's lines carry besides their text: which outage, its start or end, and at its end its duration. */
export interface OutageFields {
  outage: "wordpress" | "redis";
  event: "start" | "end";
  durationMs?: number;
}

/** The answers of all instances, in one place. */
export interface SharedAvailability {
  /** The latest answer an instance recorded, while it holds; null when none (or the place does not answer). */
  latest(): Promise<AvailabilityStatus | null>;
  /** Tells the other instances, for `holdMs`. */
  publish(status: AvailabilityStatus, holdMs: number): void;
  /** Calls `listener` with each answer another instance publishes. */
  subscribe(listener: (status: AvailabilityStatus) => void): void;
}

export interface Availability {
  /** The current answer, probing WordPress when the last one is too old (concurrent calls share one probe). */
  check(): Promise<AvailabilityStatus>;
  /** The last answer, without probing (null before the first one). */
  current(): AvailabilityStatus | null;
  /**
   * The last answer when it says WordPress is down as a whole and is recent enough to hold, else
   * null: past its hold, a read asks WordPress itself (the freshest probe there is), so an edit's
   * render notices WordPress's return at once rather than at the next probe.
   */
  knownDown(): AvailabilityStatus | null;
  /** A read during a render found WordPress unavailable. */
  reportFailure(error: WordPressError): void;
  /** WordPress answered a read: if it was known down, it is up again (said once). */
  reportAnswer(): void;
  /**
   * Whether WordPress is in an outage's tail: back less than `relapseMs` ago, or failing again
   * since (a relapse not said, or not yet).
   */
  recentlyBack(): boolean;
}

/** Codes of a read that got no answer from WordPress at all (lib/wordpress/client.ts). */
export const noAnswerCodes: ReadonlySet<string> = new Set(["unreachable", "timeout", "deadline"]);

/**
 * Says an outage's start and its end, once each. A failure within `relapseMs` of an end is the
 * same outage coming back: said only once it has lasted that long (from its own start).
 */
function outageTeller(log: NonNullable<AvailabilityOptions["log"]>, now: () => number, relapseMs: number) {
  /** When the outage said and under way started (null: none). */
  let downSince: number | null = null;
  /** When the last outage said ended. */
  let endedAt: number | null = null;
  /** When a relapse not said (yet) started. */
  let relapseSince: number | null = null;
  const recentlyEnded = () => endedAt !== null && now() - endedAt < relapseMs;
  const start = (next: AvailabilityStatus, since: number) => {
    log("warn", `unavailable: ${next.reason}; pages rendered before are served from the cache, others answer 503`, {
      outage: "wordpress",
      event: "start",
    });
    downSince = since;
    endedAt = null;
    relapseSince = null;
  };
  return {
    /** The answer changed to `next`. */
    changed(next: AvailabilityStatus): void {
      if (!next.up) {
        if (recentlyEnded()) relapseSince ??= now();
        else start(next, now());
        return;
      }
      if (relapseSince !== null) {
        relapseSince = null;
        return;
      }
      // The first answer of all says nothing: there was no outage to end.
      if (downSince === null) return;
      const durationMs = Math.max(0, now() - downSince);
      log("info", `available again after ${formatDuration(durationMs)} (${next.reason})`, {
        outage: "wordpress",
        event: "end",
        durationMs,
      });
      downSince = null;
      endedAt = now();
    },
    /** Down again with `next`: a relapse that has lasted `relapseMs` is an outage of its own. */
    stillDown(next: AvailabilityStatus): void {
      if (relapseSince !== null && now() - relapseSince >= relapseMs) start(next, relapseSince);
    },
    /** A relapse under way, or an outage ended less than `relapseMs` ago. */
    inTail(): boolean {
      return relapseSince !== null || recentlyEnded();
    },
  };
}

/** One read of WordPress's first page: whether it answers, with a list of pages, in time. */
async function probeWordPress(
  probeUrl: string,
  doFetch: typeof fetch,
  timeoutMs: number,
  now: () => number,
): Promise<AvailabilityStatus> {
  const started = now();
  const down = (reason: string): AvailabilityStatus => ({ up: false, whole: true, reason, checkedAt: now() });
  try {
    const response = await doFetch(probeUrl, {
      cache: "no-store",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
    const text = await response.text();
    if (!response.ok) return down(`WordPress answered ${response.status} to ${probeUrl}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      const type = response.headers.get("content-type") ?? "no content type";
      return down(`WordPress answered ${probeUrl} with a body that is not JSON (${type})`);
    }
    if (!Array.isArray(body)) return down(`WordPress answered ${probeUrl} with something that is not a list of pages`);
    return { up: true, reason: `answered in ${now() - started} ms`, checkedAt: now() };
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError")
      return down(`WordPress did not answer ${probeUrl} within ${timeoutMs} ms`);
    const cause =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return down(`WordPress could not be reached at ${probeUrl}: ${cause}`);
  }
}

export function createAvailability(options: AvailabilityOptions): Availability {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const wordpressLog = logger("wordpress");
  const log = options.log ?? ((level, message, fields) => wordpressLog[level](fields, message));
  const onChange = options.onChange ?? ((up) => metrics().wordpressUp.set(up ? 1 : 0));
  const probeUrl = `${options.wordpressUrl.replace(/\/+$/, "")}/wp-json/wp/v2/pages?per_page=1&_fields=id`;
  const { shared } = options;
  let status: AvailabilityStatus | null = null;
  let probing: Promise<AvailabilityStatus> | null = null;
  const outage = outageTeller(log, now, options.relapseMs ?? 0);

  const holdMs = (answer: AvailabilityStatus) => (answer.up ? options.upHoldMs : options.downHoldMs);
  const holds = (answer: AvailabilityStatus) => now() - answer.checkedAt < holdMs(answer);

  /** Keeps `next` as the answer; one this instance found is told to the others. */
  function record(next: AvailabilityStatus, found = true): AvailabilityStatus {
    if (!status || status.up !== next.up) {
      outage.changed(next);
      onChange(next.up);
    } else if (!next.up) outage.stillDown(next);
    status = next;
    if (found) shared?.publish(next, holdMs(next));
    return next;
  }

  // Another instance's answer replaces this one unless this one is newer.
  shared?.subscribe((answer) => {
    if (!status || answer.checkedAt >= status.checkedAt) record(answer, false);
  });

  /** A fresh answer from another instance, or this instance's own probe. */
  async function refresh(): Promise<AvailabilityStatus> {
    const latest = await shared?.latest();
    if (latest && holds(latest) && (!status || latest.checkedAt > status.checkedAt)) return record(latest, false);
    return record(await probe());
  }

  const probe = () => probeWordPress(probeUrl, doFetch, options.probeTimeoutMs, now);

  return {
    async check() {
      if (status && holds(status)) return status;
      probing ??= refresh().finally(() => {
        probing = null;
      });
      return probing;
    },
    current() {
      return status;
    },
    knownDown() {
      return status && !status.up && status.whole && holds(status) ? status : null;
    },
    reportFailure(error) {
      record({ up: false, whole: noAnswerCodes.has(error.code), reason: error.message, checkedAt: now() });
    },
    reportAnswer() {
      if (status?.up === false) record({ up: true, reason: "a read was answered", checkedAt: now() });
    },
    recentlyBack() {
      return outage.inTail();
    },
  };
}

const availabilityKey = "vitrine:wordpress:availability";

/** An answer and the instance that found it, from what Redis kept or carried. */
function parseShared(text: string | null): { from: unknown; answer: AvailabilityStatus } | null {
  if (!text) return null;
  try {
    const {
      instance: from,
      up,
      reason,
      checkedAt,
      whole,
    } = JSON.parse(text) as AvailabilityStatus & { instance?: unknown };
    if (typeof up !== "boolean" || typeof reason !== "string" || typeof checkedAt !== "number") return null;
    return { from, answer: { up, reason, checkedAt, ...(typeof whole === "boolean" ? { whole } : {}) } };
  } catch {
    return null;
  }
}

/**
 * The answers shared in Redis: the latest in `vitrine:wordpress:availability` (expiring when it no
 * longer holds), each one published on the channel of the same name, with the id of the instance
 * that found it (so it does not take its own answer back). Its own connection listens (a
 * subscribed connection sends nothing else); it never keeps the process alive, and when Redis was
 * away at the start, it starts listening once Redis answers. When Redis does not answer, nothing is
 * shared and nothing fails (lib/redis/available.ts logs the outage once).
 */
export function redisAvailability(access: RedisAccess = redisAccess("wordpress availability")): SharedAvailability {
  const instance = randomUUID();
  const ignore = () => {};
  let listener: ((status: AvailabilityStatus) => void) | undefined;
  let listening = false;
  /** Subscribes once, when there is a listener and Redis answers; tried again after each answered command until it has. */
  function listen(): void {
    if (!listener || listening) return;
    const told = listener;
    listening = true;
    void access
      .ready()
      .then(async (client) => {
        if (!client) throw new Error("not connected");
        const subscriber = client.duplicate();
        subscriber.on("error", ignore); // the shared connection reports Redis's outages
        await subscriber.connect();
        subscriber.unref();
        await subscriber.subscribe(availabilityKey, (text) => {
          const answer = parseShared(text);
          if (answer && answer.from !== instance) told(answer.answer);
        });
      })
      .catch(() => {
        listening = false;
      });
  }

  return {
    async latest() {
      const stored = await access.run((client) => client.get(availabilityKey));
      if (stored) listen();
      return parseShared(stored?.value ?? null)?.answer ?? null;
    },
    publish(answer, holdMs) {
      const text = JSON.stringify({ ...answer, instance });
      // Not kept for later while Redis is away: a newer answer will be.
      void access
        .run((client) =>
          client.multi().set(availabilityKey, text, { PX: holdMs }).publish(availabilityKey, text).exec(),
        )
        .then((sent) => sent && listen());
    },
    subscribe(onAnswer) {
      listener = onAnswer;
      listen();
    },
  };
}

const globalKey = Symbol.for("vitrine.availability");

/** The process-wide instance; on globalThis because the proxy and the pages are separate bundles. With REDIS_URL, shared by the instances. */
export function availability(): Availability {
  const holder = globalThis as { [globalKey]?: Availability };
  holder[globalKey] ??= createAvailability({
    wordpressUrl: env().wordpressUrl,
    ...availabilityTimings,
    shared: usesRedis() ? redisAvailability() : undefined,
  });
  return holder[globalKey];
}
