// The documents of site search, both languages (lib/wordpress/search-documents.ts): a route of
// its own so that they are a cached page like the others. Rendered at build, kept in Next's cache
// (on disk; in Redis with REDIS_URL, shared by the instances), rendered again by the edit
// pipeline after a webhook (lib/cache/invalidation.ts) and never by time (its reads have no
// lifetime: rendered by time, it read all of WordPress's content in the serving process every
// few minutes, for the same documents); while WordPress fails, its last copy is served. Each
// process builds its index from it (lib/search/index-holder.ts), over loopback;
// `x-search-version` (a hash of the body) says when there is a new one to build.
import { createHash } from "node:crypto";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { getSearchDocuments } from "@/lib/wordpress/search-documents.ts";
import { searchVersionHeader } from "@/lib/search/index-holder.ts";
import type { SearchDocuments } from "@/lib/search/types.ts";

export const dynamic = "force-static";

export async function GET() {
  let documents: SearchDocuments;
  try {
    documents = await getSearchDocuments();
  } catch (error) {
    // A WordPress down at build fails no build: the documents are read on the first query instead.
    if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) throw error;
    console.warn(
      `[build] search documents not read; they will be on the first search (${error instanceof Error ? error.message : error})`,
    );
    return new Response("WordPress could not be read", { status: 503, headers: { "cache-control": "no-store" } });
  }
  // The version is the content's: the same documents read again are the same index.
  const version = createHash("sha256").update(JSON.stringify(documents.languages)).digest("base64url").slice(0, 22);
  return new Response(JSON.stringify(documents), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      [searchVersionHeader]: version,
    },
  });
}
