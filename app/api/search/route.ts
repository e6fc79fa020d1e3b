// GET /api/search?lang=fr&q=…: the search box's results as the visitor types (JSON), the same
// answer as the search page's (lib/search/site-search.ts), from this process's index: no WordPress
// request. 400 for a query past its bound or an unknown language; 503 (Retry-After) when there is
// no index at all (never read, WordPress down since the start).
import { availabilityTimings, isLanguage } from "@/config/site.ts";
import { searchSite } from "@/lib/search/site-search.ts";

export const dynamic = "force-dynamic";

const headers = { "cache-control": "no-store" };

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const language = params.get("lang");
  if (!isLanguage(language)) return Response.json({ error: "lang must be fr or en" }, { status: 400, headers });
  const result = await searchSite(language, params.getAll("q"));
  if (result.status === 200) return Response.json({ query: result.query, answer: result.answer }, { headers });
  return Response.json(
    { query: result.query, error: result.problem },
    {
      status: result.status,
      headers:
        result.status === 503 ? { ...headers, "retry-after": String(availabilityTimings.retryAfterSeconds) } : headers,
    },
  );
}
