// Authoring helpers for the demo content: small HTML builders (the markup the block editor and
// ACF's WYSIWYG produce) and a per-language kit that resolves images. Text is written with plain
// ' and " and & and run through wptexturize, so it comes out with WordPress's entities.

import { texturize } from "../lib/texturize.ts";
import { acfImage, figureHtml } from "./media.ts";
import type { MediaName } from "./media.ts";
import { abs } from "./site.ts";
import type { Lang } from "./site.ts";
import type { AcfImage } from "./blocks.ts";

/** Joins HTML blocks and texturizes the text (never the tags or attributes). */
export function html(...parts: string[]): string {
  return texturize(parts.join("\n"));
}

export const p = (text: string): string => `<p>${text}</p>`;
/** A heading; with an id (the block editor's "HTML anchor"), a link `#id` leads to it. */
export const h2 = (text: string, id?: string): string =>
  `<h2${id ? ` id="${id}"` : ""} class="wp-block-heading">${text}</h2>`;
export const h3 = (text: string): string => `<h3 class="wp-block-heading">${text}</h3>`;
export const ul = (items: string[]): string =>
  `<ul class="wp-block-list">${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
export const ol = (items: string[]): string =>
  `<ol class="wp-block-list">${items.map((i) => `<li>${i}</li>`).join("")}</ol>`;
export const quote = (text: string, cite: string): string =>
  `<blockquote class="wp-block-quote is-layout-flow wp-block-quote-is-layout-flow"><p>${text}</p><cite>${cite}</cite></blockquote>`;
/** A link: a site path ("/vivre/") becomes absolute on the CMS host; "#id" stays on the page; an URL opens in a new tab. */
export const a = (href: string, text: string): string =>
  href.startsWith("/")
    ? `<a href="${abs(href)}">${text}</a>`
    : href.startsWith("#")
      ? `<a href="${href}">${text}</a>`
      : `<a href="${href}" target="_blank" rel="noreferrer noopener">${text}</a>`;
export const strong = (text: string): string => `<strong>${text}</strong>`;

export interface Kit {
  lang: Lang;
  /** ACF image array of a demo image, in this language (alt text, attachment id). */
  img(name: MediaName): AcfImage;
  /** Inline image figure with srcset, for WYSIWYG and post content. */
  figure(name: MediaName, caption?: string): string;
}

export function kit(lang: Lang): Kit {
  return {
    lang,
    img: (name) => acfImage(name, lang),
    figure: (name, caption) => figureHtml(name, lang, caption),
  };
}
