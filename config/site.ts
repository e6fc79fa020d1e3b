// Product constants from SPEC.md (§2, §3, §9). Values that operators may change live in env.ts.
// Nothing here reads the environment: client components import these constants, and env.ts
// (with zod) must stay out of the browser's bundle.

export const languages = ["fr", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "fr";

export const locales: Record<Language, string> = { fr: "fr_FR", en: "en_US" };
/** BCP 47 tags for <html lang>, hreflang and Intl. */
export const languageTags: Record<Language, string> = { fr: "fr-FR", en: "en-GB" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export type FixedPage = "home" | "life" | "study" | "ecosystem" | "invest" | "now";
export const fixedPages: readonly FixedPage[] = ["home", "life", "study", "ecosystem", "invest", "now"];

export const perPage = 100;

/** The zone of event dates (ACF stores wall-clock Paris time) and of every date the site shows. */
export const eventTimeZone = "Europe/Paris";

export const breakpoints = { xs: 576, sm: 768, md: 1008, lg: 1200, xl: 1440 } as const;

export const timings = {
  menuBackgroundMs: 200,
  menuBackgroundDoneMs: 600,
  scrollMs: 500,
  idlePrefetchTimeoutMs: 2000,
  chunkReloadGuardMs: 60_000,
  chunkLoadTimeoutMs: 120_000,
} as const;

export const http = {
  timeoutMs: 10_000,
  retries: 2,
  retryStatuses: [408, 413, 429, 500, 502, 503, 504],
} as const;

/** The proxy's route table (lib/wordpress/route-table.ts): its WordPress deadline, and the least time between refreshes caused by unknown paths. */
export const routeTableTimings = { timeoutMs: 3000, missRefreshMs: 5000 } as const;

/**
 * WordPress availability (lib/wordpress/availability.ts): a probe before rendering a page that has
 * never been rendered, its own deadline, how long its answer holds, and the Retry-After of a 503.
 */
export const availabilityTimings = {
  probeTimeoutMs: 2000,
  upHoldMs: 5000,
  // Short: past it, a render's read asks WordPress itself, so its return shows within about this.
  downHoldMs: 1000,
  // A WordPress just back may fail again for a while (overwhelmed by the reads it missed): the
  // same outage, not said again unless it lasts this long (lib/wordpress/availability.ts).
  relapseMs: 30_000,
  retryAfterSeconds: 30,
} as const;

/**
 * Pages served from the cache (server.ts): how long a shared cache may keep serving a page while
 * the site fails (`stale-if-error`), how many page versions' policies the server keeps, and its
 * memory of pages (lib/server/page-memory.ts): how long a page Next.js sent is sent again without
 * it (a few seconds: Next still sees about one request per page in that time, and keeps its own
 * revalidation timing), and the bytes it may hold (bodies and compressed copies); how long a shared
 * cache may keep a page Next serves stale while an edit of it is being rendered (`s-maxage`).
 */
export const pageCaching = {
  staleIfErrorSeconds: 86_400,
  policyMemoSize: 5000,
  memorySeconds: 2,
  memoryBytes: 32 * 1024 * 1024,
  staleSharedSeconds: 1,
} as const;

/**
 * After an edit (lib/cache/invalidation.ts): time between two tries of a page WordPress cannot
 * serve (WordPress back, an edit shows within about that), tries of a page failing otherwise,
 * the longest wait for Next to apply the webhook's marks, the deadline of one render, how many
 * pages are rendered at once (two: an edit goes through twice as fast, visitors keep a core), and
 * how a burst of webhooks becomes one refresh: rendering starts once no webhook came for
 * `quietMs`, or `longestWaitMs` after the first of the burst while they keep coming.
 */
export const invalidationTimings = {
  retryMs: 500,
  maxFailures: 5,
  marksDeadlineMs: 5000,
  renderTimeoutMs: 30_000,
  workers: 2,
  quietMs: 500,
  longestWaitMs: 5000,
} as const;

/**
 * The journal of edits taken in and not yet through every copy (lib/cache/edit-journal.ts): its
 * file in Next's cache directory (.next/cache), how many webhook bodies it keeps at most, and how
 * often a restarted server asks whether WordPress answers before taking them in again.
 */
export const editJournal = { file: "vitrine-edits.jsonl", maxEntries: 500, waitMs: 1000 } as const;

/**
 * Purging the nginx front after a revalidation (lib/cache/purge.ts, CACHE_PURGE_URL): how many
 * addresses the server remembers having answered with a shared-cache lifetime, requests in
 * flight per purge endpoint, and the deadline of one.
 */
export const cachePurge = { addressBookSize: 10_000, concurrency: 8, timeoutMs: 3000 } as const;

/**
 * Several instances sharing Redis (REDIS_URL; docs/operations/several-instances.md): the keys of
 * Next's cache entries (followed by the build id) and how long one stays without a new render,
 * the hash and channel of tag revalidations (lib/cache/shared-tags.ts), the sorted set of
 * addresses the nginx front may hold (lib/cache/shared-addresses.ts), the prefixes of the
 * per-address counts of contact messages and of the webhook's wrong secrets
 * (lib/server/rate-limit.ts) and of the preview links already opened (lib/preview/used-links.ts),
 * and the most anything waits for Redis (lib/redis/deadline.ts) before this instance does without
 * it: a page served from its own disk, a message counted in its memory.
 */
export const sharedCache = {
  entryPrefix: "vitrine:cache",
  entrySeconds: 7 * 86_400,
  tagsKey: "vitrine:cache-tags",
  channel: "vitrine:revalidated",
  addressesKey: "vitrine:cached-addresses",
  contactRatePrefix: "vitrine:contact-rate",
  webhookFailuresPrefix: "vitrine:revalidate-failures",
  usedPreviewLinksPrefix: "vitrine:preview-used",
  deadlineMs: 1000,
} as const;

/**
 * The revalidation webhook (app/api/revalidate, lib/server/webhook-gate.ts): the missing or wrong
 * secrets one client address may send in any `failureWindowSeconds`; past them, every call from
 * that address answers 429 with a Retry-After until the oldest leaves the window, whatever its
 * secret (the answer must not tell a right guess from a wrong one).
 */
export const webhookLimits = { maxFailures: 10, failureWindowSeconds: 600 } as const;

export const initialWindowWidth = 320;

/**
 * Navigation (SPEC.md §2, §4). A page opts out of the scroll to the top on route change by
 * holding an element with `keepScrollAttribute`. The chunk reload guard survives the reload in
 * session storage. The offline page, one per language, is what the service worker shows for
 * a page never visited when the network is gone.
 */
export const keepScrollAttribute = "data-keep-scroll";
export const storageKeys = { scrollPositions: "vitrine:scroll", chunkReloadAt: "vitrine:chunk-reload-at" } as const;
export const offlinePaths: Record<Language, string> = { fr: "/hors-ligne", en: "/en/offline" };
export const serviceWorker = { url: "/sw.js", scope: "/" } as const;
/**
 * The service worker's caches the pages read too: the pages visited (`pages`), and the search
 * documents (`search`, the body of `searchIndexPath`), fetched at install and again, at most every
 * `searchRefreshMs` while the worker runs, when a search page or the search API is used online.
 * The offline pages search that copy (components/search/offline-search.tsx).
 */
export const offlineCaches = { pages: "pages", search: "search", searchRefreshMs: 10 * 60 * 1000 } as const;

/**
 * The widths next/image makes of a picture (next.config.ts's images): the screens' widths, up to
 * 1440 px at 2× and 3× pixel density, and small ones for thumbnails. A picture is delivered at
 * the smallest width at least as large as its painted size (the `sizes` attribute) times the
 * screen's density, never larger than its source file.
 */
export const imageWidths = {
  deviceSizes: [375, 576, 768, 1008, 1200, 1440, 1920, 2560, 2880, 3840],
  imageSizes: [64, 128, 256, 384],
};

export const socialImage = { width: 1200, height: 628 } as const;
export const themeColor = "#00172c";

/** Contact form (Contact Form 7): limits per field (characters, as Contact Form 7 counts them) and on the whole body (bytes). */
export const contactLimits = {
  name: 200,
  email: 254,
  subject: 200,
  message: 5000,
  bodyBytes: 32_768,
} as const;

/**
 * What the site's server accepts of a request (lib/server/request-gate.ts): a longer address
 * answers 414, a larger body 413 (the contact form's are at most contactLimits.bodyBytes, with a
 * few form fields of Next.js's beside). Headers past Node.js's 16 KiB answer 431.
 */
export const requestLimits = { maxUrlBytes: 8192, maxBodyBytes: 65_536 } as const;

/**
 * How long the site keeps an idle connection open (Node's `keepAliveTimeout`, 5 s by default):
 * longer than a proxy in front keeps its idle connections to the site (the nginx front's
 * `keepalive_timeout`, 60 s: deploy/nginx/vitrine.conf), so that the proxy always closes first.
 * Closed by the site first, a request the proxy is just sending on it is lost: nginx tries a GET
 * again, and answers a POST (the webhook, a form) 502.
 */
export const idleConnectionMs = 65_000;

/**
 * The most the site takes from WordPress (docs/security/requests.md, "Bounds on content"); past each, the rest is cut
 * and a line logged (once per read: pages are rendered once per content version):
 * - `responseChars`: a longer answer is refused like nonsense (503 for a page never rendered);
 * - `stringChars`: any string in an answer (content HTML included);
 * - `blocksPerPage`: the blocks of a page, in order;
 * - `titleChars`, `metaChars`, `textChars`: a title, a Yoast value, any other plain text;
 * - `mediaUrlChars`: an image's address (lib/wordpress/media.ts): a longer one is refused, as its
 *   resized versions' addresses (`/_next/image?url=…`, the address encoded) would pass
 *   `requestLimits.maxUrlBytes`.
 */
export const contentLimits = {
  responseChars: 16 * 1024 * 1024,
  stringChars: 200_000,
  blocksPerPage: 150,
  titleChars: 300,
  metaChars: 1000,
  textChars: 10_000,
  mediaUrlChars: 2048,
} as const;

/**
 * The contact outbox's worker: how often it looks, the longest wait between attempts, how long a
 * reported message is kept, and how long a message one worker claimed from a shared outbox is
 * left to it (then to another, if it is still there): longer than a delivery (`http.timeoutMs`).
 */
export const contactOutboxTimings = { pollSeconds: 5, maxRetrySeconds: 1800, keepDays: 30, leaseSeconds: 60 } as const;

/** URLs per sitemap file; past it, /sitemap.xml becomes an index of shards (the protocol's limit is 50,000). */
export const sitemapShardSize = 50_000;

/**
 * Site search (docs/developers/search-and-feeds.md): its page in each language (a fixed page of the site's own, not
 * WordPress's), the route handler holding the documents every instance builds its index from,
 * and its bounds: the longest query answered (a longer one is 400), the words of a query used
 * (the rest ignored), results shown, the characters of a document's text indexed, and the excerpt's
 * length. How often a process checks the documents for a new content version (while queries come);
 * the pause of the as-you-type search after a key.
 */
export const searchPaths: Record<Language, string> = { fr: "/recherche", en: "/en/search" };
export const searchIndexPath = "/api/search-index";
export const searchLimits = {
  maxQueryChars: 200,
  maxTerms: 8,
  maxResults: 30,
  /** Answers each language's engine keeps, by their words (lib/search/engine.ts). */
  cachedAnswers: 1000,
  textChars: 6000,
  excerptChars: 180,
  checkMs: 2000,
  debounceMs: 200,
} as const;

/** The news feeds of each language (RSS 2.0 and Atom 1.0): the latest items, their whole content. */
export const newsFeedPaths: Record<Language, { rss: string; atom: string }> = {
  fr: { rss: "/actualites/rss.xml", atom: "/actualites/atom.xml" },
  en: { rss: "/en/news/rss.xml", atom: "/en/news/atom.xml" },
};
export const newsFeedSize = 30;
