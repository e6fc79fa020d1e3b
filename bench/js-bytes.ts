// First-load JavaScript of a page: every script its HTML names (script tags and script preloads),
// fetched as Chromium asks for them (brotli or gzip), counted in bytes on the wire.
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface FirstLoadJs {
  url: string;
  scripts: number;
  /** Bytes as sent (compressed) and once decompressed. */
  compressedBytes: number;
  rawBytes: number;
  /** The encodings the server chose, e.g. ["br"]. */
  encodings: string[];
}

/** The bytes of a response body as sent, and the declared encoding. */
function wireBytes(url: string): Promise<{ status: number; bytes: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "br, gzip", "user-agent": "vitrine-bench" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes: Buffer.concat(chunks),
          encoding: String(res.headers["content-encoding"] ?? ""),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Script addresses named by an HTML document, absolute, same origin only, each once. */
export function scriptUrls(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const found = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) found.add(new URL(decode(src), pageUrl).href);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\bas="script"/i.test(tag) || !/\brel="(?:preload|modulepreload)"/i.test(tag)) continue;
    const href = /\shref="([^"]+)"/i.exec(tag)?.[1];
    if (href) found.add(new URL(decode(href), pageUrl).href);
  }
  return [...found].filter((url) => new URL(url).origin === origin);
}

const decode = (value: string) => value.replaceAll("&amp;", "&");

/** Sums the first-load scripts of the page at `url`. */
export async function firstLoadJs(url: string): Promise<FirstLoadJs> {
  const page = await fetch(url);
  if (!page.ok) throw new Error(`${url} answered ${page.status}`);
  const urls = scriptUrls(await page.text(), url);
  let compressedBytes = 0;
  let rawBytes = 0;
  const encodings = new Set<string>();
  for (const scriptUrl of urls) {
    const { status, bytes, encoding } = await wireBytes(scriptUrl);
    if (status !== 200) throw new Error(`${scriptUrl} answered ${status}`);
    compressedBytes += bytes.length;
    encodings.add(encoding || "identity");
    rawBytes +=
      encoding === "br"
        ? brotliDecompressSync(bytes).length
        : encoding === "gzip"
          ? gunzipSync(bytes).length
          : bytes.length;
  }
  return { url, scripts: urls.length, compressedBytes, rawBytes, encodings: [...encodings] };
}
