// The content the server answers from: built once at start, editable through the admin API,
// restorable with reset().

import { buildContent } from "../content/build.ts";
import { ORIGIN, POST_TYPES } from "../content/site.ts";
import type { Content, PostStatus, PostType, StoredRevision, WpPost } from "../content/site.ts";
import { refreshYoast } from "../content/yoast.ts";
import { deepMerge, isObject } from "./json.ts";
import type { JsonObject } from "./json.ts";
import { wpGmt, wpLocal } from "./time.ts";
import { applyVariant, type Variant } from "./variants.ts";

export class PatchError extends Error {}

/**
 * Something edited, named as WordPress's plugin names a save to the site's webhook
 * (docs/wordpress/vitrine-revalidate.php): a post by its type and id, or the options.
 */
export type ContentChange = { post_type: PostType; id: number } | { post_type: "options" };

const isFrontPage = (post: WpPost): boolean => post.link === `${ORIGIN}/` || post.link === `${ORIGIN}/en/`;

const COLLECTION: Record<PostType, "pages" | "events" | "societies"> = {
  page: "pages",
  events: "events",
  societies: "societies",
};

export class ContentStore {
  #initial: Content;
  #content: Content;
  #byPath: Map<string, WpPost> | null = null;
  /** What was edited since the last reset, each post and the options once, by key. */
  #changed = new Map<string, ContentChange>();

  constructor(options: { now: Date; scale: number; variant?: Variant }) {
    this.#initial = applyVariant(buildContent(options), options.variant);
    this.#content = structuredClone(this.#initial);
  }

  /** The posts of a type with one of these statuses (published ones by default). */
  list(type: PostType, statuses: readonly PostStatus[] = ["publish"]): WpPost[] {
    return this.#all(type).filter((post) => statuses.includes(post.status));
  }

  /** A post of a type, whatever its status: the REST layer decides who may see it. */
  get(type: PostType, id: number): WpPost | undefined {
    return this.#all(type).find((post) => post.id === id);
  }

  /** The revisions and autosaves of a post, newest first (WordPress's `date ID` DESC order). */
  revisions(type: PostType, parent: number): StoredRevision[] {
    return this.#content.revisions
      .filter((r) => r.parentType === type && r.revision.parent === parent)
      .sort((a, b) => b.revision.date_gmt.localeCompare(a.revision.date_gmt) || b.revision.id - a.revision.id);
  }

  /** A revision or autosave by its own id, whatever its post. */
  revision(id: number): StoredRevision | undefined {
    return this.#content.revisions.find((r) => r.revision.id === id);
  }

  #all(type: PostType): WpPost[] {
    return this.#content[COLLECTION[type]];
  }

  get options(): JsonObject {
    return this.#content.options;
  }

  /**
   * Restores the initial content. Answers what it undid (what was edited since the last reset), so
   * that a test can announce those saves to the site, as WordPress would, and only those.
   */
  reset(): ContentChange[] {
    this.#content = structuredClone(this.#initial);
    this.#byPath = null;
    const undone = [...this.#changed.values()];
    this.#changed.clear();
    return undone;
  }

  /** The post whose link has this site path ("/en/life/", "/events/slug/"). */
  findByPath(path: string): WpPost | undefined {
    if (!this.#byPath) {
      this.#byPath = new Map();
      for (const type of POST_TYPES) {
        for (const post of this.list(type)) {
          if (post.link.startsWith(ORIGIN)) this.#byPath.set(post.link.slice(ORIGIN.length), post);
        }
      }
    }
    return this.#byPath.get(path);
  }

  /**
   * Deep-merges `patch` into a post (title/content/excerpt/guid may be given as a plain string),
   * bumps modified/modified_gmt, and keeps derived fields (links of the page and its children,
   * Yoast title, canonical and modified time) in step unless the patch sets them itself.
   */
  patchPost(type: PostType, id: number, patch: JsonObject, now: Date): WpPost {
    const list = this.#all(type);
    const index = list.findIndex((post) => post.id === id);
    const current = list[index];
    if (!current) throw new PatchError(`No ${type} with id ${id}.`);
    if ("id" in patch && patch.id !== id) throw new PatchError("The id of a post cannot be changed.");
    if ("type" in patch && patch.type !== current.type) throw new PatchError("The type of a post cannot be changed.");
    const normalised: JsonObject = { ...patch };
    for (const key of ["title", "content", "excerpt", "guid"]) {
      const value = normalised[key];
      if (typeof value === "string") normalised[key] = { rendered: value };
      else if (value !== undefined && !isObject(value))
        throw new PatchError(`${key} must be a string or an object with "rendered".`);
    }
    const merged = deepMerge(current as unknown as JsonObject, normalised) as unknown as WpPost;
    merged.modified = wpLocal(now);
    merged.modified_gmt = wpGmt(now);
    list[index] = merged;
    if (type === "page" && !("link" in patch) && ("slug" in patch || "parent" in patch)) this.#relinkPages();
    else if (type !== "page" && !("link" in patch) && "slug" in patch) {
      merged.link = merged.link.replace(/[^/]+\/$/, `${merged.slug}/`);
    }
    if (!("yoast_head_json" in patch)) refreshYoast(merged, isFrontPage(merged));
    this.#byPath = null;
    this.#changed.set(`${type} ${id}`, { post_type: type, id });
    return merged;
  }

  patchOptions(patch: JsonObject): JsonObject {
    const body = Object.keys(patch).length === 1 && isObject(patch.acf) ? patch.acf : patch;
    this.#content.options = deepMerge(this.#content.options, body) as JsonObject;
    this.#changed.set("options", { post_type: "options" });
    return this.#content.options;
  }

  /** Recomputes every page link from slugs and parents (after a slug or parent edit). */
  #relinkPages(): void {
    const pages = this.list("page");
    const byId = new Map(pages.map((page) => [page.id, page]));
    const pathOf = (page: WpPost, depth = 0): string => {
      if (isFrontPage(page)) return page.link.slice(ORIGIN.length);
      const parent = page.parent ? byId.get(page.parent) : undefined;
      if (parent && depth < 20) return `${pathOf(parent, depth + 1)}${page.slug}/`;
      return `${page.lang === "fr" ? "" : `/${page.lang}`}/${page.slug}/`;
    };
    for (const page of pages) {
      const link = `${ORIGIN}${pathOf(page)}`;
      if (link === page.link) continue;
      page.link = link;
      refreshYoast(page, false);
    }
  }
}
