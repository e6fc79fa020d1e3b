// WP_REST_Posts_Controller behaviour for collections and single items: parameter validation with
// WordPress's messages, Polylang's `lang`, filtering, ordering, pagination headers and `_fields`.

import { LANGS, ORIGIN, POST_STATUSES, REST_BASE } from "../content/site.ts";
import type { PostStatus, PostType, WpPost } from "../content/site.ts";
import { authorizationCode } from "./auth.ts";
import type { Viewer } from "./http.ts";
import { isObject } from "./json.ts";
import type { Json, JsonObject } from "./json.ts";
import { listSentence, wpError } from "./http.ts";
import type { ApiContext, ApiRequest, ApiResponse } from "./http.ts";
import { plainText } from "./texturize.ts";

const ORDERBY_COMMON = [
  "author",
  "date",
  "id",
  "include",
  "modified",
  "parent",
  "relevance",
  "slug",
  "include_slugs",
  "title",
];
const ORDERBY: Record<PostType, string[]> = {
  page: [...ORDERBY_COMMON, "menu_order"],
  events: ORDERBY_COMMON,
  societies: ORDERBY_COMMON,
};
const CONTEXTS = ["view", "embed", "edit"];
const EMBED_FIELDS = [
  "id",
  "date",
  "slug",
  "type",
  "link",
  "title",
  "excerpt",
  "author",
  "featured_media",
  "parent",
  "menu_order",
  "_links",
];

/** rest_is_integer(): numeric and whole. */
export function toInteger(raw: string): number | null {
  if (raw.trim() === "") return null;
  const n = Number(raw);
  return Number.isFinite(n) && Number.isInteger(n) ? n : null;
}

/** A list parameter: "1,2", or repeated "x[]=1&x[]=2". */
export function listParam(query: URLSearchParams, name: string): string[] | null {
  const raw = [...query.getAll(name), ...query.getAll(`${name}[]`)];
  const list = raw
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
  return list.length > 0 ? list : null; // an empty list is ignored, as WordPress does
}

interface Validated {
  perPage: number;
  page: number;
  order: "asc" | "desc";
  orderby: string;
  include: number[] | null;
  exclude: number[] | null;
  parent: number[] | null;
  slug: string[] | null;
  lang: string | null;
  search: string | null;
  context: string;
  statuses: PostStatus[];
}

/** A rejected parameter: WordPress's error code for it (rest_invalid_type, rest_out_of_bounds, rest_not_in_enum) and message. */
type Invalid = Record<string, { code: string; message: string; data?: Json }>;

/** 400 rest_invalid_param as WordPress builds it: `params` (name → message) and `details` (name → {code, message, data}). */
export function invalidParams(invalid: Invalid): ApiResponse {
  const names = Object.keys(invalid);
  return wpError(400, "rest_invalid_param", `Invalid parameter(s): ${names.join(", ")}`, {
    params: Object.fromEntries(names.map((name) => [name, invalid[name]?.message ?? ""])),
    details: Object.fromEntries(
      names.map((name) => [
        name,
        { code: invalid[name]?.code ?? "", message: invalid[name]?.message ?? "", data: invalid[name]?.data ?? null },
      ]),
    ),
  });
}

/** Every post status a WordPress with ACF registers (get_post_stati()), and "any": the `status` parameter's enum. */
const STATUS_ENUM = [
  "publish",
  "future",
  "draft",
  "pending",
  "private",
  "trash",
  "auto-draft",
  "inherit",
  "request-pending",
  "request-confirmed",
  "request-failed",
  "request-completed",
  "acf-disabled",
  "any",
];

/**
 * WP_REST_Posts_Controller::sanitize_post_statuses(): `status` is "publish" by default; any other
 * status needs a user who can edit the type ("Status is forbidden.", 401 for an anonymous request),
 * then must be a registered status. "any" is every status the demo content has.
 */
function statuses(query: URLSearchParams, viewer: Viewer): PostStatus[] | Invalid {
  const list = listParam(query, "status") ?? ["publish"];
  for (const [i, status] of list.entries()) {
    if (status === "publish") continue;
    if (!viewer.user)
      return {
        status: {
          code: "rest_forbidden_status",
          message: "Status is forbidden.",
          data: { status: authorizationCode(viewer) },
        },
      };
    if (!STATUS_ENUM.includes(status))
      return {
        status: { code: "rest_not_in_enum", message: `status[${i}] is not one of ${listSentence(STATUS_ENUM)}.` },
      };
  }
  if (list.includes("any")) return [...POST_STATUSES];
  return POST_STATUSES.filter((status) => list.includes(status));
}

/**
 * Reads a list route's query parameters as WordPress validates them, noting each invalid one
 * (`invalid`, for `invalidParams`): integers (null when absent or not one), enums, id lists.
 */
export function queryReader(query: URLSearchParams) {
  const invalid: Invalid = {};
  const integer = (name: string, min: number, max?: number): number | null => {
    const raw = query.get(name);
    if (raw === null) return null;
    const n = toInteger(raw);
    if (n === null) invalid[name] = { code: "rest_invalid_type", message: `${name} is not of type integer.` };
    else if (max !== undefined && (n < min || n > max))
      invalid[name] = {
        code: "rest_out_of_bounds",
        message: `${name} must be between ${min} (inclusive) and ${max} (inclusive)`,
      };
    else if (n < min)
      invalid[name] = { code: "rest_out_of_bounds", message: `${name} must be greater than or equal to ${min}` };
    return n;
  };
  const enumParam = (name: string, allowed: readonly string[], fallback: string): string => {
    const raw = query.get(name);
    if (raw === null) return fallback;
    if (!allowed.includes(raw))
      invalid[name] = { code: "rest_not_in_enum", message: `${name} is not one of ${listSentence(allowed)}.` };
    return raw;
  };
  const ids = (name: string): number[] | null => {
    const list = listParam(query, name);
    if (!list) return null;
    const out: number[] = [];
    list.forEach((value, i) => {
      const n = toInteger(value);
      if (n === null) invalid[name] ??= { code: "rest_invalid_type", message: `${name}[${i}] is not of type integer.` };
      else out.push(n);
    });
    return out;
  };
  return { invalid, integer, enumParam, ids };
}

function validate(type: PostType, query: URLSearchParams, viewer: Viewer): Validated | ApiResponse {
  const { invalid, integer, enumParam, ids } = queryReader(query);
  const context = enumParam("context", CONTEXTS, "view");
  const page = integer("page", 1) ?? 1;
  const perPage = integer("per_page", 1, 100) ?? 10;
  const search = query.get("search");
  const include = ids("include");
  const exclude = ids("exclude");
  const order = enumParam("order", ["asc", "desc"], "desc") as "asc" | "desc";
  const orderby = enumParam("orderby", ORDERBY[type], search ? "relevance" : "date");
  const parent = type === "page" ? ids("parent") : null;
  const slug = listParam(query, "slug")?.map((s) => s.toLowerCase()) ?? null;
  const langRaw = query.get("lang");
  const lang = langRaw === null || langRaw === "" ? null : langRaw;
  if (lang !== null && !(LANGS as readonly string[]).includes(lang))
    invalid.lang = { code: "rest_not_in_enum", message: `lang is not one of ${listSentence(LANGS)}.` };

  // WordPress validates the parameters, then sanitizes them (`status` is checked while sanitizing).
  if (Object.keys(invalid).length > 0) return invalidParams(invalid);
  const allowed = statuses(query, viewer);
  if (!Array.isArray(allowed)) return invalidParams(allowed);
  if (context === "edit" && !viewer.user) {
    return wpError(
      authorizationCode(viewer),
      "rest_forbidden_context",
      "Sorry, you are not allowed to edit posts in this post type.",
    );
  }
  if (orderby === "include" && !include) {
    return wpError(
      400,
      "rest_orderby_include_missing_include",
      "You need to define an include parameter to order by include.",
    );
  }
  if (orderby === "relevance" && !search) {
    return wpError(400, "rest_no_search_term_defined", "You need to define a search term to order by relevance.");
  }
  return { perPage, page, order, orderby, include, exclude, parent, slug, lang, search, context, statuses: allowed };
}

const collator = new Intl.Collator("fr", { sensitivity: "base", numeric: false });

function sorter(params: Validated): (a: WpPost, b: WpPost) => number {
  const dir = params.order === "asc" ? 1 : -1;
  const byId = (a: WpPost, b: WpPost): number => (a.id - b.id) * dir;
  const then = (primary: (a: WpPost, b: WpPost) => number) => (a: WpPost, b: WpPost) =>
    primary(a, b) * dir || byId(a, b);
  switch (params.orderby) {
    case "id":
    case "author":
      return byId;
    case "title":
      return then((a, b) => collator.compare(plainText(a.title.rendered), plainText(b.title.rendered)));
    case "slug":
      return then((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    case "menu_order":
      return then((a, b) => (a.menu_order ?? 0) - (b.menu_order ?? 0));
    case "parent":
      return then((a, b) => (a.parent ?? 0) - (b.parent ?? 0));
    case "modified":
      return then((a, b) => a.modified_gmt.localeCompare(b.modified_gmt));
    case "include": {
      const order = params.include ?? [];
      return (a, b) => order.indexOf(a.id) - order.indexOf(b.id);
    }
    case "include_slugs": {
      const order = params.slug ?? [];
      return (a, b) => order.indexOf(a.slug) - order.indexOf(b.slug);
    }
    case "relevance": {
      const term = (params.search ?? "").toLowerCase();
      const inTitle = (p: WpPost): number => (plainText(p.title.rendered).toLowerCase().includes(term) ? 1 : 0);
      return (a, b) => inTitle(b) - inTitle(a) || b.date_gmt.localeCompare(a.date_gmt) || b.id - a.id;
    }
    default:
      return then((a, b) => a.date_gmt.localeCompare(b.date_gmt));
  }
}

type FieldTree = { [key: string]: true | FieldTree };

/** The `_fields` parameter as WordPress reads it: comma list, dotted paths for nested keys. */
function parseFields(query: URLSearchParams): FieldTree | null {
  const list = listParam(query, "_fields");
  if (!list) return null;
  const tree: FieldTree = {};
  for (const field of list) {
    const parts = field.split(".");
    let ref: FieldTree = tree;
    let skip = false;
    while (parts.length > 1) {
      const next = parts.shift() as string;
      const existing = ref[next];
      if (existing === true) {
        skip = true; // the parent is already included whole
        break;
      }
      ref = existing ?? (ref[next] = {});
    }
    if (!skip) ref[parts[0] as string] = true;
  }
  return tree;
}

/** _rest_array_intersect_key_recursive(), with PHP's habit of encoding an empty array as []. */
function intersect(value: Json, tree: FieldTree): Json {
  const pick = (entries: [string, Json][]): [string, Json][] =>
    entries.flatMap(([key, child]) => {
      const spec = tree[key];
      if (spec === undefined) return [];
      return [[key, spec !== true && (isObject(child) || Array.isArray(child)) ? intersect(child, spec) : child]];
    });
  if (Array.isArray(value)) {
    const kept = pick(value.map((child, i) => [String(i), child]));
    return kept.every(([key], i) => key === String(i)) ? kept.map(([, child]) => child) : Object.fromEntries(kept);
  }
  if (isObject(value)) {
    const kept = pick(Object.entries(value));
    return kept.length === 0 ? [] : Object.fromEntries(kept);
  }
  return value;
}

function present(post: WpPost, params: { context: string }, fields: FieldTree | null): Json {
  let data = post as unknown as JsonObject;
  if (params.context === "embed") {
    data = Object.fromEntries(Object.entries(data).filter(([key]) => EMBED_FIELDS.includes(key)));
  }
  return fields ? intersect(data, fields) : data;
}

export function listPosts(type: PostType, req: ApiRequest, ctx: ApiContext): ApiResponse {
  const params = validate(type, req.query, ctx.viewer);
  if ("body" in params) return params;
  let posts = ctx.store.list(type, params.statuses);
  if (params.lang) posts = posts.filter((p) => p.lang === params.lang);
  if (params.include) {
    const include = params.include;
    posts = posts.filter((p) => include.includes(p.id));
  }
  if (params.exclude) {
    const exclude = params.exclude;
    posts = posts.filter((p) => !exclude.includes(p.id));
  }
  if (params.slug) {
    const slugs = params.slug;
    posts = posts.filter((p) => slugs.includes(p.slug));
  }
  if (params.parent) {
    const parents = params.parent;
    posts = posts.filter((p) => parents.includes(p.parent ?? 0));
  }
  if (params.search) {
    const term = params.search.toLowerCase();
    posts = posts.filter((p) =>
      [p.title.rendered, p.excerpt.rendered, p.content.rendered].some((h) => plainText(h).toLowerCase().includes(term)),
    );
  }
  posts = [...posts].sort(sorter(params));

  const total = posts.length;
  const totalPages = Math.ceil(total / params.perPage);
  if (params.page > totalPages && total > 0) {
    return wpError(
      400,
      "rest_post_invalid_page_number",
      "The page number requested is larger than the number of pages available.",
    );
  }
  const slice = posts.slice((params.page - 1) * params.perPage, params.page * params.perPage);
  const fields = parseFields(req.query);

  const headers: Record<string, string> = { "X-WP-Total": String(total), "X-WP-TotalPages": String(totalPages) };
  const links: string[] = [];
  const pageLink = (page: number): string => {
    const query = new URLSearchParams(req.query);
    query.set("page", String(page));
    return `<${ORIGIN}/wp-json/wp/v2/${REST_BASE[type]}?${query.toString()}>`;
  };
  if (params.page > 1) links.push(`${pageLink(Math.min(params.page - 1, Math.max(totalPages, 1)))}; rel="prev"`);
  if (totalPages > params.page) links.push(`${pageLink(params.page + 1)}; rel="next"`);
  if (links.length > 0) headers.Link = links.join(", ");

  return { status: 200, headers, body: slice.map((post) => present(post, params, fields)) };
}

export function getPost(type: PostType, id: number, req: ApiRequest, ctx: ApiContext): ApiResponse {
  const context = req.query.get("context") ?? "view";
  if (!CONTEXTS.includes(context)) {
    return invalidParams({
      context: { code: "rest_not_in_enum", message: `context is not one of ${listSentence(CONTEXTS)}.` },
    });
  }
  const post = ctx.store.get(type, id);
  if (!post) return wpError(404, "rest_post_invalid_id", "Invalid post ID.");
  if (context === "edit" && !ctx.viewer.user) {
    return wpError(
      authorizationCode(ctx.viewer),
      "rest_forbidden_context",
      "Sorry, you are not allowed to edit this post.",
    );
  }
  // check_read_permission(): a draft or pending post only for a user who can edit it; otherwise the
  // REST server's generic refusal.
  if (post.status !== "publish" && !ctx.viewer.user) {
    return wpError(authorizationCode(ctx.viewer), "rest_forbidden", "Sorry, you are not allowed to do that.");
  }
  // WP_REST_Posts_Controller::get_item(): the post's permalink, for a viewable post type.
  const headers = { Link: `<${post.link}>; rel="alternate"; type=text/html` };
  return { status: 200, headers, body: present(post, { context }, parseFields(req.query)) };
}

/** `_fields` for any other JSON answer (options, breadcrumb). */
export function withFields(body: Json, query: URLSearchParams): Json {
  const fields = parseFields(query);
  if (!fields) return body;
  return Array.isArray(body) ? body.map((item) => intersect(item, fields)) : intersect(body, fields);
}
