import type { NextConfig } from "next";
import { env } from "./config/env.ts";
import { defaultLanguage } from "./config/site.ts";
import { siteSecurityHeaders } from "./lib/security/site.ts";

const { wordpressUrl, nextOutput } = env();
const cms = new URL(wordpressUrl);
const cmsBase = cms.pathname.replace(/\/+$/, "");
const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // NEXT_OUTPUT=standalone: a self-contained server for containers (README, "Running in production").
  ...(nextOutput ? { output: nextOutput } : {}),
  reactStrictMode: true,
  // One root layout per language: the 404 is a whole document of its own (app/global-not-found.tsx).
  experimental: { globalNotFound: true },
  // Security headers on every response (pages, error pages, static files, API routes); the proxy
  // swaps the page's Content-Security-Policy for one carrying the request's nonce. Computed at
  // build time: build with the production SITE_URL (https turns HSTS on).
  async headers() {
    return [
      { source: "/:path*", headers: siteSecurityHeaders() },
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
  // this same server when it listens on a loopback address (vercel/next.js#94745), which
  // doubled the work of every French page and failed some requests under load.
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [],
      fallback: [
        { source: "/", destination: `/${defaultLanguage}` },
        // Not the 404 addresses of proxy.ts, which no route matches on purpose.
        { source: "/:path((?!_not-found-).+)", destination: `/${defaultLanguage}/:path` },
      ],
    };
  },
  images: {
    // Media stay on WordPress; next/image resizes them from there.
    remotePatterns: [
      {
        protocol: cms.protocol === "https:" ? "https" : "http",
        hostname: cms.hostname,
        port: cms.port,
        pathname: `${cmsBase}/wp-content/uploads/**`,
      },
    ],
    // Only the embedded demo CMS lives on loopback; a real WordPress on a private IP stays refused.
    dangerouslyAllowLocalIP: loopbackHosts.has(cms.hostname),
    formats: ["image/webp"],
    qualities: [75],
    deviceSizes: [375, 576, 768, 1008, 1200, 1440, 1920],
    imageSizes: [64, 128, 256, 384],
  },
};

export default nextConfig;
