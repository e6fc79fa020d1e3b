// The data cache behind the shared WordPress client: Next's `unstable_cache`, which keeps a
// validated answer per path and query, tagged for on-demand revalidation (app/api/revalidate),
// serves it stale while a fresh one is read in the background, and keeps it when that read fails.
// Pages are rendered once per content version (README, "How pages are cached"); their lowest
// `revalidate` (REVALIDATE_SECONDS, set here) is also how long a page is served before it is
// rendered again, and a render reads its data from here.
import { cache } from "react";
import { unstable_cache } from "next/cache";
import type { DataCache } from "./client.ts";

export function nextDataCache(revalidateSeconds: number): DataCache {
  return (key, tags, read) => unstable_cache(read, key, { revalidate: revalidateSeconds, tags })();
}

/** When the current render started: once per React render. */
const renderStart = cache(() => ({ at: Date.now() }));

/**
 * Milliseconds the current render may still spend waiting for WordPress: one deadline for the
 * whole page (metadata, layout, page), counted from the render's start.
 */
export function renderTimeLeft(deadlineMs: number): number {
  return renderStart().at + deadlineMs - Date.now();
}
