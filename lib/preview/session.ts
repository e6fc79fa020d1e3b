// The editor's preview session, once a link from WordPress is verified (app/api/preview): Next's
// draft mode (its `__prerender_bypass` cookie makes every page render for the request, bypassing
// every cache) and the preview cookie, which names the one post the editor asked for, signed with a
// key derived from PREVIEW_SECRET. Only that post is read with the preview user's application
// password; every other page shows what visitors see. Both cookies end after `sessionLifetimeSeconds`,
// or when the editor leaves with the banner's "Exit preview".
import { createHmac } from "node:crypto";
import { defaultLanguage, type Language } from "../../config/site.ts";
import { signTarget, verifySigned, type PreviewTarget } from "./token.ts";

/** How long a preview lasts after the editor's click: long enough to read, short enough to forget. */
export const sessionLifetimeSeconds = 3600;

/** Next's draft-mode cookie. */
export const draftModeCookie = "__prerender_bypass";
/** Next's preview-mode data cookie (the Pages Router's preview; draft mode may still send it). */
export const previewDataCookie = "__next_preview_data";
export const previewCookie = "vitrine_preview";

/** The cookies that make a request an editor's preview: never served from nor stored in a shared cache. */
export const previewRequestCookies = [draftModeCookie, previewDataCookie, previewCookie] as const;

/**
 * A request that carries a preview cookie (valid or not). nginx's map of the same request is
 * written from this pattern (deploy/nginx/render.ts): it stays a plain list of cookie names.
 */
export const previewRequestCookie = new RegExp(`(?:^|;)\\s*(?:${previewRequestCookies.join("|")})=`);

/** The cookie's key: not the links' secret itself, so a cookie is never a valid link, nor the reverse. */
const cookieKey = (secret: string): Buffer => createHmac("sha256", secret).update("vitrine preview session").digest();

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The preview cookie's value for a post, valid `sessionLifetimeSeconds` from `now`. */
export function sessionValue(target: Omit<PreviewTarget, "exp">, secret: string, now: number): string {
  return signTarget({ ...target, exp: now + sessionLifetimeSeconds }, cookieKey(secret));
}

/** The post a preview cookie names, or null when it is not one this site signed, or expired. */
export function readSession(value: string | null | undefined, secret: string, now: number): PreviewTarget | null {
  return verifySigned(value, cookieKey(secret), now, sessionLifetimeSeconds);
}

/**
 * The address that shows an unpublished post during its preview (it has no public address yet):
 * `/~preview/page/2401`, `/en/~preview/events/2411`. `~` never appears in a WordPress slug, so no
 * page can have it; without the preview cookies it is an unknown page (proxy.ts).
 */
const previewSegment = "~preview";

export function previewPath(language: Language, type: PreviewTarget["type"], id: number): string {
  return `${language === defaultLanguage ? "" : `/${language}`}/${previewSegment}/${type}/${id}`;
}

/** The post a preview address names (the route segments after the language), or null for any other path. */
export function parsePreviewSegments(
  segments: readonly string[] | undefined,
): Pick<PreviewTarget, "type" | "id"> | null {
  if (segments?.length !== 3 || segments[0] !== previewSegment) return null;
  const [, type, id = ""] = segments;
  if ((type !== "page" && type !== "events") || !/^[1-9]\d{0,14}$/.test(id)) return null;
  return { type, id: Number(id) };
}

/** Where "Exit preview" may return: a path of this site, else its home. */
export function safeReturnPath(value: unknown, language: Language): string {
  const home = language === defaultLanguage ? "/" : `/${language}`;
  if (typeof value !== "string" || value.length > 1024 || !/^\/(?![/\\])[^\s\\]*$/.test(value)) return home;
  return value;
}
