// The preview link's landing (app/api/preview): a verified token turns the editor's preview
// session on (lib/preview/session.ts) and says where the post shows; the banner's "Exit preview"
// turns it off. Server-only: it sets the response's cookies through next/headers.
import { cookies, draftMode } from "next/headers";
import { env, previewSettings } from "../../config/env.ts";
import { isLanguage, type Language } from "../../config/site.ts";
import { stripQuery } from "../site-paths.ts";
import { mappingContext } from "../wordpress/context.ts";
import { readPreviewPost } from "../wordpress/preview.ts";
import { rawPost } from "../wordpress/schemas.ts";
import { draftModeCookie, nowSeconds, previewCookie, previewPath, sessionLifetimeSeconds, sessionValue } from "./session.ts";
import { verifyPreviewToken } from "./token.ts";

/** Headers of every answer of the preview's addresses: never stored, never indexed. */
export const previewHeaders = { "cache-control": "private, no-store", "x-robots-tag": "noindex" } as const;

const cookieOptions = () => ({ httpOnly: true, sameSite: "lax" as const, secure: env().siteUrl.startsWith("https:"), path: "/", maxAge: sessionLifetimeSeconds });

/**
 * Starts the preview a WordPress link asks for; the path that shows the post (its public path when
 * published, its preview address otherwise), or null when the token or the post is not valid.
 */
export async function startPreview(token: string | null): Promise<string | null> {
  const settings = previewSettings();
  if (!settings) return null;
  const now = nowSeconds();
  const target = verifyPreviewToken(token, settings.secret, now);
  if (!target) return null;
  const read = await readPreviewPost(target.type, target.id, rawPost);
  if (!read) return null;
  const language: Language = isLanguage(read.raw.lang) ? read.raw.lang : target.lang;
  const path = read.published ? stripQuery(mappingContext().links.toSite(read.raw.link)) : previewPath(language, target.type, target.id);
  const draft = await draftMode();
  draft.enable();
  const jar = await cookies();
  // Next's draft-mode cookie lasts the browser's session: it ends with the preview instead.
  const draftId = jar.get(draftModeCookie)?.value;
  if (draftId) jar.set(draftModeCookie, draftId, cookieOptions());
  jar.set(previewCookie, sessionValue({ type: target.type, id: target.id, lang: language }, settings.secret, now), cookieOptions());
  return path;
}

/** Ends the preview: both cookies go. */
export async function endPreview(): Promise<void> {
  (await draftMode()).disable();
  (await cookies()).set(previewCookie, "", { ...cookieOptions(), maxAge: 0, expires: new Date(0) });
}
