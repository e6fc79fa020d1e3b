// Next's process-wide manifest of revalidated tags (its `tagsManifest`): read by its cache on every
// read, whichever handler stores the entries, and written by `revalidateTag` once Next applies it
// (after the route that called it has answered). Shared by the instances' revalidations
// (shared-tags.ts) and by the invalidation pipeline, which waits for an edit's marks to apply
// (invalidation.ts). A module of Next's that its bundles load from node_modules, so every bundle
// of the process and server.ts see the same one.
import { createRequire } from "node:module";

export type TagsManifest = Map<string, { stale?: number; expired?: number }>;

const require = createRequire(import.meta.url);
const manifestModule = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js") as {
  tagsManifest: TagsManifest;
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
};

export const tagsManifest = manifestModule.tagsManifest;
export const areTagsExpired = manifestModule.areTagsExpired;

/** Whether Next treats every tag as stale (or expired) from `since` on (a time from Date.now). */
export function marksApplied(tags: readonly string[], since: number, manifest: TagsManifest = tagsManifest): boolean {
  return tags.every((tag) => {
    const entry = manifest.get(tag);
    return Math.max(entry?.stale ?? 0, entry?.expired ?? 0) >= since;
  });
}
