// The data cache behind the shared WordPress client: Next's `unstable_cache`, which keeps a
// validated answer per path and query, tagged for on-demand revalidation (app/api/revalidate),
// serves it stale while a fresh one is read in the background, and keeps it when that read fails.
// Pages render per request (each carries its own CSP nonce), so a warm render makes no WordPress
// call at all; this is also what lets pages already seen stay up while WordPress is down.
import { cache } from "react";
import { unstable_cache } from "next/cache";
import type { DataCache } from "./client.ts";

export function nextDataCache(revalidateSeconds: number): DataCache {
  return (key, tags, read) => unstable_cache(read, key, { revalidate: revalidateSeconds, tags })();
}

/** When the current render started: one per request inside React's server render, else now. */
const renderStart = cache(() => ({ at: Date.now() }));

/** Milliseconds the current render may still spend waiting for WordPress. */
export function renderTimeLeft(deadlineMs: number): number {
  return renderStart().at + deadlineMs - Date.now();
}
