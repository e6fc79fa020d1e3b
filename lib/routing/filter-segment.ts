// A filtered list (`/agenda?type=news&place=Lyon`) is its own cached page: the proxy turns the
// canonical form of the query (lib/events/filters.ts: known keys and values only, in one order)
// into a last route segment, `~f.<base64url of the query>`, through a rewrite of next.config.ts;
// the page reads it back from its params. The visitor's address keeps its query. `~` never
// appears in a WordPress slug, and the proxy answers the segment typed by hand with a 404 (no
// such path), so each cached list is one a visitor asked for, of known values.

/** The request header the proxy sets and next.config.ts's rewrite reads. */
export const filterHeader = "x-vitrine-filter";
const prefix = "~f.";

/** `?type=news` (or `type=news`) → `~f.dHlwZT1uZXdz`; "" for no filter. */
export function encodeFilterSegment(query: string): string {
  const text = query.replace(/^\?/, "");
  return text ? `${prefix}${Buffer.from(text, "utf8").toString("base64url")}` : "";
}

/** Route segments → the page's own segments and the filter query the last one carries (empty when none). */
export function splitFilterSegment(segments: readonly string[] = []): {
  segments: string[];
  query: Record<string, string>;
} {
  const last = segments.at(-1);
  if (!last?.startsWith(prefix)) return { segments: [...segments], query: {} };
  const encoded = last.slice(prefix.length);
  const query = /^[A-Za-z0-9_-]*$/.test(encoded)
    ? Object.fromEntries(new URLSearchParams(Buffer.from(encoded, "base64url").toString("utf8")))
    : {};
  return { segments: segments.slice(0, -1), query };
}
