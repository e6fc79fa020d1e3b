// The site's metrics, in Prometheus's text format (prom-client): what each instance serves and how
// fast, what its caches answer, how WordPress and Redis answer it, the contact outbox and the
// revalidation webhook. They are served at /metrics on a listener of their own (metrics-server.ts:
// METRICS_PORT, METRICS_HOST: loopback by default), never on the site's public port.
//
// One registry per process, on globalThis: server.ts and Next's bundles (the WordPress client, the
// webhook's route, instrumentation.ts) load this module separately and count into the same
// metrics. The names are listed in `metricNames`: the dashboard (deploy/grafana/vitrine.json) and
// the alerting rules (deploy/prometheus/alerts.yml) are checked against them by tests.
import client from "prom-client";

const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = client;

/** What the contact outbox holds, read at each scrape (instrumentation.ts gives it). */
export type OutboxReading = () => Promise<{ waiting: number; oldestReceivedAt: number | null } | null>;

export interface SiteMetrics {
  registry: client.Registry;
  /** Requests answered, by route kind (`routeKind`) and status code. */
  requests: client.Counter<"kind" | "status">;
  /** Time Next.js took to answer, by route kind: requests the memory of pages or the gate answered aside. */
  renderSeconds: client.Histogram<"kind">;
  /** The memory of pages (lib/server/page-memory.ts): hit (sent from memory) or miss (passed to Next.js). */
  pageMemory: client.Counter<"result">;
  /** Next's cache, from its `x-nextjs-cache` header: hit, stale, miss, revalidated. */
  nextCache: client.Counter<"result">;
  /** The nginx front's cache status for the requests it passed on (its X-Cache-Status): miss, expired, bypass… */
  frontCache: client.Counter<"status">;
  /** WordPress REST requests, by route (ids replaced), method and status (or timeout, unreachable). */
  wordpressRequests: client.Counter<"route" | "method" | "status">;
  wordpressSeconds: client.Histogram<"route" | "method">;
  /** Reads that failed, by route and the site's error code (http_500, timeout, invalid_shape…). */
  wordpressErrors: client.Counter<"route" | "code">;
  /** 1 while WordPress answers, 0 while it is known down (lib/wordpress/availability.ts). */
  wordpressUp: client.Gauge;
  /** 1 while Redis answers, 0 during an outage; absent without REDIS_URL. */
  redisUp: client.Gauge;
  outboxWaiting: client.Gauge;
  outboxOldestSeconds: client.Gauge;
  /** Calls of POST /api/revalidate, by status answered. */
  webhookCalls: client.Counter<"status">;
  /** Purges of the front's copies, by result (purged, absent, failed) per address and front. */
  purges: client.Counter<"result">;
  /** Always 1: the build's id and the site's version as labels. */
  buildInfo: client.Gauge<"build_id" | "version">;
  /** Reads the contact outbox at each scrape; set by instrumentation.ts. */
  outboxReading?: OutboxReading;
  /**
   * Asks whether WordPress answers, at each scrape (instrumentation.ts: the availability's check,
   * which probes only once its last answer is past its hold): the gauge follows WordPress's return
   * even while every page is served from a cache and no read tells it.
   */
  wordpressCheck?: () => Promise<unknown>;
}

export const metricNames = {
  requests: "vitrine_http_requests_total",
  renderSeconds: "vitrine_render_duration_seconds",
  pageMemory: "vitrine_page_memory_requests_total",
  nextCache: "vitrine_next_cache_requests_total",
  frontCache: "vitrine_front_cache_requests_total",
  wordpressRequests: "vitrine_wordpress_requests_total",
  wordpressSeconds: "vitrine_wordpress_request_duration_seconds",
  wordpressErrors: "vitrine_wordpress_errors_total",
  wordpressUp: "vitrine_wordpress_up",
  redisUp: "vitrine_redis_up",
  outboxWaiting: "vitrine_contact_outbox_waiting",
  outboxOldestSeconds: "vitrine_contact_outbox_oldest_age_seconds",
  webhookCalls: "vitrine_webhook_calls_total",
  purges: "vitrine_cache_purges_total",
  buildInfo: "vitrine_build_info",
} as const;

const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Registers = client.Registry[];

/** The requests the site's server answers (lib/server/site-server.ts). */
function requestMetrics(
  registers: Registers,
): Pick<SiteMetrics, "requests" | "renderSeconds" | "pageMemory" | "nextCache" | "frontCache"> {
  return {
    requests: new Counter({
      name: metricNames.requests,
      help: "Requests answered, by route kind and status code",
      labelNames: ["kind", "status"],
      registers,
    }),
    renderSeconds: new Histogram({
      name: metricNames.renderSeconds,
      help: "Time Next.js took to answer a request (not those sent from the memory of pages), by route kind",
      labelNames: ["kind"],
      buckets: durationBuckets,
      registers,
    }),
    pageMemory: new Counter({
      name: metricNames.pageMemory,
      help: "Page requests the memory of pages answered (hit) or passed to Next.js (miss)",
      labelNames: ["result"],
      registers,
    }),
    nextCache: new Counter({
      name: metricNames.nextCache,
      help: "Answers of Next's cache, from its x-nextjs-cache header (hit, stale, miss, revalidated)",
      labelNames: ["result"],
      registers,
    }),
    frontCache: new Counter({
      name: metricNames.frontCache,
      help: "Requests the nginx front passed on, by its cache status (X-Cache-Status: miss, expired, bypass, updating…)",
      labelNames: ["status"],
      registers,
    }),
  };
}

/** The reads of WordPress and whether it answers. */
function wordpressMetrics(
  registers: Registers,
  site: () => SiteMetrics,
): Pick<SiteMetrics, "wordpressRequests" | "wordpressSeconds" | "wordpressErrors" | "wordpressUp"> {
  return {
    wordpressRequests: new Counter({
      name: metricNames.wordpressRequests,
      help: "Requests to WordPress's REST API, by route, method and status (timeout, unreachable when none)",
      labelNames: ["route", "method", "status"],
      registers,
    }),
    wordpressSeconds: new Histogram({
      name: metricNames.wordpressSeconds,
      help: "Time WordPress took to answer a REST request (its retries included), by route and method",
      labelNames: ["route", "method"],
      buckets: durationBuckets,
      registers,
    }),
    wordpressErrors: new Counter({
      name: metricNames.wordpressErrors,
      help: "WordPress reads that failed, by route and error code (http_500, timeout, unreachable, invalid_shape…)",
      labelNames: ["route", "code"],
      registers,
    }),
    wordpressUp: new Gauge({
      name: metricNames.wordpressUp,
      help: "1 while WordPress answers, 0 while it is known down",
      registers,
      async collect() {
        // The check sets the gauge through the availability's change (lib/wordpress/availability.ts).
        await site()
          .wordpressCheck?.()
          .catch(() => {});
      },
    }),
  };
}

/** Redis, the contact outbox, the webhook, the purges and the build. */
function backgroundMetrics(
  registers: Registers,
  site: () => SiteMetrics,
): Pick<SiteMetrics, "redisUp" | "outboxWaiting" | "outboxOldestSeconds" | "webhookCalls" | "purges" | "buildInfo"> {
  return {
    redisUp: new Gauge({
      name: metricNames.redisUp,
      help: "1 while Redis answers, 0 during an outage (absent without REDIS_URL)",
      registers,
    }),
    outboxWaiting: new Gauge({
      name: metricNames.outboxWaiting,
      help: "Contact messages waiting in the outbox for WordPress to take them",
      registers,
      async collect() {
        await readOutbox(site());
      },
    }),
    outboxOldestSeconds: new Gauge({
      name: metricNames.outboxOldestSeconds,
      help: "Age of the oldest contact message waiting in the outbox, in seconds (0 when none waits)",
      registers,
      async collect() {
        await readOutbox(site());
      },
    }),
    webhookCalls: new Counter({
      name: metricNames.webhookCalls,
      help: "Calls of the revalidation webhook (POST /api/revalidate), by status answered",
      labelNames: ["status"],
      registers,
    }),
    purges: new Counter({
      name: metricNames.purges,
      help: "Purges of the nginx front's copies after an edit, per address and front: purged, absent or failed",
      labelNames: ["result"],
      registers,
    }),
    buildInfo: new Gauge({
      name: metricNames.buildInfo,
      help: "The build served (its id) and the site's version; always 1",
      labelNames: ["build_id", "version"],
      registers,
    }),
  };
}

/** A registry with the site's metrics and Node's own (process_*, nodejs_*). */
export function createMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const site: SiteMetrics = {
    registry,
    ...requestMetrics(registers),
    ...wordpressMetrics(registers, () => site),
    ...backgroundMetrics(registers, () => site),
  };
  site.wordpressUp.set(1);
  return site;
}

const outboxReads = new WeakMap<SiteMetrics, Promise<void>>();

/**
 * Sets the outbox's gauges from its reading, once per scrape (both gauges ask, at once); an outbox
 * that cannot be read leaves them as they were.
 */
function readOutbox(site: SiteMetrics): Promise<void> {
  let pending = outboxReads.get(site);
  if (!pending) {
    pending = (async () => {
      const reading = await site.outboxReading?.().catch(() => null);
      if (!reading) return;
      site.outboxWaiting.set(reading.waiting);
      site.outboxOldestSeconds.set(
        reading.oldestReceivedAt === null ? 0 : Math.max(0, (Date.now() - reading.oldestReceivedAt) / 1000),
      );
    })().finally(() => outboxReads.delete(site));
    outboxReads.set(site, pending);
  }
  return pending;
}

const metricsKey = Symbol.for("vitrine.metrics");

/** The process's metrics. */
export function metrics(): SiteMetrics {
  const holder = globalThis as { [metricsKey]?: SiteMetrics };
  holder[metricsKey] ??= createMetrics();
  return holder[metricsKey];
}

/**
 * A REST route with its ids and slugs taken out, for a label of bounded values:
 * `wp/v2/pages/163` → `wp/v2/pages/:id`, `bakery/v1/breadcrumb/vivre/x` → `bakery/v1/breadcrumb/*`.
 */
export function restRoute(path: string): string {
  const segments = path.split(/[?#]/)[0]!.split("/").filter(Boolean);
  const kept = segments.map((segment, index) => {
    if (/^\d+$/.test(segment)) return ":id";
    if (index < 3 || /^(autosaves|revisions|feedback|schema|options)$/.test(segment)) return segment;
    return "*";
  });
  return kept.filter((segment, index) => segment !== "*" || kept[index - 1] !== "*").join("/") || "index";
}

/** What kind of route a request is, for the requests' label. */
export function routeKind(method: string | undefined, url: string | undefined, router: boolean): string {
  const path = (url ?? "/").split(/[?#]/)[0] ?? "/";
  if (path.startsWith("/_next/static/")) return "static";
  if (path.startsWith("/_next/image")) return "image";
  if (path.startsWith("/api/")) return "api";
  if (method === "POST") return "action";
  if (router) return "router";
  if (/\.(xml|ics|json|txt|webmanifest)$/.test(path)) return "feed";
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return "file";
  return "page";
}

/** A cache status as a label: lower case, one of the known ones, else "other". */
export function cacheResult(value: unknown, known: readonly string[]): string | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  const result = value.toLowerCase();
  return known.includes(result) ? result : "other";
}
