// Product constants from SPEC.md (§2, §3, §9). Values that operators may change live in env.ts.
import { env } from "./env.ts";

export const languages = ["fr", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "fr";

export const locales: Record<Language, string> = { fr: "fr_FR", en: "en_US" };
/** BCP 47 tags for <html lang>, hreflang and Intl. */
export const languageTags: Record<Language, string> = { fr: "fr-FR", en: "en-GB" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** Default site title (the product name) and description, used when Yoast gives none. */
export const productName = "Vitrine";

export type FixedPage = "home" | "life" | "study" | "ecosystem" | "invest" | "now";
export const fixedPages: readonly FixedPage[] = ["home", "life", "study", "ecosystem", "invest", "now"];

/** WordPress ids of the fixed pages, in the default language (overridable, see env.ts). */
export function fixedPageIds(): Record<FixedPage, number> {
  return env().pageIds;
}

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

/** The proxy's list of known paths (lib/wordpress/path-index.ts): its WordPress deadline, and the least time between refreshes caused by unknown paths. */
export const pathIndexTimings = { timeoutMs: 3000, missRefreshMs: 5000 } as const;

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

/** Pages register the service worker in production builds, unless SERVICE_WORKER=off. */
export function serviceWorkerEnabled(): boolean {
  return env().serviceWorker && process.env.NODE_ENV === "production";
}

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

/** The contact page (its id in French, overridable by PAGE_ID_CONTACT), form ids and rate limit from the environment. */
export function contactSettings(): { pageId: number; formIds: Partial<Record<Language, number>>; rateLimit: { max: number; windowSeconds: number } } {
  return env().contact;
}
