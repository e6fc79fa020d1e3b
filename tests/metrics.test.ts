// The site's metrics (lib/server/metrics.ts) move when their event happens: a read of WordPress
// and its failures, WordPress's and Redis's outages, a message queued in the contact outbox, a
// webhook call, a purge of the front; and they are served on their own listener only.
// (A page served, from memory or by Next.js, is counted by server.ts: e2e/observability.spec.ts.)
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { POST as revalidate } from "../app/api/revalidate/route.ts";
import { purgeCaches } from "../lib/cache/purge.ts";
import { openOutbox, type Outbox } from "../lib/contact/outbox.ts";
import { createRedisOutage } from "../lib/redis/outage.ts";
import { metricNames, metrics, restRoute, routeKind } from "../lib/server/metrics.ts";
import { startMetricsServer } from "../lib/server/metrics-server.ts";
import { createAvailability } from "../lib/wordpress/availability.ts";
import { createWordPressClient } from "../lib/wordpress/client.ts";
import { WordPressError } from "../lib/wordpress/errors.ts";
import { startStub, type Stub } from "./stub-server.ts";

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await cleanup();
});

async function stub(handler: Parameters<typeof startStub>[0]): Promise<Stub> {
  const started = await startStub(handler);
  cleanups.push(() => started.close());
  return started;
}

/** The value of one series (0 when it has not been seen yet). */
async function value(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = metrics().registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  return (
    values
      .filter((sample) => Object.entries(labels).every(([key, wanted]) => String(sample.labels[key]) === wanted))
      // A histogram's count of observations (not its buckets and sum); a counter's or gauge's value.
      .filter((sample) => {
        const series = (sample as { metricName?: string }).metricName;
        return series === undefined || series === `${name}_count`;
      })
      .reduce((sum, sample) => sum + sample.value, 0)
  );
}

// No retry; a deadline long enough for a busy machine (none of these tests waits for it).
const fast = { timeoutMs: 10_000, retries: 0 };
const item = z.object({ id: z.number() });

describe("WordPress's requests", () => {
  it("are counted by route, method and status, timed, and their failures counted by code", async () => {
    const wordpress = await stub((request, response) => {
      if (request.url?.startsWith("/wp-json/wp/v2/pages/163")) {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ id: 163 }));
      } else if (request.url?.startsWith("/wp-json/wp/v2/pages/7")) {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ title: "no id" }));
      } else {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ code: "internal_server_error", message: "boom" }));
      }
    });
    const client = createWordPressClient({ wordpressUrl: wordpress.url, ...fast });
    const route = { route: "wp/v2/pages/:id", method: "GET" };
    const before = {
      ok: await value(metricNames.wordpressRequests, { ...route, status: "200" }),
      failed: await value(metricNames.wordpressRequests, { ...route, status: "500" }),
      timed: await value(metricNames.wordpressSeconds, route),
      http500: await value(metricNames.wordpressErrors, { route: "wp/v2/pages/:id", code: "internal_server_error" }),
      shape: await value(metricNames.wordpressErrors, { route: "wp/v2/pages/:id", code: "invalid_shape" }),
    };
    await client.get("wp/v2/pages/163", item);
    await expect(client.get("wp/v2/pages/9", item)).rejects.toBeInstanceOf(WordPressError);
    await expect(client.get("wp/v2/pages/7", item)).rejects.toMatchObject({ code: "invalid_shape" });
    expect(await value(metricNames.wordpressRequests, { ...route, status: "200" })).toBe(before.ok + 2);
    expect(await value(metricNames.wordpressRequests, { ...route, status: "500" })).toBe(before.failed + 1);
    expect(await value(metricNames.wordpressSeconds, route)).toBe(before.timed + 3);
    expect(await value(metricNames.wordpressErrors, { route: "wp/v2/pages/:id", code: "internal_server_error" })).toBe(
      before.http500 + 1,
    );
    expect(await value(metricNames.wordpressErrors, { route: "wp/v2/pages/:id", code: "invalid_shape" })).toBe(
      before.shape + 1,
    );
  });

  it("count a WordPress that cannot be reached as such", async () => {
    const gone = await stub(() => {});
    const url = gone.url;
    await gone.close();
    cleanups.pop();
    const client = createWordPressClient({ wordpressUrl: url, ...fast });
    const before = await value(metricNames.wordpressRequests, { route: "wp/v2/events", status: "unreachable" });
    await expect(client.getAll("wp/v2/events", item)).rejects.toMatchObject({ code: "unreachable" });
    expect(await value(metricNames.wordpressRequests, { route: "wp/v2/events", status: "unreachable" })).toBe(
      before + 1,
    );
  });

  it("are labelled by route without ids or slugs", () => {
    expect(restRoute("wp/v2/pages/163")).toBe("wp/v2/pages/:id");
    expect(restRoute("wp/v2/events/2410/autosaves")).toBe("wp/v2/events/:id/autosaves");
    expect(restRoute("bakery/v1/breadcrumb/vivre/etudier")).toBe("bakery/v1/breadcrumb/*");
    expect(restRoute("contact-form-7/v1/contact-forms/12/feedback")).toBe(
      "contact-form-7/v1/contact-forms/:id/feedback",
    );
    expect(restRoute("acf/v3/options/options")).toBe("acf/v3/options/options");
    expect(restRoute("")).toBe("index");
  });
});

describe("availability", () => {
  it("of WordPress is 0 from an outage's start to its end", () => {
    const availability = createAvailability({
      wordpressUrl: "http://127.0.0.1:9",
      probeTimeoutMs: 100,
      upHoldMs: 5000,
      downHoldMs: 1000,
      log: () => {},
    });
    const up = () =>
      metrics()
        .wordpressUp.get()
        .then(({ values }) => values[0]?.value);
    availability.reportFailure(
      new WordPressError("WordPress could not be reached", { status: 503, code: "unreachable", url: "" }),
    );
    return up()
      .then((down) => expect(down).toBe(0))
      .then(() => availability.reportAnswer())
      .then(up)
      .then((back) => expect(back).toBe(1));
  });

  it("of WordPress is asked at each scrape, so that it follows WordPress's return while no read tells it", async () => {
    let asked = 0;
    metrics().wordpressCheck = async () => {
      asked++;
    };
    cleanups.push(() => void delete metrics().wordpressCheck);
    await metrics().registry.metrics();
    await metrics().registry.metrics();
    expect(asked).toBe(2);
  });

  it("of Redis is 0 from an outage's start to its end", async () => {
    const outage = createRedisOutage({ log: { warn: () => {}, info: () => {} } });
    outage.answered();
    expect(await value(metricNames.redisUp)).toBe(1);
    outage.failed("the shared cache", new Error("connect ECONNREFUSED"));
    expect(await value(metricNames.redisUp)).toBe(0);
    outage.answered();
    expect(await value(metricNames.redisUp)).toBe(1);
  });
});

describe("the contact outbox", () => {
  it("has its depth and its oldest message's age read at each scrape", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrine-metrics-outbox-"));
    const outbox: Outbox = openOutbox(path.join(dir, "outbox.sqlite"));
    cleanups.push(async () => {
      await outbox.close();
      rmSync(dir, { recursive: true, force: true });
    });
    metrics().outboxReading = async () => ({
      waiting: (await outbox.counts()).waiting,
      oldestReceivedAt: await outbox.oldestWaiting(),
    });
    cleanups.push(() => void delete metrics().outboxReading);
    expect(await value(metricNames.outboxWaiting)).toBe(0);
    expect(await value(metricNames.outboxOldestSeconds)).toBe(0);
    const message = { name: "Ada", email: "ada@example.org", subject: "Objet", message: "Texte", consent: true };
    const delivery = { formId: 1, language: "fr" as const, containerPostId: 332, userAgent: "test" };
    const now = Date.now();
    for (const [id, age] of [
      ["m1", 7200_000],
      ["m2", 60_000],
    ] as const)
      await outbox.add({ id, message, delivery, receivedAt: now - age, nextAttemptAt: now, lastError: "unreachable" });
    expect(await value(metricNames.outboxWaiting)).toBe(2);
    expect(await value(metricNames.outboxOldestSeconds)).toBeGreaterThanOrEqual(7200);
    expect(await value(metricNames.outboxOldestSeconds)).toBeLessThan(7200 + 600);
    await outbox.remove("m1");
    expect(await value(metricNames.outboxWaiting)).toBe(1);
    expect(await value(metricNames.outboxOldestSeconds)).toBeLessThan(7200);
  });
});

describe("the revalidation webhook and the front's purge", () => {
  it("count each webhook call by the status it answered", async () => {
    const before = await value(metricNames.webhookCalls);
    // REVALIDATE_SECRET is unset here: the endpoint answers 404, and the call is counted.
    const response = await revalidate(new Request("http://localhost/api/revalidate", { method: "POST" }));
    expect(await value(metricNames.webhookCalls, { status: String(response.status) })).toBeGreaterThanOrEqual(1);
    expect(await value(metricNames.webhookCalls)).toBe(before + 1);
  });

  it("count each address purged, absent or failed", async () => {
    const front = await stub((request, response) => {
      response.writeHead(request.url === "/vivre" ? 200 : request.url === "/refused" ? 403 : 404);
      response.end();
    });
    const before = {
      purged: await value(metricNames.purges, { result: "purged" }),
      absent: await value(metricNames.purges, { result: "absent" }),
      failed: await value(metricNames.purges, { result: "failed" }),
    };
    await purgeCaches(["/vivre", "/etudier", "/refused"], {
      targets: [front.url],
      log: { info: () => {}, warn: () => {} },
    });
    expect(await value(metricNames.purges, { result: "purged" })).toBe(before.purged + 1);
    expect(await value(metricNames.purges, { result: "absent" })).toBe(before.absent + 1);
    expect(await value(metricNames.purges, { result: "failed" })).toBe(before.failed + 1);
  });
});

describe("the metrics' listener", () => {
  it("answers GET /metrics in Prometheus's text format, and 404 to anything else", async () => {
    const server = await startMetricsServer({ host: "127.0.0.1", port: 0, metrics: metrics() });
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const answer = await fetch(`${origin}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    for (const name of Object.values(metricNames)) expect(text, name).toContain(`# TYPE ${name} `);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    for (const other of ["/", "/metrics/x", "/api/health"]) expect((await fetch(`${origin}${other}`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: "POST" })).status).toBe(404);
  });
});

describe("a request's route kind", () => {
  it("tells pages from router requests, actions, API routes, images, static files and feeds", () => {
    expect(routeKind("GET", "/vivre?x=1", false)).toBe("page");
    expect(routeKind("GET", "/vivre", true)).toBe("router");
    expect(routeKind("POST", "/contact", false)).toBe("action");
    expect(routeKind("POST", "/api/revalidate", false)).toBe("api");
    expect(routeKind("GET", "/_next/image?url=x", false)).toBe("image");
    expect(routeKind("GET", "/_next/static/chunks/a.js", false)).toBe("static");
    expect(routeKind("GET", "/actualites/rss.xml", false)).toBe("feed");
    expect(routeKind("GET", "/favicon.ico", false)).toBe("file");
  });
});
