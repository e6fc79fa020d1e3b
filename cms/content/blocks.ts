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

export type Block = HeroBlock | ParagraphBlock | TextImageBlock | ArticleBodyBlock;

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
