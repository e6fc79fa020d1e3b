// Unpublished content for an editor's preview (lib/preview/): read as WordPress's preview user,
// with its application password (HTTP Basic, WordPress core's Application Passwords), never
// through the data cache: each read goes to WordPress and is kept nowhere. A post is shown as the
// editor last saw it: the post itself (any status), with its latest autosave's title, content,
// excerpt and ACF fields when that autosave is newer (what "Preview changes" shows on a published
// post). docs/wordpress/README.md, "Preview", says what WordPress answers.
import { z } from "zod";
import { env, previewSettings } from "../../config/env.ts";
import { createWordPressClient, type WordPressClient } from "./client.ts";
import { renderTimeLeft } from "./data-cache.ts";
import { isNotFound, unlessNotFound } from "./errors.ts";
import { acfObject, rendered, type rawPost } from "./schemas.ts";

/** A revision or autosave (`/wp/v2/pages/{id}/autosaves`): the fields the post takes from it. */
const rawAutosave = z.looseObject({
  id: z.number().int().positive(),
  modified_gmt: z.string().optional().catch(undefined),
  title: rendered.optional().catch(undefined),
  content: rendered.optional().catch(undefined),
  excerpt: rendered.optional().catch(undefined),
  acf: acfObject.optional(),
});
type RawAutosave = z.output<typeof rawAutosave>;

const collections = { page: "pages", events: "events" } as const;

/** `Authorization` of WordPress core's Application Passwords (HTTP Basic). */
export const basicAuthorization = (user: string, password: string): string =>
  `Basic ${Buffer.from(`${user}:${password}`, "utf8").toString("base64")}`;

let shared: { key: string; client: WordPressClient } | undefined;

/** The client of the preview user: its credentials in every request, no cache, the render's deadline. */
function previewClient(): WordPressClient | null {
  const settings = previewSettings();
  if (!settings) return null;
  const config = env();
  const key = `${config.wordpressUrl}\n${settings.user}`;
  if (shared?.key !== key) {
    const headers = { authorization: basicAuthorization(settings.user, settings.password) };
    shared = {
      key,
      client: createWordPressClient({
        wordpressUrl: config.wordpressUrl,
        headers,
        remainingMs: () => renderTimeLeft(config.renderDeadlineMs),
      }),
    };
  }
  return shared.client;
}

/** WordPress's `modified_gmt` ("2026-01-01T10:00:00") as a time, or NaN. */
const timeOf = (value: string | undefined): number => (value ? Date.parse(`${value.replace(" ", "T")}Z`) : Number.NaN);

/** The newest autosave, when it is newer than the post. */
function newerAutosave(post: { modified_gmt?: string | undefined }, autosaves: RawAutosave[]): RawAutosave | null {
  const newest = autosaves.reduce<RawAutosave | null>(
    (best, item) => (best === null || timeOf(item.modified_gmt) > timeOf(best.modified_gmt) ? item : best),
    null,
  );
  if (!newest) return null;
  const posted = timeOf(post.modified_gmt);
  return Number.isNaN(posted) || timeOf(newest.modified_gmt) > posted ? newest : null;
}

/** Yoast's titles name the post's title: in a preview, the autosave's (as Yoast will once it is published). */
function retitled(
  head: Record<string, unknown> | undefined,
  before: string,
  after: string | undefined,
): Record<string, unknown> | undefined {
  if (!head || after === undefined || before === "" || before === after) return head;
  const titles = ["title", "og_title", "twitter_title"];
  return Object.fromEntries(
    Object.entries(head).map(([key, value]) => [
      key,
      titles.includes(key) && typeof value === "string" ? value.split(before).join(after) : value,
    ]),
  );
}

export interface PreviewRead<T> {
  raw: T;
  /** Published: it has its public address; otherwise it is shown at its preview address. */
  published: boolean;
}

/**
 * A post as its editor previews it, validated with `schema` (a post schema), or null when
 * WordPress has no such post (or preview is off).
 */
export async function readPreviewPost<S extends typeof rawPost>(
  type: keyof typeof collections,
  id: number,
  schema: S,
): Promise<PreviewRead<z.output<S>> | null> {
  const client = previewClient();
  return client ? readPreviewWith(client, type, id, schema) : null;
}

/** readPreviewPost() with a given client (the preview user's). */
export async function readPreviewWith<S extends typeof rawPost>(
  client: WordPressClient,
  type: keyof typeof collections,
  id: number,
  schema: S,
): Promise<PreviewRead<z.output<S>> | null> {
  const path = `wp/v2/${collections[type]}/${id}`;
  try {
    const [post, autosaves] = await Promise.all([
      client.get(path, schema),
      // A WordPress that gives no autosaves (an older one, a refused route) shows the post itself.
      unlessNotFound(client.get(`${path}/autosaves`, z.array(rawAutosave)), []),
    ]);
    const autosave = newerAutosave(post, autosaves);
    const raw = autosave
      ? {
          ...post,
          title: autosave.title ?? post.title,
          yoast_head_json: retitled(post.yoast_head_json, post.title.rendered, autosave.title?.rendered),
          content: autosave.content ?? post.content,
          excerpt: autosave.excerpt ?? post.excerpt,
          acf: autosave.acf && Object.keys(autosave.acf).length > 0 ? autosave.acf : post.acf,
          modified_gmt: autosave.modified_gmt ?? post.modified_gmt,
        }
      : post;
    // `status` passes the post's lenient schema untouched.
    return { raw, published: (post as { status?: unknown }).status === "publish" };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
