// A visitor's query as the search page and the search API take it (pure, tested): the first `q`
// of the address, its control characters and runs of spaces made single spaces, trimmed. Longer
// than `maxQueryChars` is refused (400) rather than cut: what was cut would not be what was asked.
import { searchLimits } from "../../config/site.ts";

/** The search page's and the search API's parameter: the visitor's query. */
export const searchParameter = "q";

export type ReadQuery = { ok: true; query: string } | { ok: false; query: string; reason: "too-long" };

export function readQuery(value: string | string[] | null | undefined): ReadQuery {
  const raw = (Array.isArray(value) ? value[0] : value) ?? "";
  // Lone surrogates (half an emoji) are no text either.
  const query = raw
    .replace(/[\p{Cc}\p{Cs}\s]+/gu, " ")
    .trim()
    .normalize("NFC");
  return [...query].length > searchLimits.maxQueryChars
    ? { ok: false, query: [...query].slice(0, searchLimits.maxQueryChars).join(""), reason: "too-long" }
    : { ok: true, query };
}

/** A response header the proxy sets for the production server to answer with another status (lib/server/response-guard.ts). */
export const siteStatusHeader = "x-site-status";
