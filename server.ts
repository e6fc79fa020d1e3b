// The site's production server: Next.js's request handler behind a thin layer that adds what
// Next.js has no hook for (lib/server/response-guard.ts): security headers from the environment
// the server runs with, each HTML page's hash-based Content-Security-Policy, `stale-if-error`,
// and 503 for pages WordPress cannot serve. A page it has just sent is sent again from memory for
// a couple of seconds, without Next.js (lib/server/page-memory.ts). With CACHE_PURGE_URL set, it
// also notes the addresses a shared cache may keep, for the purge after a revalidation
// (lib/cache/purge.ts). `npm start` and `npm run serve` run it (scripts/start.ts); it serves the
// build in .next, and refuses to when SITE_URL is not the build's (lib/server/build-record.ts).
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import { parseEnv, ConfigurationError } from "./config/env.ts";
import { cachePurge, pageCaching } from "./config/site.ts";
import { buildMismatch } from "./lib/server/build-record.ts";
import { cachedAddresses, isRouterRequest, sharedCacheable } from "./lib/cache/purge.ts";
import { createPageMemory, registerPageMemory } from "./lib/server/page-memory.ts";
import { guardResponse } from "./lib/server/response-guard.ts";
import { siteGuard } from "./lib/server/site-guard.ts";

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
const { host, port } = config;
const dir = fileURLToPath(new URL(".", import.meta.url));
const mismatch = buildMismatch(path.join(dir, ".next"), config.siteUrl);
if (mismatch) {
  console.error(`\n${mismatch}\n`);
  process.exit(1);
}
// React and Next.js choose their production code when loaded: the environment says so first.
(process.env as Record<string, string | undefined>).NODE_ENV = "production";
const { default: next } = await import("next");

const app = next({ dev: false, dir, hostname: host, port });
const handle = app.getRequestHandler();
await app.prepare();

const compress = compression();
const guard = siteGuard();

// Emptied by the revalidation webhook (its route, and once it has answered).
const memory = registerPageMemory(createPageMemory({ ttlMs: pageCaching.memorySeconds * 1000, maxBytes: pageCaching.memoryBytes, revalidationPath: "/api/revalidate" }));

// What nginx may cache: GET and HEAD answers with an s-maxage, router requests aside (nginx's rules).
const addressBook = config.cachePurgeUrls.length ? cachedAddresses(cachePurge.addressBookSize) : null;

const server = createServer((req, res) => {
  if (memory.serve(req, res)) return;
  // Each wraps the response's write and end, the last installed called first: Next.js writes to
  // the guard, the guard to the memory, the memory to compression. So the guard reads the page as
  // Next.js wrote it, and the memory keeps it as the guard sent it, uncompressed.
  compress(req as never, res as never, () => {});
  memory.capture(req, res);
  guardResponse(req, res, guard);
  if (addressBook && (req.method === "GET" || req.method === "HEAD") && req.url?.startsWith("/") && !isRouterRequest(req.headers)) {
    // As the client sent it, before Next.js rewrites anything.
    const address = req.url;
    res.once("finish", () => {
      if (sharedCacheable(res.getHeader("cache-control"))) addressBook.add(address);
    });
  }
  void handle(req, res);
});
server.listen(port, host, () => {
  console.log(`Vitrine listening on http://${host.includes(":") ? `[${host}]` : host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
