// A query on the site, as the search page and the search API answer it: bounded (lib/search/query.ts),
// then run on this process's index (lib/search/index-holder.ts); never a WordPress request.
import type { Language } from "../../config/site.ts";
import { searchIndex } from "./index-holder.ts";
import { readQuery } from "./query.ts";
import type { SearchAnswer } from "./types.ts";

export type SiteSearch =
  | { status: 200; query: string; answer: SearchAnswer | null }
  | { status: 400; query: string; problem: "too-long" }
  | { status: 503; query: string; problem: "unavailable" };

/** The answer to `q` (the address's values) in a language; an empty query has no answer (the page invites one). */
export async function searchSite(language: Language, q: string | string[] | null | undefined): Promise<SiteSearch> {
  const read = readQuery(q);
  if (!read.ok) return { status: 400, query: read.query, problem: read.reason };
  if (!read.query) return { status: 200, query: "", answer: null };
  const engine = await searchIndex().engine(language);
  if (!engine) return { status: 503, query: read.query, problem: "unavailable" };
  return { status: 200, query: read.query, answer: engine.search(read.query) };
}
