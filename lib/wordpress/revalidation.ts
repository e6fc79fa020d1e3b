// What to revalidate when WordPress says something changed (POST /api/revalidate, sent by the
// mu-plugin in docs/wordpress/vitrine-revalidate.php on save, trash and status change).
// WordPress speaks in post types and ids; the site's cache speaks in tags (one per list and one
// per item, set where each read is made). Pages and events also change which paths exist.
import { z } from "zod";
import { eventTags, optionsTag, pageTags, societiesTag } from "./tags.ts";

export interface Revalidation {
  tags: string[];
  /** The set of site paths may have changed (the proxy's route table must be read again). */
  paths: boolean;
  /**
   * One page's edit: that page's own tags. When the route table, read again, shows that the edit
   * changed nothing other pages show of the page (its path, translations and title: links, the
   * language switch, breadcrumbs), only these are marked and only its own pages rendered again.
   */
  own?: string[];
}

const postId = z.coerce.number().int().positive();

const change = z.union([
  z.object({ post_type: z.string().trim().min(1).max(64), id: postId.optional() }),
  z.object({ tags: z.array(z.string().trim().min(1).max(80)).min(1).max(50) }),
]);

/** Every tag the site sets: a list, or one item of it. */
const knownTag = /^wp:(?:pages|events|societies|options|page:\d+|event:\d+)$/;

export type ParsedChange = { ok: true; revalidation: Revalidation; ignored?: string } | { ok: false; error: string };

/** The revalidation a change calls for, or why the request is not understood. */
export function revalidationFor(body: unknown): ParsedChange {
  const parsed = change.safeParse(body);
  if (!parsed.success) {
    return { ok: false, error: 'expected {"post_type": "page", "id": 123} or {"tags": ["wp:pages"]}' };
  }
  if ("tags" in parsed.data) {
    const unknown = parsed.data.tags.filter((tag) => !knownTag.test(tag));
    if (unknown.length) return { ok: false, error: `unknown tags: ${unknown.join(", ")}` };
    const tags = [...new Set(parsed.data.tags)];
    return { ok: true, revalidation: { tags, paths: tags.some((tag) => /^wp:(pages|events|page:|event:)/.test(tag)) } };
  }
  const { post_type: type, id } = parsed.data;
  switch (type) {
    case "page":
      return {
        ok: true,
        revalidation: id
          ? { tags: [pageTags.all, pageTags.one(id)], paths: true, own: [pageTags.one(id)] }
          : { tags: [pageTags.all], paths: true },
      };
    case "events":
      return {
        ok: true,
        revalidation: { tags: id ? [eventTags.all, eventTags.one(id)] : [eventTags.all], paths: true },
      };
    case "societies":
      return { ok: true, revalidation: { tags: [societiesTag], paths: false } };
    case "options":
      return { ok: true, revalidation: { tags: [optionsTag], paths: false } };
    default:
      // Posts, media, menus…: nothing the site shows comes from them.
      return {
        ok: true,
        revalidation: { tags: [], paths: false },
        ignored: `post type "${type}" is not shown on the site`,
      };
  }
}

/** The items a list of tags names one by one (`wp:page:163` → the page 163), for their pages to be rendered first. */
export function itemsOf(tags: readonly string[]): Array<{ kind: "page" | "event"; id: number }> {
  return tags.flatMap((tag) => {
    const match = /^wp:(page|event):(\d+)$/.exec(tag);
    return match ? [{ kind: match[1] as "page" | "event", id: Number(match[2]) }] : [];
  });
}
