import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { env } from "./config/env.ts";
import { defaultLanguage, imageWidths, languages, requestLimits } from "./config/site.ts";
import { eventCalendarRewrites } from "./lib/routing/calendar-address.ts";
import { filterHeader } from "./lib/routing/filter-segment.ts";
import { mediaPattern } from "./lib/wordpress/media.ts";

const { wordpressUrl, redisUrl } = env();
const cms = new URL(wordpressUrl);
const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.ts compresses, before its guard reads each page (lib/server/response-guard.ts).
  compress: false,
  reactStrictMode: true,
  // Loaded from node_modules, not bundled: one copy per process for server.ts and the pages (pino and pino-pretty are by default).
  serverExternalPackages: ["prom-client"],
  // One root layout per language: the 404 is a whole document of its own (app/global-not-found.tsx).
  // Server actions accept what server.ts lets through (config/site.ts, requestLimits).
  experimental: { globalNotFound: true, serverActions: { bodySizeLimit: requestLimits.maxBodyBytes } },
  // The security headers are server.ts's, from the environment it runs with (not the build's).
  async headers() {
    return [
      // The service worker: browsers check it for a new version on every visit; its scope is the whole site.
      {
        source: "/sw.js",
        headers: [
          { key: "Cache-Control", value: "no-cache, max-age=0" },
          { key: "Service-Worker-Allowed", value: "/" },
        ],
      },
    ];
  },
  // French pages have no prefix: `/vivre` is the /fr tree's `/fr/vivre`, at the same address.
  // Fallback rewrites apply to addresses no route matched, after proxy.ts. They are Next's
  // own, so always served in-process; a rewrite returned by the proxy is proxied over HTTP to
  // this same server unless its origin is the one Next.js was given (vercel/next.js#94745;
  // server.ts, `nextHostname`), which once doubled the work of every French page and failed some
  // requests under load.
  async rewrites() {
    // A filtered list: the proxy sets the canonical filter segment of the request's query (or
    // nothing), and the page is the cached page at that segment (lib/routing/filter-segment.ts).
    const filtered = [{ type: "header" as const, key: filterHeader, value: "(?<filter>~f\\.[A-Za-z0-9_-]+)" }];
    return {
      beforeFiles: [
        // An event's calendar file (`/event-{slug}.ics`): its route (lib/routing/calendar-address.ts).
        ...eventCalendarRewrites(languages),
        { source: "/en", has: filtered, destination: "/en/:filter" },
        { source: "/en/:path+", has: filtered, destination: "/en/:path+/:filter" },
        { source: "/", has: filtered, destination: `/${defaultLanguage}/:filter` },
        {
          source: "/:path((?!en(?:/|$)|_next/|api/).+)",
          has: filtered,
          destination: `/${defaultLanguage}/:path/:filter`,
        },
      ],
      afterFiles: [],
      fallback: [
        { source: "/", destination: `/${defaultLanguage}` },
        // Not the 404 addresses of proxy.ts, which no route matches on purpose.
        { source: "/:path((?!_not-found-).+)", destination: `/${defaultLanguage}/:path` },
      ],
    };
  },
  images: {
    // Media stay on WordPress; next/image resizes them from there. Image fields from WordPress
    // are checked against the same pattern (lib/wordpress/media.ts): no other address reaches it.
    remotePatterns: [mediaPattern(wordpressUrl)],
    // Only the embedded demo CMS lives on loopback; a real WordPress on a private IP stays refused.
    dangerouslyAllowLocalIP: loopbackHosts.has(cms.hostname),
    formats: ["image/webp"],
    qualities: [75],
    ...imageWidths,
  },
};

// The production server keeps Next's cache (pages, route handlers, data) on disk as Next does,
// but for pages rendered degraded (lib/cache/page-cache-handler.ts); with REDIS_URL, in Redis,
// shared by every instance (lib/cache/redis-cache-handler.ts), which reads the disk when Redis has
// no copy. The build and `next dev` keep Next's own cache on disk. Relative to `.next`.
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER) return nextConfig;
  return {
    ...nextConfig,
    cacheHandler: redisUrl ? "../lib/cache/redis-cache-handler.ts" : "../lib/cache/page-cache-handler.ts",
  };
}
