/// <reference lib="webworker" />
// The service worker (served at /sw.js, scope /), built after `next build` by
// scripts/lib/service-worker.ts with Serwist. What it does:
// - the site's static files (/_next/static: hashed, immutable) are served from a cache once
//   fetched, and the style sheets and fonts are cached at install, so pages shown offline keep
//   their look;
// - pages (HTML) come from the network, and the copy of each page visited is kept (50 at most,
//   a week at most) for when the network is gone;
// - a page never visited, offline, gets the offline page of its language; the static files that
//   page needs (its scripts, including the chunks its RSC payload names, style sheets and font)
//   are cached at install with it, so that it hydrates offline like any page seen before;
// - the search documents (/api/search-index, the body every server builds its index from) are
//   cached at install, and fetched again when a search page or the search API is used online, at
//   most every few minutes while the worker runs: the offline pages search that copy in the
//   browser (components/search/offline-search.tsx);
// - nothing else is cached: the contact form's POST, server actions, the RSC payloads of client
//   navigations and the other API routes always go to the network;
// - a new version takes over at once (skipWaiting + clientsClaim) and removes the old caches:
//   pages come from the network first and static files never change under a name, so a page
//   already open keeps working with the new worker; no reload prompt is needed.
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
} from "serwist";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: Array<PrecacheEntry | string> };
/** Injected by the build: the offline page of each language, the build's id (its revision), the caches and search addresses (config/site.ts). */
declare const __OFFLINE_PAGES__: { fr: string; en: string };
declare const __BUILD_ID__: string;
declare const __OFFLINE_SEARCH__: {
  pagesCache: string;
  searchCache: string;
  refreshMs: number;
  index: string;
  /** The addresses whose use refreshes the cached documents: the search pages and the search API. */
  uses: string[];
};

const offline = __OFFLINE_PAGES__;
const search = __OFFLINE_SEARCH__;
const staticCache = "static";

function offlinePageFor(url: URL): string {
  return url.pathname === "/en" || url.pathname.startsWith("/en/") ? offline.en : offline.fr;
}

/** A page of the site: same origin, GET, no file extension, not the framework's files, not an RSC payload. */
function isPage({ request, url, sameOrigin }: RouteMatchCallbackOptions): boolean {
  if (!sameOrigin || request.method !== "GET") return false;
  if (url.pathname.startsWith("/_next/") || url.pathname.startsWith("/api/") || /\.[a-z0-9]+$/i.test(url.pathname))
    return false;
  return !url.searchParams.has("_rsc") && request.headers.get("rsc") === null;
}

const serwist = new Serwist({
  precacheEntries: [
    ...self.__SW_MANIFEST,
    { url: offline.fr, revision: __BUILD_ID__ },
    { url: offline.en, revision: __BUILD_ID__ },
  ],
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: staticCache,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 365 }),
        ],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/_next/image"),
      handler: new StaleWhileRevalidate({
        cacheName: "images",
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 30 }),
        ],
      }),
    },
    {
      matcher: isPage,
      handler: new NetworkFirst({
        cacheName: search.pagesCache,
        networkTimeoutSeconds: 8,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 60 * 60 * 24 * 7 }),
        ],
      }),
    },
  ],
  fallbacks: {
    entries: [
      {
        url: offline.fr,
        matcher: ({ request }) => request.mode === "navigate" && offlinePageFor(new URL(request.url)) === offline.fr,
      },
      {
        url: offline.en,
        matcher: ({ request }) => request.mode === "navigate" && offlinePageFor(new URL(request.url)) === offline.en,
      },
    ],
  },
});

/** Every /_next/static file an offline page names (script tags, preloads, style sheets, its RSC payload's chunks). */
async function cacheOfflinePageFiles(): Promise<void> {
  const cache = await caches.open(staticCache);
  const pages = await Promise.all(
    Object.values(offline).map(async (page) => (await fetch(page, { credentials: "same-origin" })).text()),
  );
  const files = new Set(pages.flatMap((html) => html.match(/\/_next\/static\/[^"'\\\s<>]+/g) ?? []));
  // One file that cannot be fetched now does not stop the worker from installing.
  await Promise.allSettled([...files].map(async (file) => (await cache.match(file)) ?? cache.add(file)));
}

let searchFetchedAt = -Infinity;

/** The search documents, kept when they are whole (200 with their version); a failure keeps the copy there is. */
async function cacheSearchIndex(): Promise<void> {
  searchFetchedAt = Date.now();
  const response = await fetch(search.index, { credentials: "same-origin", cache: "no-cache" });
  if (!response.ok || !response.headers.get("x-search-version")) return;
  await (await caches.open(search.searchCache)).put(search.index, response);
}

self.addEventListener("install", (event) =>
  event.waitUntil(
    Promise.all([cacheOfflinePageFiles().catch(() => undefined), cacheSearchIndex().catch(() => undefined)]),
  ),
);

// Search used online: the cached documents are fetched again (in the background; the request itself goes on).
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || event.request.method !== "GET" || !search.uses.includes(url.pathname))
    return;
  if (Date.now() - searchFetchedAt < search.refreshMs) return;
  event.waitUntil(cacheSearchIndex().catch(() => undefined));
});

serwist.addEventListeners();
