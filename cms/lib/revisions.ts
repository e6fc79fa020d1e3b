// WP_REST_Revisions_Controller and WP_REST_Autosaves_Controller for pages, events and societies:
//
//   GET /wp/v2/{type}/{parent}/revisions        every revision and autosave, newest first, paginated
//   GET /wp/v2/{type}/{parent}/revisions/{id}   one of them
//   GET /wp/v2/{type}/{id}/autosaves            the autosaves (no pagination)
//   GET /wp/v2/{type}/{parent}/autosaves/{id}   the post's latest autosave (WordPress ignores {id})
//
// All need a user who can edit the post (the preview user): anonymous → 401 rest_cannot_read. An
// unknown parent (or a post of another type) is 404 rest_post_invalid_parent, whoever asks.

import { ORIGIN, REST_BASE } from "../content/site.ts";
import type { PostType, StoredRevision, WpRevision } from "../content/site.ts";
import { authorizationCode } from "./auth.ts";
import { invalidParams, queryReader, withFields } from "./collection.ts";
import { listSentence, wpError } from "./http.ts";
import type { ApiContext, ApiRequest, ApiResponse } from "./http.ts";
import type { Json, JsonObject } from "./json.ts";
import { plainText } from "./texturize.ts";

const CONTEXTS = ["view", "embed", "edit"];
/** Fields of a revision in the embed context (the schema's "embed" fields). */
const EMBED_FIELDS = ["author", "date", "id", "parent", "slug", "title", "excerpt", "_links"];
const ORDERBY = ["date", "id", "include", "relevance", "slug", "include_slugs", "title"];

function present(revision: WpRevision, context: string, query: URLSearchParams): Json {
  let data = revision as unknown as JsonObject;
  if (context === "embed")
    data = Object.fromEntries(Object.entries(data).filter(([key]) => EMBED_FIELDS.includes(key)));
  return withFields(data, query);
}

/** The context parameter, or WordPress's 400 for another value. */
function contextOf(query: URLSearchParams): string | ApiResponse {
  const context = query.get("context") ?? "view";
  if (CONTEXTS.includes(context)) return context;
  return invalidParams({
    context: { code: "rest_not_in_enum", message: `context is not one of ${listSentence(CONTEXTS)}.` },
  });
}

/** get_parent() then the edit_post check, as the permission callbacks do. */
function checkParent(
  type: PostType,
  parent: number,
  ctx: ApiContext,
  what: "revisions" | "autosaves",
): ApiResponse | null {
  if (parent <= 0 || !ctx.store.get(type, parent))
    return wpError(404, "rest_post_invalid_parent", "Invalid post parent ID.");
  if (!ctx.viewer.user) {
    return wpError(
      authorizationCode(ctx.viewer),
      "rest_cannot_read",
      `Sorry, you are not allowed to view ${what} of this post.`,
    );
  }
  return null;
}

interface ListParams {
  context: string;
  page: number;
  perPage: number | null;
  offset: number | null;
  order: "asc" | "desc";
  orderby: string;
  include: number[] | null;
  exclude: number[] | null;
  search: string | null;
}

function listParams(query: URLSearchParams): ListParams | ApiResponse {
  const { invalid, integer, enumParam, ids } = queryReader(query);
  const context = enumParam("context", CONTEXTS, "view");
  const page = integer("page", 1) ?? 1;
  const perPage = integer("per_page", 1, 100);
  const offset = integer("offset", Number.MIN_SAFE_INTEGER);
  const order = enumParam("order", ["asc", "desc"], "desc") as "asc" | "desc";
  const orderby = enumParam("orderby", ORDERBY, "date");
  const include = ids("include");
  const exclude = ids("exclude");
  const search = query.get("search");
  if (Object.keys(invalid).length > 0) return invalidParams(invalid);
  return { context, page, perPage, offset, order, orderby, include, exclude, search };
}

function sorter(params: ListParams): (a: StoredRevision, b: StoredRevision) => number {
  const dir = params.order === "asc" ? 1 : -1;
  const byId = (a: StoredRevision, b: StoredRevision): number => (a.revision.id - b.revision.id) * dir;
  switch (params.orderby) {
    case "id":
      return byId;
    case "title":
      return (a, b) =>
        plainText(a.revision.title.rendered).localeCompare(plainText(b.revision.title.rendered), "fr") * dir ||
        byId(a, b);
    case "slug":
    case "include_slugs":
      return (a, b) => a.revision.slug.localeCompare(b.revision.slug) * dir || byId(a, b);
    case "include": {
      const order = params.include ?? [];
      return (a, b) => order.indexOf(a.revision.id) - order.indexOf(b.revision.id);
    }
    default: // "date" resolves to "date ID"; relevance has no meaning without a search engine here
      return (a, b) => a.revision.date_gmt.localeCompare(b.revision.date_gmt) * dir || byId(a, b);
  }
}

export function listRevisions(type: PostType, parent: number, req: ApiRequest, ctx: ApiContext): ApiResponse {
  const params = listParams(req.query);
  if ("body" in params) return params;
  const refused = checkParent(type, parent, ctx, "revisions");
  if (refused) return refused;
  if (params.orderby === "relevance" && !params.search) {
    return wpError(400, "rest_no_search_term_defined", "You need to define a search term to order by relevance.");
  }
  if (params.orderby === "include" && !params.include) {
    return wpError(
      400,
      "rest_orderby_include_missing_include",
      "You need to define an include parameter to order by include.",
    );
  }
  let revisions = ctx.store.revisions(type, parent);
  if (params.include) revisions = revisions.filter((r) => params.include?.includes(r.revision.id));
  if (params.exclude) revisions = revisions.filter((r) => !params.exclude?.includes(r.revision.id));
  if (params.search) {
    const term = params.search.toLowerCase();
    revisions = revisions.filter((r) =>
      [r.revision.title.rendered, r.revision.excerpt.rendered, r.revision.content.rendered].some((h) =>
        plainText(h).toLowerCase().includes(term),
      ),
    );
  }
  revisions = [...revisions].sort(sorter(params));

  const total = revisions.length;
  const offset = params.offset ?? 0;
  const maxPages = params.perPage ? Math.ceil(total / params.perPage) : total > 0 ? 1 : 0;
  if (total > 0) {
    if (offset >= total) {
      return wpError(
        400,
        "rest_revision_invalid_offset_number",
        "The offset number requested is larger than or equal to the number of available revisions.",
      );
    }
    if (!offset && params.page > maxPages) {
      return wpError(
        400,
        "rest_revision_invalid_page_number",
        "The page number requested is larger than the number of pages available.",
      );
    }
  }
  const start = params.offset !== null ? offset : params.perPage ? (params.page - 1) * params.perPage : 0;
  const slice = params.perPage ? revisions.slice(start, start + params.perPage) : revisions.slice(start);

  const headers: Record<string, string> = { "X-WP-Total": String(total), "X-WP-TotalPages": String(maxPages) };
  const base = `${ORIGIN}/wp-json/wp/v2/${REST_BASE[type]}/${parent}/revisions`;
  const pageLink = (page: number): string => {
    const query = new URLSearchParams(req.query);
    query.set("page", String(page));
    return `<${base}?${query.toString()}>`;
  };
  const links: string[] = [];
  if (params.page > 1) links.push(`${pageLink(Math.min(params.page - 1, maxPages))}; rel="prev"`);
  if (maxPages > params.page) links.push(`${pageLink(params.page + 1)}; rel="next"`);
  if (links.length > 0) headers.Link = links.join(", ");
  return { status: 200, headers, body: slice.map((r) => present(r.revision, params.context, req.query)) };
}

export function getRevision(type: PostType, parent: number, id: number, req: ApiRequest, ctx: ApiContext): ApiResponse {
  const context = contextOf(req.query);
  if (typeof context !== "string") return context;
  const refused = checkParent(type, parent, ctx, "revisions");
  if (refused) return refused;
  const found = ctx.store.revision(id);
  if (!found) return wpError(404, "rest_post_invalid_id", "Invalid revision ID.");
  if (found.parentType !== type || found.revision.parent !== parent) {
    return wpError(
      404,
      "rest_revision_parent_id_mismatch",
      `The revision does not belong to the specified parent with id of "${parent}"`,
    );
  }
  return { status: 200, body: present(found.revision, context, req.query) };
}

export function listAutosaves(type: PostType, parent: number, req: ApiRequest, ctx: ApiContext): ApiResponse {
  const context = contextOf(req.query);
  if (typeof context !== "string") return context;
  const refused = checkParent(type, parent, ctx, "autosaves");
  if (refused) return refused;
  const autosaves = ctx.store.revisions(type, parent).filter((r) => r.autosave);
  return { status: 200, body: autosaves.map((r) => present(r.revision, context, req.query)) };
}

/** WP_REST_Autosaves_Controller::get_item(): the parent's latest autosave, whatever {id} says. */
export function getAutosave(type: PostType, parent: number, req: ApiRequest, ctx: ApiContext): ApiResponse {
  const context = contextOf(req.query);
  if (typeof context !== "string") return context;
  const refused = checkParent(type, parent, ctx, "revisions");
  if (refused) return refused;
  const latest = ctx.store.revisions(type, parent).find((r) => r.autosave);
  if (!latest) return wpError(404, "rest_post_no_autosave", "There is no autosave revision for this post.");
  return { status: 200, body: present(latest.revision, context, req.query) };
}
