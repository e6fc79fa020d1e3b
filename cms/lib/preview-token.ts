// The preview link docs/wordpress/vitrine-preview.php gives WordPress's Preview button, ported
// line for line: what an editor's click produces, for tests that play the editor against the
// embedded CMS. The format is documented in that file's header and in docs/wordpress/README.md.
// The site verifies tokens on its own side; this file only makes them.

import { createHmac, randomBytes } from "node:crypto";

/** Post types the site previews (VITRINE_PREVIEW_POST_TYPES). */
export const PREVIEW_POST_TYPES = ["page", "events"] as const;
export type PreviewPostType = (typeof PREVIEW_POST_TYPES)[number];

/** Seconds a preview link stays valid (VITRINE_PREVIEW_LIFETIME). */
export const PREVIEW_LIFETIME_SECONDS = 600;

export interface PreviewPayload {
  type: PreviewPostType;
  id: number;
  /** Polylang's language slug of the post */
  lang: string;
  /** Unix time (seconds) after which the token is refused */
  exp: number;
  /** 16 random bytes in base64url: each link is one of its own (absent from the links of version 1.0) */
  nonce?: string;
}

/** vitrine_preview_nonce(): what makes a link one of its own. */
export const previewNonce = (): string => base64url(randomBytes(16));

/** base64url without padding (RFC 4648 §5), as vitrine_preview_base64url(). */
export const base64url = (bytes: Buffer | string): string => Buffer.from(bytes).toString("base64url");

/**
 * vitrine_preview_token(): PAYLOAD.SIGNATURE for a post, `now` in Unix seconds, with a new nonce
 * (or the one given; null: a link of version 1.0, without one).
 */
export function previewToken(
  post: { type: PreviewPostType; id: number; lang: string },
  secret: string,
  now: number,
  nonce: string | null = previewNonce(),
): string {
  // wp_json_encode() of the array in this key order; the values are ASCII, so no escaping differs.
  const payload: PreviewPayload = {
    type: post.type,
    id: Math.trunc(post.id),
    lang: post.lang,
    exp: Math.trunc(now) + PREVIEW_LIFETIME_SECONDS,
    ...(nonce === null ? {} : { nonce }),
  };
  const encoded = base64url(JSON.stringify(payload));
  const signature = base64url(createHmac("sha256", secret).update(encoded, "ascii").digest());
  return `${encoded}.${signature}`;
}

/** The Preview button's address: VITRINE_SITE_URL/api/preview?token=… */
export function previewLink(
  siteUrl: string,
  post: { type: PreviewPostType; id: number; lang: string },
  secret: string,
  now: number,
  nonce?: string | null,
): string {
  return `${siteUrl.replace(/\/+$/, "")}/api/preview?token=${previewToken(post, secret, now, nonce)}`;
}
