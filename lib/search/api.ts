// GET /api/search?lang=fr&q=…: the search box's results as the visitor types (JSON), the same
// answer as the search page's (lib/search/site-search.ts), from this process's index: no WordPress
// request. 400 for a query past its bound or an unknown language; 503 (Retry-After) when there is
// no index at all (never read, WordPress down since the start), never a 5xx. The site's server
// answers it itself, before Next.js (lib/server/site-server.ts, `ownAnswers`); the route handler
// (app/api/search/route.ts) sends the same answer under `next dev`.
import { availabilityTimings, isLanguage } from "../../config/site.ts";
import { logger } from "../server/log.ts";
import { searchParameter } from "./query.ts";
import { searchSite } from "./site-search.ts";
import type { SearchAnswer } from "./types.ts";

const log = logger("server");

export const searchApiPath = "/api/search";

export interface SearchApiAnswer {
  status: 200 | 400 | 503;
  headers: Record<string, string>;
  body: string;
}

const headers = { "content-type": "application/json", "cache-control": "no-store" };

/** The JSON of an answer's hits, once per list: an answer the engine kept is sent again as it was written. */
const hitsJson = new WeakMap<SearchAnswer["hits"], string>();

/** `{query, answer}` as JSON (the value `JSON.stringify` writes, the hits last), the hits written once per list. */
export function answerJson(query: string, answer: SearchAnswer | null): string {
  if (!answer) return JSON.stringify({ query, answer });
  let hits = hitsJson.get(answer.hits);
  if (hits === undefined) {
    hits = JSON.stringify(answer.hits);
    hitsJson.set(answer.hits, hits);
  }
  const { hits: _hits, ...rest } = answer;
  return `${JSON.stringify({ query, answer: rest }).slice(0, -2)},"hits":${hits}}}`;
}

export async function searchApi(params: URLSearchParams): Promise<SearchApiAnswer> {
  const language = params.get("lang");
  if (!isLanguage(language)) return { status: 400, headers, body: JSON.stringify({ error: "lang must be fr or en" }) };
  let result: Awaited<ReturnType<typeof searchSite>>;
  try {
    result = await searchSite(language, params.getAll(searchParameter));
  } catch (error) {
    // Never a 5xx of the server's own: a query that could not be answered is search unavailable.
    log.error(`[search] a query failed: ${error instanceof Error ? error.message : String(error)}`);
    result = { status: 503, query: params.get(searchParameter) ?? "", problem: "unavailable" };
  }
  if (result.status === 200) return { status: 200, headers, body: answerJson(result.query, result.answer) };
  return {
    status: result.status,
    headers:
      result.status === 503 ? { ...headers, "retry-after": String(availabilityTimings.retryAfterSeconds) } : headers,
    body: JSON.stringify({ query: result.query, error: result.problem }),
  };
}
