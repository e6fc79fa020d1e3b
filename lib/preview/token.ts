// WordPress's preview links (docs/wordpress/vitrine-preview.php): TOKEN = PAYLOAD "." SIGNATURE,
// PAYLOAD = base64url(JSON {type, id, lang, exp, nonce}), SIGNATURE = base64url(HMAC-SHA256(secret,
// PAYLOAD)). The signature is checked (in constant time) before anything is decoded, then each
// field and the expiry. The nonce (random, since version 1.1 of the PHP file; links of 1.0 have
// none) makes every link a link of its own, which opens the preview once (lib/preview/used-links.ts).
// The same format, signed with a key derived from the secret, is the
// preview cookie that scopes draft mode to the one post an editor asked for (lib/preview/session.ts).
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { languages } from "../../config/site.ts";

/** What a token (or the preview cookie) names: a post, in its language, until `exp`. */
export interface PreviewTarget {
  type: "page" | "events";
  id: number;
  lang: (typeof languages)[number];
  /** Unix time (seconds) after which it is refused */
  exp: number;
}

/** Seconds a link from WordPress stays valid (VITRINE_PREVIEW_LIFETIME). */
export const linkLifetimeSeconds = 600;
/** Clocks of WordPress and the site may differ by this much. */
export const clockDriftSeconds = 60;

/** Longer than any token WordPress makes: refused without computing anything. */
const maxTokenLength = 512;
const base64url = /^[A-Za-z0-9_-]+$/;

const payload = z.strictObject({
  type: z.enum(["page", "events"]),
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  lang: z.enum(languages),
  exp: z.number().int().positive(),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});

const sign = (key: string | Buffer, encoded: string): Buffer =>
  createHmac("sha256", key).update(encoded, "ascii").digest();

/** PAYLOAD.SIGNATURE for a target (tests play WordPress with it; the cookie is made with it). */
export function signTarget(target: PreviewTarget, key: string | Buffer): string {
  const encoded = Buffer.from(
    JSON.stringify({ type: target.type, id: target.id, lang: target.lang, exp: target.exp }),
  ).toString("base64url");
  return `${encoded}.${sign(key, encoded).toString("base64url")}`;
}

/**
 * The target of a signed value, or null when anything is wrong: its form, its signature, its
 * fields, or its expiry (past, or further than `lifetimeSeconds` ahead, give or take the clocks' drift).
 */
export function verifySigned(
  value: string | null | undefined,
  key: string | Buffer,
  nowSeconds: number,
  lifetimeSeconds: number,
): PreviewTarget | null {
  if (!value || value.length > maxTokenLength) return null;
  const parts = value.split(".");
  if (parts.length !== 2) return null;
  const [encoded = "", signature = ""] = parts;
  if (!base64url.test(encoded) || !base64url.test(signature)) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = sign(key, encoded);
  // Same length first (timingSafeEqual requires it); a base64url that does not round-trip is not the signature.
  if (
    given.length !== expected.length ||
    !timingSafeEqual(given, expected) ||
    given.toString("base64url") !== signature
  )
    return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = payload.safeParse(json);
  if (!parsed.success) return null;
  const { type, id, lang, exp } = parsed.data;
  if (exp <= nowSeconds || exp > nowSeconds + lifetimeSeconds + clockDriftSeconds) return null;
  return { type, id, lang, exp };
}

/** The target of a preview link's token from WordPress, or null (answered like an unknown page). */
export function verifyPreviewToken(
  token: string | null | undefined,
  secret: string,
  nowSeconds: number,
): PreviewTarget | null {
  return verifySigned(token, secret, nowSeconds, linkLifetimeSeconds);
}
