// The data cache behind the shared WordPress client: Next's `unstable_cache`, which keeps a
// validated answer per path and query, tagged for on-demand revalidation (app/api/revalidate),
// serves it stale while a fresh one is read in the background, and keeps it when that read fails.
// Pages render per request (each carries its own CSP nonce), so a warm render makes no WordPress
// call at all; this is also what lets pages already seen stay up while WordPress is down.
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { requestStartHeader } from "../request-headers.ts";
import type { DataCache } from "./client.ts";

export function nextDataCache(revalidateSeconds: number): DataCache {
  return (key, tags, read) => unstable_cache(read, key, { revalidate: revalidateSeconds, tags })();
}

/** When the current render started, for requests the proxy did not see: once per React render, else now. */
const renderStart = cache(() => ({ at: Date.now() }));

/**
 * Milliseconds the current request may still spend waiting for WordPress: one deadline for the
 * whole response (metadata, layout, page), counted from the request's arrival at the proxy.
 */
export async function renderTimeLeft(deadlineMs: number): Promise<number> {
  let start = renderStart().at;
  try {
    const stamped = Number((await headers()).get(requestStartHeader));
    if (Number.isFinite(stamped) && stamped > 0 && stamped <= Date.now()) start = stamped;
  } catch (error) {
    // Outside a request (build time), there is no header: the render's own start counts.
    unstable_rethrow(error);
  }
  return start + deadlineMs - Date.now();
}
