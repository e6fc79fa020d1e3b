// Yoast's `yoast_head_json` → meta tags (SPEC.md §3): the `schema` entry and every non-scalar
// value are dropped, the underscore that joins a tag's prefix to its name becomes a colon
// (`og_title` → `og:title`, `og_site_name` → `og:site_name`, `article_modified_time` →
// `article:modified_time`: the first one, as the tags are named), entities are decoded, and URLs
// on the CMS host move to the site. Images stay on the CMS host.
import type { LinkRewriter } from "../wordpress/links.ts";
import { contentLimits } from "../../config/site.ts";
import { toText } from "../wordpress/html.ts";

export type MetaTags = Record<string, string>;

/** Names whose value is a URL of a page (moved to the site); everything else stays as text. */
const pageUrlNames = new Set(["canonical", "og:url"]);

export function yoastToMetaTags(
  yoast: Record<string, unknown> | undefined,
  links: LinkRewriter,
  siteUrl: string,
): MetaTags {
  const tags: MetaTags = {};
  if (!yoast) return tags;
  for (const [key, value] of Object.entries(yoast)) {
    if (key === "schema" || key === "og_image") continue; // og_image: handled below, URL checked
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") continue;
    const name = key.replace("_", ":");
    const text = typeof value === "string" ? toText(value, contentLimits.metaChars) : String(value);
    if (!text) continue;
    tags[name] = pageUrlNames.has(name) ? toAbsoluteSiteUrl(text, links, siteUrl) : text;
  }
  // The first og_image, which the scalar rule drops, is the one social networks use: keep it.
  const image = firstImage(yoast["og_image"]);
  if (image) {
    tags["og:image"] = links.isCmsPage(image.url) ? toAbsoluteSiteUrl(image.url, links, siteUrl) : image.url;
    if (image.width) tags["og:image:width"] = String(image.width);
    if (image.height) tags["og:image:height"] = String(image.height);
  }
  return tags;
}

export function toAbsoluteSiteUrl(url: string, links: LinkRewriter, siteUrl: string): string {
  const local = links.toSite(url);
  return local.startsWith("/") ? new URL(local, siteUrl).href.replace(/\/$/, local === "/" ? "/" : "") : local;
}

function firstImage(value: unknown): { url: string; width?: number; height?: number } | undefined {
  const first = Array.isArray(value) ? value[0] : undefined;
  if (typeof first !== "object" || first === null) return undefined;
  const { url, width, height } = first as Record<string, unknown>;
  if (typeof url !== "string" || !/^https?:\/\//.test(url)) return undefined;
  return {
    url,
    width: typeof width === "number" ? width : undefined,
    height: typeof height === "number" ? height : undefined,
  };
}
