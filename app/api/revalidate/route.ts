// On-demand revalidation, called by WordPress when content changes (docs/wordpress/): the
// secret in `Authorization: Bearer …`, the change as JSON (lib/wordpress/revalidation.ts).
// The next request for an affected page, list or the sitemap reads WordPress again, and the
// server's memory of pages is emptied (lib/server/page-memory.ts). With CACHE_PURGE_URL set, the
// nginx front's copies of every page are purged next (lib/cache/purge.ts): a failed purge is
// logged, never a failed webhook.
import { timingSafeEqual } from "node:crypto";
import { revalidateTag } from "next/cache";
import { env } from "@/config/env.ts";
import { cachePurge, languages, offlinePaths } from "@/config/site.ts";
import { cachedAddresses, purgeCaches, type PurgeReport } from "@/lib/cache/purge.ts";
import { clearPageMemory } from "@/lib/server/page-memory.ts";
import { sitePath } from "@/lib/site-paths.ts";
import { routeTable, type RouteChanges } from "@/lib/wordpress/route-table.ts";
import { revalidationFor } from "@/lib/wordpress/revalidation.ts";

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

function authorised(header: string | null, secret: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? "");
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function POST(request: Request) {
  const secret = env().revalidateSecret;
  // Off unless REVALIDATE_SECRET is set: the endpoint does not exist.
  if (!secret) return Response.json({ error: "revalidation is not configured (REVALIDATE_SECRET)" }, { status: 404, headers: noStore });
  if (!authorised(request.headers.get("authorization"), secret)) {
    return Response.json({ error: "missing or wrong secret" }, { status: 401, headers: { ...noStore, "www-authenticate": "Bearer" } });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: "the body must be JSON" }, { status: 400, headers: noStore });
  }
  const change = revalidationFor(body);
  if (!change.ok) return Response.json({ error: change.error }, { status: 400, headers: noStore });
  const { tags, paths } = change.revalidation;
  // Expired at once: the next read goes to WordPress (not served stale once more).
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // Pages or events changed: the proxy's route table is read again now (the renders' copy is in
  // the data cache, expired with the tags above).
  const routes = paths ? await routeTable().reload() : undefined;
  // Before the purge, which nginx follows by asking again. server.ts empties it once more after
  // this answer: Next.js applies the tags only when this handler has returned.
  clearPageMemory();
  console.info(`[revalidate] ${tags.length ? tags.join(", ") : "nothing"}${routes ? ` and the site's paths${describeChanges(routes)}` : ""}${change.ignored ? ` (${change.ignored})` : ""}`);
  const purged = tags.length ? await purgeFronts(routes) : undefined;
  return Response.json({ revalidated: tags, paths, ...(change.ignored ? { ignored: change.ignored } : {}), ...(purged ? { purged } : {}) }, { headers: noStore });
}

/** ` (added: /a; removed: /b)`, or nothing when no path came or went. */
function describeChanges({ added, removed }: RouteChanges): string {
  const list = (paths: string[]) => (paths.length > 5 ? `${paths.slice(0, 5).join(", ")} and ${paths.length - 5} more` : paths.join(", "));
  const parts = [added.length ? `added: ${list(added)}` : "", removed.length ? `removed: ${list(removed)}` : ""].filter(Boolean);
  return parts.length ? ` (${parts.join("; ")})` : "";
}

/**
 * Every page the nginx front may hold, purged after the revalidation (the front's module purges
 * one address at a time): the site's paths (those of the route table before and after the
 * change, so a page moved or deleted goes too), the homes and offline pages, and the addresses
 * answered with a shared-cache lifetime (by this process, and by every instance when they share
 * Redis). Undefined when CACHE_PURGE_URL is unset.
 */
async function purgeFronts(routes: RouteChanges | undefined): Promise<PurgeReport[] | undefined> {
  const targets = env().cachePurgeUrls;
  if (!targets.length) return undefined;
  try {
    const known = routes?.known ?? (await routeTable().paths());
    const addresses = [...languages.map((language) => sitePath(language)), ...Object.values(offlinePaths), ...known.map((path) => encodeURI(path)), ...(await cachedAddresses(cachePurge.addressBookSize).all())];
    return await purgeCaches(addresses, { targets, concurrency: cachePurge.concurrency, timeoutMs: cachePurge.timeoutMs });
  } catch (error) {
    console.warn(`[purge] not sent: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
