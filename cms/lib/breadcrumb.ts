// GET /wp-json/bakery/v1/breadcrumb{path}?lang=fr|en — the theme's custom endpoint: from home down
// to the page at a site path, through the page hierarchy (events: home → news page → event;
// societies: home → ecosystem → members → society).

import { ANCHOR_PAGES, DEFAULT_LANG, LANGS, langPrefix } from "../content/site.ts";
import type { Lang, WpPost } from "../content/site.ts";
import { wpError } from "./http.ts";
import type { ApiContext, ApiRequest, ApiResponse } from "./http.ts";

const notFound = (): ApiResponse => wpError(404, "bakery_breadcrumb_not_found", "No page matches this path.");

export function breadcrumb(pathParam: string, req: ApiRequest, ctx: ApiContext): ApiResponse {
  let segments: string[];
  try {
    segments = pathParam
      .split("/")
      .filter(Boolean)
      .map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return notFound();
  }
  let lang: Lang = DEFAULT_LANG;
  const first = segments[0];
  const queryLang = req.query.get("lang");
  if (first && (LANGS as readonly string[]).includes(first)) {
    lang = first as Lang;
    segments.shift();
  } else if (queryLang && (LANGS as readonly string[]).includes(queryLang)) {
    lang = queryLang as Lang;
  }
  // The app rewrites /events/slug to /event-slug; accept both.
  const lone = segments[0];
  if (segments.length === 1 && lone?.startsWith("event-")) segments = ["events", lone.slice("event-".length)];

  const path = `${langPrefix(lang)}/${segments.map((s) => `${s}/`).join("")}`;
  const post = ctx.store.findByPath(path);
  if (!post) return notFound();

  const page = (id: number): WpPost | undefined => ctx.store.get("page", id);
  const chain: WpPost[] = [post];
  if (post.type === "page") {
    let parent = post.parent ? page(post.parent) : undefined;
    for (let guard = 0; parent && guard < 20; guard++) {
      chain.unshift(parent);
      parent = parent.parent ? page(parent.parent) : undefined;
    }
  } else {
    const above =
      post.type === "events"
        ? [ANCHOR_PAGES.now[post.lang]]
        : [ANCHOR_PAGES.ecosystem[post.lang], ANCHOR_PAGES.members[post.lang]];
    chain.unshift(...above.flatMap((id) => page(id) ?? []));
  }
  const home = page(ANCHOR_PAGES.home[post.lang]);
  if (home && chain[0] !== home) chain.unshift(home);
  return { status: 200, body: chain.map((p) => ({ title: p.title.rendered, url: p.link })) };
}
