// The site's production server: Next.js's request handler behind a thin layer that adds what
// Next.js has no hook for. Before Next.js (lib/server/request-gate.ts): requests it refuses
// (method, size, origin: 4xx with the site's status page), addresses that are not pages and that
// the build does not have (the 404 page, without a page render), and the visitor's address as
// TRUSTED_PROXIES says (lib/server/client-address.ts). Around Next.js's answer
// (lib/server/response-guard.ts): security headers from the environment the server runs with,
// each HTML page's hash-based Content-Security-Policy, `stale-if-error`, 503 for pages WordPress
// cannot serve, 400 for a server action call it could not carry out. A page it has just sent is sent again from memory for
// a couple of seconds, without Next.js (lib/server/page-memory.ts). With CACHE_PURGE_URL set, it
// also notes the addresses a shared cache may keep, for the purge after a revalidation
// (lib/cache/purge.ts). With REDIS_URL, Next's cache lives in Redis (next.config.ts), shared by
// every instance, which also share their revalidations and those addresses (lib/cache/).
// `npm start` and `npm run serve` run it (scripts/start.ts); it serves the build in .next, and
// refuses to when SITE_URL is not the build's (lib/server/build-record.ts).
// Each request gets an id (the X-Request-Id of the proxy in front when short and safe), sent back
// as X-Request-Id and carried by every log line written while it is served (lib/server/log.ts);
// each is counted in the metrics (lib/server/metrics.ts), served with METRICS_PORT on a listener
// of their own, never on this public port.
import { readFileSync } from "node:fs";
import { STATUS_CODES, createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import { parseEnv, ConfigurationError } from "./config/env.ts";
import {
  cachePurge,
  invalidationTimings,
  languages,
  newsFeedPaths,
  offlinePaths,
  pageCaching,
  requestLimits,
  searchIndexPath,
  type Language,
} from "./config/site.ts";
import { buildMismatch, readBuildRecord, thirdPartyMismatch, thirdPartySettings } from "./lib/server/build-record.ts";
import { createInvalidation, registerInvalidation } from "./lib/cache/invalidation.ts";
import { marksApplied } from "./lib/cache/next-tags.ts";
import { cachedAddresses, isRouterRequest, purgeCaches, sharedCacheable } from "./lib/cache/purge.ts";
import { redisAddressMirror } from "./lib/cache/shared-addresses.ts";
import { createPageMemory, registerPageMemory } from "./lib/server/page-memory.ts";
import type { PageStatus } from "./lib/errors/status-page.ts";
import { agendaCalendarPath } from "./lib/routing/calendar-address.ts";
import { languageOfPath } from "./lib/routing/canonical.ts";
import { notFoundPrefix } from "./lib/routing/framework-paths.ts";
import { clientAddressResolver, markClientAddress } from "./lib/server/client-address.ts";
import { loopbackOrigin, onDemandRenderer, onDemandSecret } from "./lib/server/on-demand-render.ts";
import { buildAddresses, decide } from "./lib/server/request-gate.ts";
import { consoleToLog, quietOutageErrors } from "./lib/server/outage-errors.ts";
import { guardResponse } from "./lib/server/response-guard.ts";
import { searchIndex } from "./lib/search/index-holder.ts";
import { siteGuard, statusAnswer } from "./lib/server/site-guard.ts";
import { sitePath } from "./lib/site-paths.ts";
import { logger, requestIdOf, withRequestId } from "./lib/server/log.ts";
import { cacheResult, metrics, routeKind } from "./lib/server/metrics.ts";
import { startMetricsServer } from "./lib/server/metrics-server.ts";
import { lastKnownSiteName, rememberSiteName } from "./lib/wordpress/site-name.ts";

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
const { host, port } = config;
const log = logger("server");
const dir = fileURLToPath(new URL(".", import.meta.url));
const mismatch =
  buildMismatch(path.join(dir, ".next"), config.siteUrl) ??
  thirdPartyMismatch(path.join(dir, ".next"), thirdPartySettings(config));
if (mismatch) {
  console.error(`\n${mismatch}\n`);
  process.exit(1);
}
// The site's name the build's pages carry, for the status pages until a render reads WordPress's options.
const builtName = readBuildRecord(path.join(dir, ".next"))?.siteName;
if (builtName && !lastKnownSiteName()) rememberSiteName(builtName);
// React and Next.js choose their production code when loaded: the environment says so first.
(process.env as Record<string, string | undefined>).NODE_ENV = "production";
// instrumentation.ts starts the site's background work (the contact outbox) in this server only.
process.env.SITE_SERVER = "1";
// Next.js's lines go to the log: a render WordPress's outage failed is said once, by the outage's
// own line, not with its stack; a bug with its stack; its other lines as they are.
quietOutageErrors();
consoleToLog();
const { default: next } = await import("next");

const app = next({ dev: false, dir, hostname: host, port });
const handle = app.getRequestHandler();
await app.prepare();

const compress = compression();
const guard = siteGuard();
const knownAddresses = buildAddresses(path.join(dir, ".next"), path.join(dir, "public"));
const clientAddress = clientAddressResolver(config.trustedProxies);

/** Answers a request the gate refuses: the site's status page, with its security headers (and `extra`: Allow, Content-Range). */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: PageStatus,
  language: Language,
  extra: Record<string, string | undefined> = {},
): void {
  const page = statusAnswer(req.headers, language, status);
  for (const { key, value } of guard.baseHeaders()) res.setHeader(key, value);
  const body = Buffer.from(page.body, "utf8");
  res.writeHead(status, {
    "content-security-policy": page.policy,
    "content-type": page.contentType,
    "content-length": body.length,
    "cache-control": "no-store",
    ...Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== undefined)),
    // A body the client sent is not read: the connection cannot carry another request.
    ...(req.method === "GET" || req.method === "HEAD" ? {} : { connection: "close" }),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * A request Node.js could not read (headers past its limit, a malformed request line, too slow):
 * the status page on the raw connection, since there is no response object.
 */
function refuseUnreadable(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const raw = error.rawPacket?.toString("latin1") ?? "";
  const target = /^[A-Z]+ (\S+) HTTP\/1\.[01]\r\n/.exec(raw)?.[1];
  const status: PageStatus =
    error.code === "HPE_HEADER_OVERFLOW"
      ? target === undefined || Buffer.byteLength(target) > requestLimits.maxUrlBytes
        ? 414
        : 431
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? 408
        : 400;
  const headers = { accept: /^accept:[^\r\n]*text\/html/im.test(raw) ? "text/html" : undefined };
  const page = statusAnswer(headers, languageOfPath(target?.split(/[?#]/)[0] ?? "/"), status);
  const body = Buffer.from(page.body, "utf8");
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...guard
      .baseHeaders()
      .map(({ key, value }) => `${key}: ${key.toLowerCase() === "content-security-policy" ? page.policy : value}`),
    `content-type: ${page.contentType}`,
    `content-length: ${body.length}`,
    "cache-control: no-store",
    "connection: close",
  ];
  // A HEAD's answer has the headers of the GET's, and no body (RFC 9110, 9.3.2).
  const head = /^HEAD /.test(raw);
  socket.end(Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), head ? Buffer.alloc(0) : body]));
}

// Emptied and refreshed by the invalidation pipeline below; emptied too when another instance
// sharing Redis revalidates (lib/cache/shared-tags.ts).
const memory = registerPageMemory(
  createPageMemory({ ttlMs: pageCaching.memorySeconds * 1000, maxBytes: pageCaching.memoryBytes }),
);

// What nginx may cache: GET and HEAD answers with an s-maxage, router requests aside (nginx's rules);
// shared with the other instances through Redis when they share one.
const addressBook = config.cachePurgeUrls.length
  ? cachedAddresses(
      cachePurge.addressBookSize,
      config.redisUrl ? redisAddressMirror(cachePurge.addressBookSize) : undefined,
    )
  : null;

// The pipeline sums the purges up; a failed one is said at once.
const cacheLog = logger("cache");
const quietPurge = { info: () => {}, warn: (message: string) => cacheLog.warn(message) };
// An edit's path through every copy of a page (lib/cache/invalidation.ts), started by the webhook's route.
const renderSecret = onDemandSecret(path.join(dir, ".next"));
if (!renderSecret)
  cacheLog.warn(
    "the build has no on-demand revalidation secret (.next/prerender-manifest.json): an edit shows as Next renders each page again, and nginx keeps its copies until their s-maxage",
  );
else
  registerInvalidation(
    createInvalidation(
      {
        marksApplied,
        render: onDemandRenderer({
          origin: loopbackOrigin(host, port),
          secret: renderSecret,
          timeoutMs: invalidationTimings.renderTimeoutMs,
        }),
        clearMemory: () => memory.clear(),
        forget: (address) => memory.forget(address),
        purge: async (addresses) =>
          config.cachePurgeUrls.length
            ? purgeCaches(addresses, {
                targets: config.cachePurgeUrls,
                concurrency: cachePurge.concurrency,
                timeoutMs: cachePurge.timeoutMs,
                log: quietPurge,
              })
            : undefined,
        frontAddresses: async () => (addressBook ? addressBook.all() : []),
        refreshSearch: () => searchIndex().refresh(),
      },
      {
        fixedPaths: [
          ...languages.map((language) => sitePath(language)),
          ...Object.values(offlinePaths),
          ...languages.map(agendaCalendarPath),
          ...Object.values(newsFeedPaths).flatMap((feeds) => [feeds.rss, feeds.atom]),
        ],
        searchIndexPath,
        ...invalidationTimings,
      },
    ),
  );

// The build served and the site's version, as labels of an info gauge.
const siteMetrics = metrics();
siteMetrics.buildInfo.set(
  {
    build_id: readFileSync(path.join(dir, ".next", "BUILD_ID"), "utf8").trim(),
    version: (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version,
  },
  1,
);
/** Cache statuses as Next.js and nginx send them. */
const nextCacheResults = ["hit", "stale", "miss", "revalidated"] as const;
const frontCacheStatuses = ["hit", "miss", "expired", "stale", "updating", "revalidated", "bypass"] as const;

/** Counts the request once answered: its kind and status, and for an answer of Next.js, its time and cache status. */
function measure(req: IncomingMessage, res: ServerResponse, kind: string, started: number, byNext: () => boolean) {
  const front = cacheResult(req.headers["x-cache-status"], frontCacheStatuses);
  if (front) siteMetrics.frontCache.inc({ status: front });
  res.once("finish", () => {
    siteMetrics.requests.inc({ kind, status: String(res.statusCode) });
    if (!byNext()) return;
    siteMetrics.renderSeconds.observe({ kind }, (performance.now() - started) / 1000);
    const next = cacheResult(res.getHeader("x-nextjs-cache"), nextCacheResults);
    if (next) siteMetrics.nextCache.inc({ result: next });
  });
}

// A request without a Host is the gate's to refuse, with the site's status page (Node.js's own 400 has neither body nor headers).
const server = createServer({ requireHostHeader: false }, (req, res) => {
  const requestId = requestIdOf(req.headers["x-request-id"]);
  res.setHeader("x-request-id", requestId);
  withRequestId(requestId, () => serve(req, res));
});

function serve(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  let byNext = false;
  const kind = routeKind(req.method, req.url, isRouterRequest(req.headers));
  measure(req, res, kind, started, () => byNext);
  markClientAddress(req, clientAddress);
  const decision = decide(req, knownAddresses, requestLimits);
  if (decision.kind === "status")
    return refuse(req, res, decision.status, decision.language, {
      allow: decision.allow,
      "content-range": decision.contentRange,
    });
  if (decision.kind === "next" && decision.ignoreRange) delete req.headers.range;
  if (decision.kind === "next" && decision.url !== undefined) req.url = decision.url;
  if (decision.kind === "options") {
    for (const { key, value } of guard.baseHeaders()) res.setHeader(key, value);
    res.writeHead(204, { allow: decision.allow, "cache-control": "no-store" });
    res.end();
    return;
  }
  if (decision.kind === "not-found") {
    // The same 404 page whatever the method: Next.js renders it for a GET.
    req.url = `${notFoundPrefix}${decision.language}`;
    if (req.method !== "HEAD") req.method = "GET";
    for (const name of ["next-action", "content-type"]) delete req.headers[name];
  }
  if (memory.serve(req, res)) {
    siteMetrics.pageMemory.inc({ result: "hit" });
    return;
  }
  if (kind === "page" && decision.kind === "next") siteMetrics.pageMemory.inc({ result: "miss" });
  byNext = true;
  // Each wraps the response's write and end, the last installed called first: Next.js writes to
  // the guard, the guard to the memory, the memory to compression. So the guard reads the page as
  // Next.js wrote it, and the memory keeps it as the guard sent it, uncompressed.
  compress(req as never, res as never, () => {});
  memory.capture(req, res);
  guardResponse(req, res, guard);
  if (
    addressBook &&
    (req.method === "GET" || req.method === "HEAD") &&
    req.url?.startsWith("/") &&
    !isRouterRequest(req.headers)
  ) {
    // As the client sent it, before Next.js rewrites anything.
    const address = req.url;
    res.once("finish", () => {
      if (sharedCacheable(res.getHeader("cache-control"))) addressBook.add(address);
    });
  }
  void handle(req, res);
}
server.on("clientError", refuseUnreadable);
if (config.metrics) {
  const { host: metricsHost, port: metricsPort } = config.metrics;
  await startMetricsServer({ host: metricsHost, port: metricsPort, metrics: siteMetrics }).then(
    () =>
      log.info(
        `metrics at http://${metricsHost.includes(":") ? `[${metricsHost}]` : metricsHost}:${metricsPort}/metrics`,
      ),
    (error: unknown) =>
      log.error(
        `no metrics: nothing can listen on ${metricsHost}:${metricsPort} (${error instanceof Error ? error.message : String(error)}); set METRICS_PORT to a free port`,
      ),
  );
}
server.listen(port, host, () => {
  log.info(`Vitrine listening on http://${host.includes(":") ? `[${host}]` : host}:${port}`);
  // The search index, built from the cached documents before the first query needs it.
  void searchIndex().engine(languages[0]);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
