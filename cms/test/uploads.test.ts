// Media files under /wp-content/uploads: types, lengths, caching, 304, and no path traversal.

import assert from "node:assert/strict";
import { request } from "node:http";
import { describe, it } from "node:test";
import { cmsFixture } from "./helpers.ts";

const cms = cmsFixture();
const FILE = "/wp-content/uploads/2026/11/hero-confluence-300x169.webp";

/** A raw request, so the path is sent exactly as written (fetch would normalise "..") */
function raw(path: string): Promise<number> {
  const url = new URL(cms.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("uploads", () => {
  it("serves a WebP image with type, length and immutable caching", async () => {
    const response = await cms.get(FILE);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-type"), "image/webp");
    assert.equal(response.headers.get("cache-control"), "public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    assert.equal(Number(response.headers.get("content-length")), bytes.length);
    assert.equal(new TextDecoder().decode(bytes.slice(0, 4)), "RIFF");
    assert.equal(new TextDecoder().decode(bytes.slice(8, 12)), "WEBP");
  });

  it("answers 304 to a matching If-None-Match or If-Modified-Since", async () => {
    const first = await cms.get(FILE);
    await first.arrayBuffer();
    const etag = first.headers.get("etag");
    assert.ok(etag);
    const again = await cms.get(FILE, { headers: { "if-none-match": etag } });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get("etag"), etag);
    const since = await cms.get(FILE, { headers: { "if-modified-since": first.headers.get("last-modified") ?? "" } });
    assert.equal(since.status, 304);
    const stale = await cms.get(FILE, { headers: { "if-none-match": '"other"' } });
    assert.equal(stale.status, 200);
    await stale.arrayBuffer();
  });

  it("answers HEAD without a body", async () => {
    const response = await cms.get(FILE, { method: "HEAD" });
    assert.equal(response.status, 200);
    assert.ok(Number(response.headers.get("content-length")) > 1000);
    assert.equal((await response.arrayBuffer()).byteLength, 0);
  });

  it("refuses path traversal, encoded slashes and missing files with 404", async () => {
    for (const path of [
      "/wp-content/uploads/../../server.ts",
      "/wp-content/uploads/2026/../../server.ts",
      "/wp-content/uploads/%2e%2e/%2e%2e/server.ts",
      "/wp-content/uploads/2026%2f11%2fhero-confluence.webp",
      "/wp-content/uploads/2026/11/..%2f..%2f..%2fserver.ts",
      "/wp-content/uploads/2026/11/%5c..%5cserver.ts",
      "/wp-content/uploads/2026/11/missing.jpg",
      "/wp-content/uploads/2026/11/",
      "/wp-content/uploads/",
    ]) {
      assert.equal(await raw(path), 404, path);
    }
  });
});
