// The REST routes under /wp-json and their dispatch. Adding a route: one entry in ROUTES.

import { ORIGIN, POST_TYPES, REST_BASE, SITE_NAME, TAGLINE } from "../content/site.ts";
import type { PostType } from "../content/site.ts";
import { parisOffsetMinutes } from "./time.ts";
import { breadcrumb } from "./breadcrumb.ts";
import { cf7Feedback, cf7Schema } from "./cf7.ts";
import { getPost, listPosts, withFields } from "./collection.ts";
import { noRoute } from "./http.ts";
import { getAutosave, getRevision, listAutosaves, listRevisions } from "./revisions.ts";
import type { ApiContext, ApiRequest, ApiResponse } from "./http.ts";
import type { Json } from "./json.ts";

interface Route {
  /** the route as WordPress lists it, also the key of the request statistics */
  name: string;
  namespace: string;
  pattern: RegExp;
  methods: readonly ("GET" | "POST")[];
  /** the route's name in the API index, when it is not `name` */
  indexName?: string;
  /** the statistics key of a request, when it is not `name` */
  statsName?(match: RegExpExecArray): string;
  handle(match: RegExpExecArray, req: ApiRequest, ctx: ApiContext): ApiResponse | Promise<ApiResponse>;
}

const typeOf = (base: string): PostType => POST_TYPES.find((type) => REST_BASE[type] === base.toLowerCase()) ?? "page";

const ROUTES: Route[] = [
  { name: "/", namespace: "", pattern: /^\/?$/, methods: ["GET"], handle: (_m, req, ctx) => index(req, ctx) },
  {
    name: "/wp/v2/{type}",
    namespace: "wp/v2",
    pattern: /^\/wp\/v2\/(pages|events|societies)$/i,
    methods: ["GET"],
    handle: (m, req, ctx) => listPosts(typeOf(m[1] ?? ""), req, ctx),
  },
  {
    name: "/wp/v2/{type}/:id",
    namespace: "wp/v2",
    pattern: /^\/wp\/v2\/(pages|events|societies)\/(\d+)$/i,
    methods: ["GET"],
    handle: (m, req, ctx) => getPost(typeOf(m[1] ?? ""), Number(m[2]), req, ctx),
  },
  {
    name: "/wp/v2/{type}/:parent/revisions",
    namespace: "wp/v2",
    pattern: /^\/wp\/v2\/(pages|events|societies)\/(\d+)\/revisions$/i,
    methods: ["GET"],
    handle: (m, req, ctx) => listRevisions(typeOf(m[1] ?? ""), Number(m[2]), req, ctx),
  },
  {
    name: "/wp/v2/{type}/:parent/revisions/:id",
    namespace: "wp/v2",
    pattern: /^\/wp\/v2\/(pages|events|societies)\/(\d+)\/revisions\/(\d+)$/i,
    methods: ["GET"],
    handle: (m, req, ctx) => getRevision(typeOf(m[1] ?? ""), Number(m[2]), Number(m[3]), req, ctx),
  },
  {
    // WordPress names the parent "id" in this one route
    name: "/wp/v2/{type}/:id/autosaves",
    namespace: "wp/v2",
    pattern: /^\/wp\/v2\/(pages|events|societies)\/(\d+)\/autosaves$/i,
    methods: ["GET"],
    handle: (m, req, ctx) => listAutosaves(typeOf(m[1] ?? ""), Number(m[2]), req, ctx),
  },
  {
    name: "/wp/v2/{type}/:parent/autosaves/:id",
    namespace: "wp/v2",
    pattern: /^\/wp\/v2\/(pages|events|societies)\/(\d+)\/autosaves\/(\d+)$/i,
    methods: ["GET"],
    handle: (m, req, ctx) => getAutosave(typeOf(m[1] ?? ""), Number(m[2]), req, ctx),
  },
  {
    // ACF to REST API: /acf/v3/options/{id} and /acf/v3/options/{id}/{field}
    name: "/acf/v3/options/:id",
    indexName: "/acf/v3/options/(?P<id>[\\w\\-\\_]+)/?(?P<field>[\\w\\-\\_]+)?",
    statsName: (m) => `/acf/v3/options/${(m[1] ?? "").toLowerCase()}${m[2] === undefined ? "" : "/:field"}`,
    namespace: "acf/v3",
    pattern: /^\/acf\/v3\/options\/([\w-]+)(?:\/([\w-]+))?$/i,
    methods: ["GET"],
    handle: (m, req, ctx) => options(m[1] ?? "", m[2], req, ctx),
  },
  {
    name: "/bakery/v1/breadcrumb",
    namespace: "bakery/v1",
    pattern: /^\/bakery\/v1\/breadcrumb(\/.*)?$/i,
    methods: ["GET"],
    handle: (m, req, ctx) => breadcrumb(m[1] ?? "/", req, ctx),
  },
  {
    name: "/contact-form-7/v1/contact-forms/:id/feedback",
    namespace: "contact-form-7/v1",
    pattern: /^\/contact-form-7\/v1\/contact-forms\/(\d+)\/feedback$/i,
    methods: ["POST"],
    handle: (m, req, ctx) => cf7Feedback(Number(m[1]), req, ctx),
  },
  {
    name: "/contact-form-7/v1/contact-forms/:id/feedback/schema",
    namespace: "contact-form-7/v1",
    pattern: /^\/contact-form-7\/v1\/contact-forms\/(\d+)\/feedback\/schema$/i,
    methods: ["GET"],
    handle: (m) => cf7Schema(Number(m[1])),
  },
];

/**
 * ACF to REST API's options: the options page ("options", or "option") as {"acf": {…}}, one field
 * as {"name": value} (null when there is no such field), any other id as {"acf": []}.
 */
function options(id: string, field: string | undefined, req: ApiRequest, ctx: ApiContext): ApiResponse {
  const known = ["options", "option"].includes(id.toLowerCase());
  if (field !== undefined)
    return { status: 200, body: withFields({ [field]: known ? (ctx.store.options[field] ?? null) : null }, req.query) };
  return { status: 200, body: withFields({ acf: known ? ctx.store.options : [] }, req.query) };
}

const NAMESPACES = [...new Set(ROUTES.map((r) => r.namespace).filter(Boolean))];

function index(_req: ApiRequest, ctx: ApiContext): ApiResponse {
  const routes: Record<string, Json> = {};
  for (const route of ROUTES) {
    for (const base of route.name.includes("{type}") ? POST_TYPES.map((t) => REST_BASE[t]) : [""]) {
      const name =
        route.indexName ??
        route.name.replace("{type}", base).replace(":parent", "(?P<parent>[\\d]+)").replace(":id", "(?P<id>[\\d]+)");
      routes[name] = {
        namespace: route.namespace,
        methods: [...route.methods],
        endpoints: [{ methods: [...route.methods] }],
      };
    }
  }
  return {
    status: 200,
    body: {
      name: SITE_NAME,
      description: TAGLINE.fr,
      url: "{{origin}}",
      home: "{{origin}}",
      gmt_offset: String(parisOffsetMinutes(new Date()) / 60),
      timezone_string: "Europe/Paris",
      page_for_posts: 0,
      page_on_front: 109,
      show_on_front: "page",
      namespaces: NAMESPACES,
      // rest_add_application_passwords_to_index()
      authentication: ctx.applicationPasswords
        ? { "application-passwords": { endpoints: { authorization: `${ORIGIN}/wp-admin/authorize-application.php` } } }
        : [],
      routes,
      site_logo: 0,
      site_icon: 0,
      site_icon_url: "",
    },
  };
}

export interface Matched {
  route: Route;
  match: RegExpExecArray;
}

/** Finds the route of a REST path, whatever the method (null: no such route). */
export function matchRoute(path: string): Matched | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  for (const route of ROUTES) {
    const match = route.pattern.exec(clean);
    if (match) return { route, match };
  }
  return null;
}

/** The statistics key of a request: "GET /wp/v2/pages", "HEAD /wp/v2/pages/:id", "POST (no route)". */
export function statsKey(method: string, matched: Matched | null): string {
  if (!matched) return `${method} (no route)`;
  if (matched.route.statsName) return `${method} ${matched.route.statsName(matched.match)}`;
  const name = matched.route.name.includes("{type}")
    ? matched.route.name.replace("{type}", (matched.match[1] ?? "").toLowerCase())
    : matched.route.name;
  return `${method} ${name}`;
}

/** The `Allow` header WordPress sends on every answer of a matched route: the methods it registers (HEAD is answered as GET, not listed). */
export function allowedMethods(matched: Matched): string[] {
  return [...matched.route.methods];
}

export async function dispatch(matched: Matched | null, req: ApiRequest, ctx: ApiContext): Promise<ApiResponse> {
  if (!matched) return noRoute();
  const method = req.method === "HEAD" ? "GET" : req.method;
  if (req.method === "OPTIONS") {
    return {
      status: 200,
      headers: { Allow: allowedMethods(matched).join(", ") },
      body: {
        namespace: matched.route.namespace,
        methods: [...matched.route.methods],
        endpoints: [{ methods: [...matched.route.methods] }],
      },
    };
  }
  if (!(matched.route.methods as readonly string[]).includes(method)) return noRoute();
  return matched.route.handle(matched.match, req, ctx);
}
