// The preview link's landing (app/api/preview): a verified token turns the editor's preview
// session on (lib/preview/session.ts) and says where the post shows, once: a link opened again
// (lib/preview/used-links.ts) is refused, unless the browser opening it holds the session that
// link started (an editor clicking Preview again): it goes to the post, its session as it was. The
// banner's "Exit preview" turns it off. Server-only: it sets the response's cookies through next/headers.
import { cookies, draftMode } from "next/headers";
import { env, previewSettings } from "../../config/env.ts";
import { isLanguage, type Language } from "../../config/site.ts";
import { stripQuery } from "../site-paths.ts";
import { mappingContext } from "../wordpress/context.ts";
import { readPreviewPost } from "../wordpress/preview.ts";
import { rawPost } from "../wordpress/schemas.ts";
import {
  draftModeCookie,
  nowSeconds,
  previewCookie,
  previewPath,
  readSession,
  sessionLifetimeSeconds,
  sessionValue,
} from "./session.ts";
import { verifyPreviewToken, type PreviewTarget } from "./token.ts";
import { usedPreviewLinks, type UsedLinks } from "./used-links.ts";

/** Headers of every answer of the preview's addresses: never stored, never indexed. */
export const previewHeaders = { "cache-control": "private, no-store", "x-robots-tag": "noindex" } as const;

const cookieOptions = () => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: env().siteUrl.startsWith("https:"),
  path: "/",
  maxAge: sessionLifetimeSeconds,
});

/** What opening a preview link comes to. */
export type LinkOpening =
  /** First opened: the session to start, for the post in its language, and where it shows. */
  | { kind: "open"; target: Omit<PreviewTarget, "exp">; path: string }
  /** Opened again by the browser that holds the session it started: where the post shows, the session as it is. */
  | { kind: "again"; path: string }
  /** Opened before, by another browser: refused (410). */
  | { kind: "used" }
  /** Not a valid link, or no such post: the 404 page. */
  | { kind: "invalid" };

export interface LinkContext {
  secret: string;
  nowSeconds: number;
  /** The preview cookie the browser sent, when its draft mode is on. */
  session: string | undefined;
  used: UsedLinks;
  /** The post as the preview reads it (lib/wordpress/preview.ts), null when WordPress has no such post. */
  read(target: PreviewTarget): Promise<{ published: boolean; lang: unknown; link: string } | null>;
  /** A WordPress link's path on the site. */
  toSite(link: string): string;
}

/** What a preview link opens (no cookie is set here). */
export async function openLink(token: string | null, context: LinkContext): Promise<LinkOpening> {
  const target = verifyPreviewToken(token, context.secret, context.nowSeconds);
  if (!target || !token) return { kind: "invalid" };
  const read = await context.read(target);
  if (!read) return { kind: "invalid" };
  const language: Language = isLanguage(read.lang) ? read.lang : target.lang;
  const path = read.published ? stripQuery(context.toSite(read.link)) : previewPath(language, target.type, target.id);
  // Claimed once the post is read: a link opened while WordPress fails can be opened again.
  if (await context.used.claim(token, target.exp, context.nowSeconds))
    return { kind: "open", target: { type: target.type, id: target.id, lang: language }, path };
  const session = readSession(context.session, context.secret, context.nowSeconds);
  return session && session.type === target.type && session.id === target.id
    ? { kind: "again", path }
    : { kind: "used" };
}

/**
 * Starts the preview a WordPress link asks for: the path that shows the post (its public path when
 * published, its preview address otherwise), "used" for a link opened before (by another browser),
 * or null when the token or the post is not valid.
 */
export async function startPreview(token: string | null): Promise<string | "used" | null> {
  const settings = previewSettings();
  if (!settings) return null;
  const now = nowSeconds();
  const draft = await draftMode();
  const jar = await cookies();
  const opening = await openLink(token, {
    secret: settings.secret,
    nowSeconds: now,
    session: draft.isEnabled ? jar.get(previewCookie)?.value : undefined,
    used: usedPreviewLinks(),
    read: async (target) => {
      const read = await readPreviewPost(target.type, target.id, rawPost);
      return read && { published: read.published, lang: read.raw.lang, link: read.raw.link };
    },
    toSite: (link) => mappingContext().links.toSite(link),
  });
  if (opening.kind === "invalid") return null;
  if (opening.kind === "used") return "used";
  if (opening.kind === "again") return opening.path;
  draft.enable();
  // Next's draft-mode cookie lasts the browser's session: it ends with the preview instead.
  const draftId = jar.get(draftModeCookie)?.value;
  if (draftId) jar.set(draftModeCookie, draftId, cookieOptions());
  jar.set(previewCookie, sessionValue(opening.target, settings.secret, now), cookieOptions());
  return opening.path;
}

/** Ends the preview: both cookies go. */
export async function endPreview(): Promise<void> {
  (await draftMode()).disable();
  (await cookies()).set(previewCookie, "", { ...cookieOptions(), maxAge: 0, expires: new Date(0) });
}
