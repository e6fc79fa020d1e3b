// The preview link format of docs/wordpress/vitrine-preview.php, through its TypeScript port.

import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, it } from "node:test";
import { PREVIEW_LIFETIME_SECONDS, previewLink, previewToken } from "../lib/preview-token.ts";

const SECRET = "demo-preview-secret-at-least-32-characters";
const NOW = 1767225600; // 2026-01-01T00:00:00Z
/** Computed with openssl (`printf %s PAYLOAD | openssl dgst -sha256 -hmac SECRET -binary | base64`, then the base64url alphabet). */
const VECTOR =
  "eyJ0eXBlIjoicGFnZSIsImlkIjoyNDAxLCJsYW5nIjoiZnIiLCJleHAiOjE3NjcyMjYyMDAsIm5vbmNlIjoicTF3MmUzcjR0NXk2dTdpOG85cDBhQSJ9.2P1nJ_PtsAbze3Mpqt0Srx4LRKWz0Cn7VOwP6190SPI";
const NONCE = "q1w2e3r4t5y6u7i8o9p0aA";
/** A link of version 1.0 of the file, without a nonce. */
const VECTOR_1_0 =
  "eyJ0eXBlIjoicGFnZSIsImlkIjoyNDAxLCJsYW5nIjoiZnIiLCJleHAiOjE3NjcyMjYyMDB9.Tyj0zprZnlZLyFxh6IijaXSykxLR9a2j67ZYjX7NqbQ";

describe("preview token", () => {
  it("matches the documented test vectors", () => {
    assert.equal(previewToken({ type: "page", id: 2401, lang: "fr" }, SECRET, NOW, NONCE), VECTOR);
    assert.equal(previewToken({ type: "page", id: 2401, lang: "fr" }, SECRET, NOW, null), VECTOR_1_0);
  });

  it("makes a link of its own at each click, even within one second", () => {
    const post = { type: "page", id: 2401, lang: "fr" } as const;
    assert.notEqual(previewToken(post, SECRET, NOW), previewToken(post, SECRET, NOW));
  });

  it("is PAYLOAD.SIGNATURE in base64url without padding, the payload's keys in the documented order", () => {
    const token = previewToken({ type: "events", id: 2411, lang: "en" }, SECRET, NOW + 0.9);
    assert.match(token, /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const [payload = ""] = token.split(".");
    const json = Buffer.from(payload, "base64url").toString("utf8");
    assert.match(
      json,
      new RegExp(
        `^\\{"type":"events","id":2411,"lang":"en","exp":${NOW + PREVIEW_LIFETIME_SECONDS},"nonce":"[A-Za-z0-9_-]{22}"\\}$`,
      ),
    );
  });

  it("signs the payload as sent: another secret or another post gives another signature", () => {
    const token = previewToken({ type: "page", id: 2401, lang: "fr" }, SECRET, NOW);
    assert.notEqual(
      previewToken({ type: "page", id: 2401, lang: "fr" }, `${SECRET}x`, NOW).split(".")[1],
      token.split(".")[1],
    );
    assert.notEqual(
      previewToken({ type: "page", id: 2402, lang: "fr" }, SECRET, NOW).split(".")[1],
      token.split(".")[1],
    );
  });

  it("makes the site's preview address, whatever the trailing slash of the site URL", () => {
    for (const site of ["https://www.example.org", "https://www.example.org/"]) {
      assert.equal(
        previewLink(site, { type: "page", id: 2401, lang: "fr" }, SECRET, NOW, NONCE),
        `https://www.example.org/api/preview?token=${VECTOR}`,
      );
    }
  });

  it("is the vector docs/wordpress/README.md gives the site", async () => {
    const readme = await readFile(path.resolve(import.meta.dirname, "../../docs/wordpress/README.md"), "utf8");
    assert.ok(readme.includes(VECTOR), "the README's test vector");
    assert.ok(readme.includes(VECTOR_1_0), "the README's test vector of version 1.0");
    assert.ok(readme.includes(NONCE), "the README's test nonce");
    assert.ok(readme.includes(SECRET), "the README's test secret");
  });
});
