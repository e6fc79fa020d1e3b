// The content coding of an answer the site's server sends itself (a page from its memory, the
// search API): chosen as the `compression` middleware chooses it, for Next's answers, and made
// with the same settings, so that a visitor gets the same bytes whichever sent them.
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import Negotiator from "negotiator";

export type Coding = "br" | "gzip";

/**
 * The coding to send for an Accept-Encoding header, as the `compression` middleware chooses it
 * (the same `negotiator`, asked the same way): brotli or gzip when accepted, brotli on a tie;
 * none when the identity is wanted as much or nothing else is accepted.
 */
export function preferredCoding(header: string | string[] | undefined): Coding | undefined {
  // Browsers send a handful of headers, each the same on every request: each is negotiated once.
  const key = Array.isArray(header) ? header.join(", ") : header;
  if (key !== undefined && codingOfHeader.has(key)) return codingOfHeader.get(key) ?? undefined;
  const coding = negotiatedCoding(key);
  if (key !== undefined && key.length <= codingMemo.maxHeaderLength) {
    // Bounded: a client sending a new header each time empties it rather than growing it.
    if (codingOfHeader.size >= codingMemo.entries) codingOfHeader.clear();
    codingOfHeader.set(key, coding ?? null);
  }
  return coding;
}

/** Accept-Encoding headers already negotiated (null: none of br and gzip). */
const codingOfHeader = new Map<string, Coding | null>();
const codingMemo = { entries: 64, maxHeaderLength: 256 } as const;

function negotiatedCoding(header: string | undefined): Coding | undefined {
  const negotiator = new Negotiator({ headers: header === undefined ? {} : { "accept-encoding": header } });
  // negotiator 0.6.4 takes the preferred codings for ties as a second list; its types predate it.
  const encoding = negotiator.encoding.bind(negotiator) as (
    available: string[],
    preferred: string[],
  ) => string | undefined;
  const coding = encoding(["br", "gzip", "identity"], ["br", "gzip"]);
  return coding === "br" || coding === "gzip" ? coding : undefined;
}

/** The body in `coding`: brotli at quality 5 (text), gzip at level 6. */
export function compress(body: Buffer, coding: Coding): Buffer {
  return coding === "br"
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}
