// GET /api/search?lang=fr&q=…: the search box's results as JSON (lib/search/api.ts).
import { searchApi } from "@/lib/search/api.ts";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  const { status, headers, body } = await searchApi(new URL(request.url).searchParams);
  return new Response(body, { status, headers });
}
