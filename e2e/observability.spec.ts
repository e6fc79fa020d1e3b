// Logs and metrics of a running site (docs/operations/logs-and-metrics.md), on a site of this
// spec's own (JSON log lines, METRICS_PORT set) reading a CMS of its own: the metrics are served on
// their own loopback port and never on the public one; each moves when its event happens (a page
// served, a WordPress error, WordPress down, a contact message queued, a webhook call); every
// request has an id, sent back and carried by its log lines; and after preview, the webhook and
// the contact form have been used, the log holds no secret, password, cookie or message text.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { PreviewCredentials } from "../cms/lib/auth.ts";
import { previewToken } from "../cms/lib/preview-token.ts";
import { startCms, type RunningCms } from "../cms/server.ts";
import { t } from "../lib/i18n/messages.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { cmsAdmin, postContactWithoutJavaScript } from "./helpers.ts";
import { startSiteOf, type PrivateSite } from "./private-site.ts";

test.describe.configure({ mode: "serial" });

const credentials: PreviewCredentials = { user: "observability-check", password: "Obse rvab ilit yChe ckPa ss42" };
const previewSecret = "observability-preview-secret-of-32-characters-or-more";
const revalidateSecret = "observability-revalidate-secret-0123456789";
const messageText = `Texte du message ${Math.random().toString(36).slice(2, 12)}, à ne jamais écrire dans le journal.`;
/** Values seen during the run that the log must never hold (cookies, the preview link's token). */
const seen: string[] = [];

let cms: RunningCms | undefined;
let site: PrivateSite | undefined;
let origin = "";
let metricsUrl = "";
let dir = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await mkdtemp(path.join(tmpdir(), "vitrine-observability-"));
  cms = await startCms({
    port: 0,
    admin: true,
    quiet: true,
    preview: credentials,
    submissionsFile: path.join(dir, "submissions.jsonl"),
  });
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  ({ site, origin } = await startSiteOf(cms.url, {
    LOG_FORMAT: "json",
    METRICS_PORT: String(metricsPort),
    PREVIEW_SECRET: previewSecret,
    WORDPRESS_PREVIEW_USER: credentials.user,
    WORDPRESS_PREVIEW_PASSWORD: credentials.password,
    REVALIDATE_SECRET: revalidateSecret,
    CONTACT_OUTBOX_FILE: path.join(dir, "outbox.sqlite"),
    CONTACT_OUTBOX_RETRY_SECONDS: "3600",
    CONTACT_RATE_LIMIT: "20",
  }));
});

test.afterAll(async () => {
  await site?.remove();
  await cms?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && site)
    await testInfo.attach("site", { body: site.output(), contentType: "text/plain" });
});

async function faults(method: "POST" | "DELETE", body?: unknown): Promise<void> {
  await cmsAdmin(`${cms?.url}`, method, "faults", body);
}

/** The metrics as served, one sample a line: the sum of the samples of `name` whose labels include `labels`. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  let sum = 0;
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

test("the metrics are served on their own loopback port, never on the site's public port", async () => {
  for (const address of ["/metrics", "/metrics?format=prometheus", "/metrics/"]) {
    const response = await fetch(`${origin}${address}`);
    const body = await response.text();
    expect(response.status, address).toBe(404);
    expect(body, address).not.toContain("vitrine_");
  }
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const buildId = (await readFile(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8")).trim();
  const { version } = JSON.parse(await readFile(path.join(process.cwd(), "package.json"), "utf8")) as {
    version: string;
  };
  expect(await sample("vitrine_build_info", { build_id: buildId, version })).toBe(1);
});

test("each request has an id, the proxy's when it is short and plain, sent back as X-Request-Id", async () => {
  const given = await fetch(`${origin}/`, { headers: { "x-request-id": "front-0123456789abcdef" } });
  expect(given.headers.get("x-request-id")).toBe("front-0123456789abcdef");
  const refused = await fetch(`${origin}/`, { headers: { "x-request-id": "two words, and far too long ".repeat(4) } });
  expect(refused.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  const own = await fetch(`${origin}/vivre`);
  const again = await fetch(`${origin}/vivre`);
  // The second from the memory of pages: with its own request's id, not the first one's.
  expect(own.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  expect(again.headers.get("x-request-id")).not.toBe(own.headers.get("x-request-id"));
  // A page the gate refuses, and an unknown address, have one too.
  expect((await fetch(`${origin}/vivre`, { method: "DELETE" })).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  expect((await fetch(`${origin}/nulle-part`)).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
});

test("the 404 page is answered in-process: one request each, never Next.js proxying its own rewrite to the instance", async () => {
  // Next.js serves a proxy's rewrite itself only when it is on the origin it listens on, and
  // otherwise proxies it over HTTP to that address: the site's server would then see every 404
  // twice (vercel/next.js#94745: a loopback HOST, or X-Forwarded-Proto: https from a TLS front).
  const before = await sample("vitrine_http_requests_total", { status: "404" });
  for (const headers of [{}, { "x-forwarded-proto": "https" }] as Array<Record<string, string>>) {
    const response = await fetch(`${origin}/nulle-part-ici`, { headers });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(t("fr").notFoundMessage);
  }
  expect(await sample("vitrine_http_requests_total", { status: "404" })).toBe(before + 2);
});

test("each metric moves when its event happens: pages, WordPress errors and outages, a queued message, webhook calls", async () => {
  test.setTimeout(90_000);
  // Pages served: by Next.js (and its cache), then from the memory of pages; a front's miss.
  const before = {
    pages: await sample("vitrine_http_requests_total", { kind: "page", status: "200" }),
    rendered: await sample("vitrine_render_duration_seconds_count", { kind: "page" }),
    memoryHits: await sample("vitrine_page_memory_requests_total", { result: "hit" }),
    memoryMisses: await sample("vitrine_page_memory_requests_total", { result: "miss" }),
    nextCache: await sample("vitrine_next_cache_requests_total"),
    front: await sample("vitrine_front_cache_requests_total", { status: "expired" }),
  };
  for (const address of ["/etudier", "/etudier", "/en/life"]) {
    const response = await fetch(`${origin}${address}`, { headers: { "x-cache-status": "EXPIRED" } });
    expect(response.status, address).toBe(200);
    await response.arrayBuffer();
  }
  expect(await sample("vitrine_http_requests_total", { kind: "page", status: "200" })).toBe(before.pages + 3);
  expect(await sample("vitrine_render_duration_seconds_count", { kind: "page" })).toBeGreaterThan(before.rendered);
  expect(await sample("vitrine_page_memory_requests_total", { result: "hit" })).toBeGreaterThan(before.memoryHits);
  expect(await sample("vitrine_page_memory_requests_total", { result: "miss" })).toBeGreaterThan(before.memoryMisses);
  expect(await sample("vitrine_next_cache_requests_total")).toBeGreaterThan(before.nextCache);
  expect(await sample("vitrine_front_cache_requests_total", { status: "expired" })).toBe(before.front + 3);

  // A read WordPress answers: counted by route; one it fails (500 on the events' route): an error.
  expect(await sample("vitrine_wordpress_requests_total")).toBeGreaterThan(0);
  const failedBefore = await sample("vitrine_wordpress_errors_total", { route: "wp/v2/events" });
  await faults("POST", { routes: { "/wp/v2/events": { failRate: 1, status: 500 } } });
  // Pages may come from the data cache (the search index read the events at start): an address the
  // site does not know has it read its paths from WordPress itself, at most every few seconds.
  let round = 0;
  await expect
    .poll(
      async () => {
        await (await fetch(`${origin}/publiee-a-l-instant-${round++}`)).arrayBuffer();
        return sample("vitrine_wordpress_errors_total", { route: "wp/v2/events" });
      },
      { message: "a failed read of the events is counted", timeout: 30_000, intervals: [500] },
    )
    .toBeGreaterThan(failedBefore);
  await faults("DELETE");
  expect(await sample("vitrine_wordpress_requests_total", { route: "wp/v2/events", status: "500" })).toBeGreaterThan(0);

  // A contact message while WordPress is down: queued; the outbox's depth and age move.
  const sent = await postContactWithoutJavaScript(origin, "/contact", {
    name: "Ada Lovelace",
    email: "ada@example.org",
    subject: "Avant la panne",
    message: "Un premier message, livré.",
    consent: "on",
  });
  expect(sent.answer).toContain(t("fr").contact.sentTitle);
  expect(await sample("vitrine_contact_outbox_waiting")).toBe(0);
  await faults("POST", { down: true });
  const queued = await postContactWithoutJavaScript(origin, "/contact", {
    name: "Ada Lovelace",
    email: "ada@example.org",
    subject: "Pendant la panne",
    message: messageText,
    consent: "on",
  });
  expect(queued.answer).toContain(t("fr").contact.queuedTitle);
  expect(await sample("vitrine_contact_outbox_waiting")).toBe(1);
  expect(await sample("vitrine_contact_outbox_oldest_age_seconds")).toBeGreaterThanOrEqual(0);
  // WordPress down: its availability is 0 until a read or a probe finds it back.
  await (await fetch(`${origin}/agenda?type=news`)).arrayBuffer();
  expect(await sample("vitrine_wordpress_up")).toBe(0);
  await faults("DELETE");
  await expect
    .poll(async () => {
      await (await fetch(`${origin}/agenda?type=news`)).arrayBuffer();
      return sample("vitrine_wordpress_up");
    })
    .toBe(1);

  // The webhook: a right secret (200) and a wrong one (401), each counted by status.
  const calls = {
    ok: await sample("vitrine_webhook_calls_total", { status: "200" }),
    refused: await sample("vitrine_webhook_calls_total", { status: "401" }),
  };
  for (const [secret, status] of [
    [revalidateSecret, 200],
    ["a-wrong-secret-of-some-length", 401],
  ] as const) {
    const response = await fetch(`${origin}/api/revalidate`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${secret}`,
        "content-type": "application/json",
        "x-request-id": `webhook-${status}`,
      },
      body: JSON.stringify({ post_type: "options" }),
    });
    expect(response.status, await response.text()).toBe(status);
  }
  expect(await sample("vitrine_webhook_calls_total", { status: "200" })).toBe(calls.ok + 1);
  expect(await sample("vitrine_webhook_calls_total", { status: "401" })).toBe(calls.refused + 1);

  // Editor preview: a signed link, its cookies, a draft page.
  const token = previewToken({ type: "page", id: 2401, lang: "fr" }, previewSecret, Math.floor(Date.now() / 1000));
  seen.push(token);
  const entered = await fetch(`${origin}/api/preview?token=${token}`, { redirect: "manual" });
  expect(entered.status).toBe(307);
  const cookies = entered.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="));
  expect(cookies.length).toBeGreaterThan(0);
  seen.push(...cookies.map((pair) => pair.slice(pair.indexOf("=") + 1)).filter((value) => value.length >= 8));
  const draft = await fetch(`${origin}${entered.headers.get("location")}`, {
    headers: { cookie: cookies.join("; "), accept: "text/html" },
  });
  expect(draft.status).toBe(200);
  expect(await draft.text()).toContain("data-preview-banner");
});

test("the log is one JSON line per event, with level, component and request id, and holds no secret", async () => {
  const printed = site?.printed() ?? "";
  const lines = printed
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { level?: string; component?: string; msg?: string; requestId?: string });
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(["fatal", "error", "warn", "info", "debug", "trace"], JSON.stringify(line)).toContain(line.level);
    expect(["wordpress", "cache", "contact", "preview", "webhook", "redis", "server"], JSON.stringify(line)).toContain(
      line.component,
    );
  }
  // Lines written while a request is served carry its id: the webhook's, the queued message's.
  expect(lines).toContainEqual(expect.objectContaining({ component: "webhook", requestId: "webhook-200" }));
  expect(lines).toContainEqual(
    expect.objectContaining({
      component: "contact",
      msg: expect.stringMatching(/kept for delivery/),
      requestId: expect.any(String),
    }),
  );
  expect(lines).toContainEqual(
    expect.objectContaining({ component: "preview", msg: expect.stringMatching(/^preview started for \//) }),
  );
  // WordPress's outage: said when it started, and when it ended.
  expect(lines).toContainEqual(expect.objectContaining({ component: "wordpress", level: "warn", outage: "wordpress" }));

  const secrets = [
    previewSecret,
    revalidateSecret,
    credentials.password,
    credentials.password.replace(/ /g, ""),
    Buffer.from(`${credentials.user}:${credentials.password}`).toString("base64"),
    messageText,
    messageText.slice(0, 30),
    ...seen,
  ];
  for (const secret of secrets) expect(printed.includes(secret), `the log holds ${secret.slice(0, 6)}…`).toBe(false);
});
