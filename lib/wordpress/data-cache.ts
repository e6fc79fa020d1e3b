// The data cache behind the shared WordPress client: Next's `unstable_cache`, which keeps a
// validated answer per path and query, tagged for on-demand revalidation (app/api/revalidate),
// serves it stale while a fresh one is read in the background, and keeps it when that read fails.
// One exception, while an edit is going through (lib/cache/invalidation.ts): a page rendered to be
// cached waits for the fresh read, and Next hands it the stale answer when that read fails; the
// page would then be stored as new while made of data an edit replaced, possibly over the edit's
// own render. Then the read's failure fails the render instead: Next keeps the page's last copy
// (or answers the 503 page for a page it never had), and the pipeline renders it once WordPress
// answers. Outside an edit, stale data is only old, and a page made of it is still a good page.
// Pages are rendered once per content version (docs/operations/caching.md); their lowest
// `revalidate` (REVALIDATE_SECONDS, set here) is also how long a page is served before it is
// rendered again, and a render reads its data from here.
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { registeredInvalidation, type ReadOnceOptions } from "../cache/invalidation.ts";

/**
 * Keeps the result of `read` under `key`, tagged; serves it (stale if need be) instead of reading
 * again. The key is the path and query, so each path and query is read with one schema only.
 */
export type DataCache = <T>(
  key: string[],
  tags: string[],
  read: () => Promise<T>,
  options?: ReadOnceOptions,
) => Promise<T>;

/** `revalidateSeconds`: how long an answer is served before it is read again; false, until its tags expire. */
export function nextDataCache(revalidateSeconds: number | false): DataCache {
  return async (key, tags, read, options) => {
    let failed: { error: unknown } | undefined;
    // While an edit goes through, each read once for all the pages rendered (lib/cache/invalidation.ts).
    const invalidation = registeredInvalidation();
    const readNow = invalidation ? () => invalidation.readOnce(key.join("\n"), read, options) : read;
    const value = await unstable_cache(
      async () => {
        try {
          return await readNow();
        } catch (error) {
          failed = { error };
          throw error;
        }
      },
      key,
      { revalidate: revalidateSeconds, tags },
    )();
    // Read while this render waited, and failed: the value is the stale one.
    if (failed && registeredInvalidation()?.state().pending) throw failed.error;
    return value;
  };
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
