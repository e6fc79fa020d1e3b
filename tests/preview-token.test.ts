import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { previewToken } from "../cms/lib/preview-token.ts";
import {
  parsePreviewSegments,
  previewPath,
  readSession,
  safeReturnPath,
  sessionLifetimeSeconds,
  sessionValue,
} from "../lib/preview/session.ts";
import { verifyPreviewToken } from "../lib/preview/token.ts";

// docs/wordpress/README.md, "Preview": the test vector of the WordPress side.
const secret = "demo-preview-secret-at-least-32-characters";
const vector =
  "eyJ0eXBlIjoicGFnZSIsImlkIjoyNDAxLCJsYW5nIjoiZnIiLCJleHAiOjE3NjcyMjYyMDB9.Tyj0zprZnlZLyFxh6IijaXSykxLR9a2j67ZYjX7NqbQ";
const clicked = 1767225600;

describe("preview tokens", () => {
  it("accept the documented test vector while it is valid", () => {
    expect(verifyPreviewToken(vector, secret, clicked)).toEqual({
      type: "page",
      id: 2401,
      lang: "fr",
      exp: 1767226200,
    });
    expect(verifyPreviewToken(vector, secret, clicked + 599)).not.toBeNull();
  });

  it("refuse it once expired, or from further than ten minutes ahead", () => {
    expect(verifyPreviewToken(vector, secret, clicked + 600)).toBeNull();
    expect(verifyPreviewToken(vector, secret, clicked + 3600)).toBeNull();
    // A clock an hour behind WordPress's: exp is too far ahead to be one of its links.
    expect(verifyPreviewToken(vector, secret, clicked - 3600)).toBeNull();
    // A minute of drift is tolerated.
    expect(verifyPreviewToken(vector, secret, clicked - 60)).not.toBeNull();
  });

  it("refuse another secret, a changed payload or signature, and malformed tokens", () => {
    expect(verifyPreviewToken(vector, "another-secret-of-at-least-32-characters", clicked)).toBeNull();
    const [payload = "", signature = ""] = vector.split(".");
    const otherPayload = Buffer.from('{"type":"page","id":2402,"lang":"fr","exp":1767226200}').toString("base64url");
    expect(verifyPreviewToken(`${otherPayload}.${signature}`, secret, clicked)).toBeNull();
    expect(verifyPreviewToken(`${payload}.${signature.slice(0, -1)}B`, secret, clicked)).toBeNull();
    expect(verifyPreviewToken(`${payload}.${signature}=`, secret, clicked)).toBeNull();
    for (const malformed of [
      "",
      "abc",
      `${payload}.`,
      `.${signature}`,
      `${payload}.${signature}.x`,
      `${payload}.${"A".repeat(600)}`,
      `${payload} .${signature}`,
    ]) {
      expect(verifyPreviewToken(malformed, secret, clicked), malformed).toBeNull();
    }
    expect(verifyPreviewToken(null, secret, clicked)).toBeNull();
  });

  it("refuse well-signed payloads whose fields are not a post's", () => {
    const exp = clicked + 600;
    const signed = (json: string) => {
      const encoded = Buffer.from(json).toString("base64url");
      return `${encoded}.${createSignature(encoded)}`;
    };
    for (const json of [
      `{"type":"post","id":1,"lang":"fr","exp":${exp}}`,
      `{"type":"page","id":0,"lang":"fr","exp":${exp}}`,
      `{"type":"page","id":"12","lang":"fr","exp":${exp}}`,
      `{"type":"page","id":1.5,"lang":"fr","exp":${exp}}`,
      `{"type":"page","id":1,"lang":"de","exp":${exp}}`,
      `{"type":"page","id":1,"lang":"fr"}`,
      `{"type":"page","id":1,"lang":"fr","exp":${exp},"admin":true}`,
      "not json",
    ]) {
      expect(verifyPreviewToken(signed(json), secret, clicked), json).toBeNull();
    }
    expect(verifyPreviewToken(signed(`{"type":"events","id":2410,"lang":"en","exp":${exp}}`), secret, clicked)).toEqual(
      { type: "events", id: 2410, lang: "en", exp },
    );
  });

  it("accept a link's nonce (16 to 64 base64url characters), and nothing else in its place", () => {
    const exp = clicked + 600;
    const signed = (json: string) => {
      const encoded = Buffer.from(json).toString("base64url");
      return `${encoded}.${createSignature(encoded)}`;
    };
    expect(
      verifyPreviewToken(
        signed(`{"type":"page","id":2401,"lang":"fr","exp":${exp},"nonce":"q1w2e3r4t5y6u7i8o9p0aA"}`),
        secret,
        clicked,
      ),
    ).toEqual({ type: "page", id: 2401, lang: "fr", exp });
    for (const nonce of [
      '"short"',
      `"${"a".repeat(65)}"`,
      '"q1w2e3r4t5y6u7i8o9p0a+"',
      "12345678901234567890",
      "null",
    ]) {
      expect(
        verifyPreviewToken(
          signed(`{"type":"page","id":2401,"lang":"fr","exp":${exp},"nonce":${nonce}}`),
          secret,
          clicked,
        ),
        nonce,
      ).toBeNull();
    }
  });

  it("verify what the CMS's port of the WordPress file signs", () => {
    expect(previewToken({ type: "page", id: 2401, lang: "fr" }, secret, clicked, null)).toBe(vector);
    expect(
      verifyPreviewToken(
        previewToken({ type: "events", id: 2411, lang: "en" }, secret, 2_000_000_000),
        secret,
        2_000_000_000,
      ),
    ).toMatchObject({ type: "events", id: 2411, lang: "en" });
  });
});

/** The signature WordPress computes (hash_hmac('sha256', PAYLOAD, secret, true)), independently of the site's code. */
function createSignature(encoded: string): string {
  return createHmac("sha256", secret).update(encoded, "ascii").digest("base64url");
}

describe("the preview session", () => {
  const now = 1_800_000_000;
  it("lasts an hour and is not a preview link (nor the reverse)", () => {
    const value = sessionValue({ type: "page", id: 464, lang: "en" }, secret, now);
    expect(readSession(value, secret, now + sessionLifetimeSeconds - 1)).toMatchObject({
      type: "page",
      id: 464,
      lang: "en",
    });
    expect(readSession(value, secret, now + sessionLifetimeSeconds)).toBeNull();
    expect(readSession(value, "another-secret-of-at-least-32-characters", now)).toBeNull();
    expect(verifyPreviewToken(value, secret, now + sessionLifetimeSeconds - 300)).toBeNull();
    expect(readSession(vector, secret, clicked)).toBeNull();
  });

  it("has preview addresses no WordPress page can have", () => {
    expect(previewPath("fr", "page", 2401)).toBe("/~preview/page/2401");
    expect(previewPath("en", "events", 2411)).toBe("/en/~preview/events/2411");
    expect(parsePreviewSegments(["~preview", "page", "2401"])).toEqual({ type: "page", id: 2401 });
    expect(parsePreviewSegments(["~preview", "events", "2411"])).toEqual({ type: "events", id: 2411 });
    for (const segments of [
      ["~preview", "post", "1"],
      ["~preview", "page", "01"],
      ["~preview", "page", "1", "x"],
      ["preview", "page", "1"],
      ["~preview", "page", "9".repeat(20)],
    ]) {
      expect(parsePreviewSegments(segments), segments.join("/")).toBeNull();
    }
  });

  it("returns only to a path of the site", () => {
    expect(safeReturnPath("/en/invest/why-the-region", "en")).toBe("/en/invest/why-the-region");
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "",
      null,
      "/a b",
    ]) {
      expect(safeReturnPath(value, "en"), String(value)).toBe("/en");
    }
    expect(safeReturnPath(undefined, "fr")).toBe("/");
  });
});
