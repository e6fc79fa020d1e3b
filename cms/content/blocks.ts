// The ACF flexible-content layouts of `acf.blocks` on pages. One builder per layout; a page's
// blocks are a list of these. To add a layout: add its type to `Block`, write a builder here that
// returns the exact ACF shape (empty image → false, empty link → "", repeaters → arrays), use it
// in content/pages.ts, and document the shape in cms/README.md.

import type { JsonObject } from "../lib/json.ts";
import { abs } from "./site.ts";

/** ACF link field (return format: array). An empty link field is "". */
export type AcfLink = { title: string; url: string; target: "" | "_blank" };
/** ACF image field (return format: array, see media.ts). An empty image field is false. */
export type AcfImage = JsonObject;

export type HeroBlock = {
  acf_fc_layout: "hero";
  title: string;
  subtitle: string;
  image: AcfImage | false;
  primary_link: AcfLink | "";
  secondary_link: AcfLink | "";
};
export type ParagraphBlock = { acf_fc_layout: "paragraph"; title: string; text: string };
export type TextImageBlock = {
  acf_fc_layout: "text_image";
  title: string;
  text: string;
  image: AcfImage | false;
  image_position: "left" | "right";
  link: AcfLink | "";
};
export type ArticleBodyBlock = { acf_fc_layout: "article_body"; content: string };

// Blocks that show events, news and societies: the site reads the items from /wp/v2/events and
// /wp/v2/societies; the block holds only its heading, intro and choices.
export type CustomFiltersBlock = { acf_fc_layout: "custom_filters"; title: string; text: string };
export type FeaturedNewsBlock = {
  acf_fc_layout: "featured_news";
  title: string;
  text: string;
  kind: "news" | "event" | "all";
  count: number;
  link: AcfLink | "";
};
/** ACF relationship (return format: Post ID). An empty relationship field is "". */
export type Relationship = number[] | "";
export type DuoNewsBlock = { acf_fc_layout: "duo_news"; title: string; items: Relationship; link: AcfLink | "" };
export type SocietiesBlock = { acf_fc_layout: "societies"; title: string; text: string; societies: Relationship; link: AcfLink | "" };
export type MembersListBlock = { acf_fc_layout: "members-list"; title: string; text: string; group_by: "field" | "place" };

export type Block =
  | HeroBlock
  | ParagraphBlock
  | TextImageBlock
  | ArticleBodyBlock
  | CustomFiltersBlock
  | FeaturedNewsBlock
  | DuoNewsBlock
  | SocietiesBlock
  | MembersListBlock;

/** A link to a path on the site ("/vivre/"), or to an external URL (opens in a new tab). */
export function link(title: string, pathOrUrl: string): AcfLink {
  return pathOrUrl.startsWith("/")
    ? { title, url: abs(pathOrUrl), target: "" }
    : { title, url: pathOrUrl, target: "_blank" };
}

export function hero(
  title: string,
  subtitle: string,
  image: AcfImage | false,
  primary?: AcfLink,
  secondary?: AcfLink,
): HeroBlock {
  return { acf_fc_layout: "hero", title, subtitle, image, primary_link: primary ?? "", secondary_link: secondary ?? "" };
}

export function paragraph(title: string, text: string): ParagraphBlock {
  return { acf_fc_layout: "paragraph", title, text };
}

export function textImage(
  title: string,
  text: string,
  image: AcfImage | false,
  imagePosition: "left" | "right",
  cta?: AcfLink,
): TextImageBlock {
  return { acf_fc_layout: "text_image", title, text, image, image_position: imagePosition, link: cta ?? "" };
}

export function articleBody(content: string): ArticleBodyBlock {
  return { acf_fc_layout: "article_body", content };
}

export function customFilters(title: string, text: string): CustomFiltersBlock {
  return { acf_fc_layout: "custom_filters", title, text };
}

export function featuredNews(title: string, text: string, kind: FeaturedNewsBlock["kind"], count: number, cta?: AcfLink): FeaturedNewsBlock {
  return { acf_fc_layout: "featured_news", title, text, kind, count, link: cta ?? "" };
}

/** `items`: ids of events to show (empty: the latest news and the next event). */
export function duoNews(title: string, items: number[], cta?: AcfLink): DuoNewsBlock {
  return { acf_fc_layout: "duo_news", title, items: items.length ? items : "", link: cta ?? "" };
}

/** `ids`: the societies to show, in order (empty: all of them). */
export function societies(title: string, text: string, ids: number[], cta?: AcfLink): SocietiesBlock {
  return { acf_fc_layout: "societies", title, text, societies: ids.length ? ids : "", link: cta ?? "" };
}

export function membersList(title: string, text: string, groupBy: "field" | "place"): MembersListBlock {
  return { acf_fc_layout: "members-list", title, text, group_by: groupBy };
}
